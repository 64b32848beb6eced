import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { NetworkDetail, NetworkProduct, NetworkSummary } from '@yangdee/contracts/stores';
import { api } from '../../../lib/api';

// Query-option factories of the network screens (spec 2.1 /network, /network/:key, /:pid).

export const networkListQueryOptions = () =>
  queryOptions({
    queryKey: ['networks', 'list'],
    queryFn: () => api.post<NetworkSummary[]>('/api/network/get-network-list', {}),
    staleTime: 600_000,
  });

export const networkDetailQueryOptions = (
  key: string,
  mode: number,
  page: number,
  locationKey: string,
) =>
  queryOptions({
    queryKey: ['networks', 'detail', key, mode, page, locationKey],
    queryFn: () =>
      api.post<NetworkDetail>('/api/network/get-network-detail', { key, mode, page, pageSize: 20 }),
    placeholderData: keepPreviousData,
  });

export const networkProductQueryOptions = (key: string, pid: string, locationKey: string) =>
  queryOptions({
    queryKey: ['networks', 'product', key, pid, locationKey],
    queryFn: () => api.post<NetworkProduct>('/api/network/get-network-product', { key, pid }),
  });
