import { queryOptions } from '@tanstack/react-query';
import type { PromotionDetail, PromotionList } from '@yangdee/contracts/content';
import { api } from '../../../lib/api';

export const PROMOTION_PAGE_SIZE = 12;

export const promotionListQueryOptions = (page: number) =>
  queryOptions({
    queryKey: ['content', 'promotions', page],
    queryFn: () =>
      api.post<PromotionList>('/api/content/promotion-list', {
        page,
        pageSize: PROMOTION_PAGE_SIZE,
      }),
  });

export const promotionDetailQueryOptions = (key: string) =>
  queryOptions({
    queryKey: ['content', 'promotion', key],
    queryFn: () => api.post<PromotionDetail>('/api/content/promotion-detail', { key }),
    staleTime: 300_000,
  });
