import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type {
  HomeCountsResponse,
  ShopDetailResponse,
  ShopListResponse,
} from '@yangdee/contracts/admin-shops';
import type { CommissionRateBody, CommissionRateHistory } from '@yangdee/contracts/commission';
import { adminApi } from '../../api/admin-api';

// The console's shops calls (decision 0143) and the commission rate calls it shows (0141).

export type ShopAction = 'approve' | 'reject' | 'suspend' | 'reactivate';

export const shopListQueryOptions = (query: string) =>
  queryOptions({
    queryKey: ['admin', 'shops', query],
    queryFn: ({ signal }) =>
      adminApi.get<ShopListResponse>(`/api/admin/shops?${query}`, { signal }),
    placeholderData: keepPreviousData,
  });

export const shopQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['admin', 'shop', id],
    queryFn: ({ signal }) => adminApi.get<ShopDetailResponse>(`/api/admin/shops/${id}`, { signal }),
  });

export const commissionQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['admin', 'commission-rates', id],
    queryFn: ({ signal }) =>
      adminApi.get<CommissionRateHistory>(`/api/admin/commission-rates?storeId=${id}`, { signal }),
  });

export const homeCountsQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'home-counts'],
    queryFn: ({ signal }) => adminApi.get<HomeCountsResponse>('/api/admin/home-counts', { signal }),
  });

export const shopAction = (id: number, action: ShopAction, reason: string) =>
  adminApi.post<ShopDetailResponse>(
    `/api/admin/shops/${id}/${action}`,
    action === 'approve' ? {} : { reason },
  );

export const saveTaxBranch = (id: number, taxBranchNo: string) =>
  adminApi.post<ShopDetailResponse>(`/api/admin/shops/${id}/tax-branch`, { taxBranchNo });

export const saveCommissionRate = (body: CommissionRateBody) =>
  adminApi.post<CommissionRateHistory>('/api/admin/commission-rates', body);
