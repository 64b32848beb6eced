import { queryOptions } from '@tanstack/react-query';
import type { HomeContent, Review } from '@yangdee/contracts/content';
import { api } from '../../../lib/api';

/** GET /api/home/get-content: latest running promotions and latest articles. */
export const homeContentQueryOptions = () =>
  queryOptions({
    queryKey: ['home', 'content'],
    queryFn: () => api.get<HomeContent>('/api/home/get-content'),
    staleTime: 300_000,
  });

/** GET /api/home/reviews: the latest visible reviews. */
export const homeReviewsQueryOptions = () =>
  queryOptions({
    queryKey: ['home', 'reviews'],
    queryFn: () => api.get<Review[]>('/api/home/reviews'),
    staleTime: 300_000,
  });
