import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type {
  DashboardBody,
  DashboardPopularResponse,
  DashboardRankingResponse,
  DashboardResponse,
  PopularTireKind,
} from '@yangdee/contracts/dashboard';
import { api } from '../../../lib/api';

// /seller/dashboard (spec 7 get-dashboard, get-dashboard-ranking-sale,
// get-dashboard-popular-tire-{kind}); each takes {fromDate, toDate, branchId}.

const KEY = 'seller-dashboard';

export const dashboardQueryOptions = (body: DashboardBody) =>
  queryOptions({
    queryKey: [KEY, 'summary', body],
    queryFn: () => api.post<DashboardResponse>('/api/seller/get-dashboard', body),
    placeholderData: keepPreviousData,
    retry: false,
  });

export const dashboardRankingQueryOptions = (body: DashboardBody) =>
  queryOptions({
    queryKey: [KEY, 'ranking', body],
    queryFn: () =>
      api.post<DashboardRankingResponse>('/api/seller/get-dashboard-ranking-sale', body),
    placeholderData: keepPreviousData,
    retry: false,
  });

export const dashboardPopularQueryOptions = (kind: PopularTireKind, body: DashboardBody) =>
  queryOptions({
    queryKey: [KEY, 'popular', kind, body],
    queryFn: () =>
      api.post<DashboardPopularResponse>(`/api/seller/get-dashboard-popular-tire-${kind}`, body),
    placeholderData: keepPreviousData,
    retry: false,
  });
