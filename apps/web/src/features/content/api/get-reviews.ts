import { queryOptions } from '@tanstack/react-query';
import type { ReviewList } from '@yangdee/contracts/content';
import { api } from '../../../lib/api';

export const REVIEW_PAGE_SIZE = 10;

export const reviewListQueryOptions = (page: number) =>
  queryOptions({
    queryKey: ['content', 'reviews', page],
    queryFn: () =>
      api.post<ReviewList>('/api/content/review-list', { page, pageSize: REVIEW_PAGE_SIZE }),
  });
