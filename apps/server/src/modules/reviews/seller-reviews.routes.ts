import {
  OverallRatingBodySchema,
  OverallRatingResponseSchema,
  ReplyReviewBodySchema,
  ReplyReviewResponseSchema,
  ReviewListBodySchema,
  ReviewListResponseSchema,
} from '@yangdee/contracts/seller-reviews';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { sellerOf } from '../seller-accounts/seller-of';
import { getOverallRating, listReviews, replyToReview } from './seller-reviews.service';

// /seller/review (spec 7 "Seller" → Ratings: get-overall-rating, get-review-list; our own
// reply-review, issue 17 item 5). Spec 6: the Ratings menu needs manageRating.

const tags = ['seller-reviews'];
const security = [{ bearer: [] }];

export function registerSellerReviewRoutes(api: FastifyInstance, { db }: { db: Db }): void {
  const r = api.withTypeProvider<ZodTypeProvider>();
  const config = { acl: 'manageRating' } as const;
  r.post(
    '/seller/get-overall-rating',
    {
      config,
      schema: {
        tags,
        security,
        body: OverallRatingBodySchema,
        response: { 200: OverallRatingResponseSchema },
      },
    },
    (request) => getOverallRating(db, sellerOf(request), request.body),
  );
  r.post(
    '/seller/get-review-list',
    {
      config,
      schema: {
        tags,
        security,
        body: ReviewListBodySchema,
        response: { 200: ReviewListResponseSchema },
      },
    },
    (request) => listReviews(db, sellerOf(request), request.body),
  );
  r.post(
    '/seller/reply-review',
    {
      config,
      schema: {
        tags,
        security,
        body: ReplyReviewBodySchema,
        response: { 200: ReplyReviewResponseSchema },
      },
    },
    (request) => replyToReview(db, sellerOf(request), request.body),
  );
}
