import { queryOptions } from '@tanstack/react-query';
import type { Banner } from '@yangdee/contracts/content';
import { api } from '../../../lib/api';

/** GET /api/home/get-banner: the active home banners with desktop and mobile pictures. */
export const bannersQueryOptions = () =>
  queryOptions({
    queryKey: ['home', 'banners'],
    queryFn: () => api.get<Banner[]>('/api/home/get-banner'),
    staleTime: 600_000,
  });
