import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  OverallRatingResponse,
  ReplyReviewBody,
  ReplyReviewResponse,
  ReviewListBody,
  ReviewListResponse,
} from '@yangdee/contracts/seller-reviews';
import { api } from '../../../lib/api';

// /seller/review: spec 7 get-overall-rating {branchId}, get-review-list, and reply-review (the
// shop's one answer). Every key starts with 'seller-reviews'; an answer (or a 409: answered
// meanwhile elsewhere) refetches them.

const KEY = 'seller-reviews';

export const overallRatingQueryOptions = (branchId: number | undefined) =>
  queryOptions({
    queryKey: [KEY, 'overall', branchId ?? null],
    queryFn: () => api.post<OverallRatingResponse>('/api/seller/get-overall-rating', { branchId }),
    placeholderData: keepPreviousData,
    retry: false,
  });

export const reviewListQueryOptions = (body: ReviewListBody) =>
  queryOptions({
    queryKey: [KEY, 'list', body],
    queryFn: () => api.post<ReviewListResponse>('/api/seller/get-review-list', body),
    placeholderData: keepPreviousData,
    retry: false,
  });

export function useReplyReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ReplyReviewBody) =>
      api.post<ReplyReviewResponse>('/api/seller/reply-review', body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [KEY] }),
  });
}
