import {
  type OverallRatingResponse,
  REVIEW_MESSAGES,
  REVIEW_STARS,
  type ReplyReviewResponse,
  type ReviewListResponse,
  SELLER_REVIEW_PAGE_SIZE,
  type SellerReview,
} from '@yangdee/contracts/seller-reviews';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { storeLabel } from '../orders/seller-orders.mapper';
import {
  findScopeStores,
  type ScopeSeller,
  sellerOrderStoreIds,
} from '../seller-accounts/seller-order-scope';
import * as repo from './seller-reviews.repository';

// /seller/review (spec 7 "Seller" → Ratings; issue 17 item 5). The stores a caller reads are the
// ones the branch wall lets it see (seller-order-scope.ts: the branches it belongs to, the owner
// all); branchId narrows to one of them and anything else is not found.

type Seller = ScopeSeller;

function toSellerReview(row: repo.SellerReviewRow): SellerReview {
  return {
    id: row.id,
    reviewerName: row.reviewer_name,
    rating: row.rating,
    text: row.text,
    createdAt: row.created_at,
    storeId: row.store_id,
    storeName: storeLabel({ name: row.store_name, branchName: row.branch_name }),
    order: row.order_id && row.order_no ? { id: row.order_id, orderNo: row.order_no } : null,
    reply: row.reply,
    repliedAt: row.replied_at,
  };
}

export async function getOverallRating(
  db: Db,
  seller: Seller,
  body: { branchId?: number },
): Promise<OverallRatingResponse> {
  const storeIds = await sellerOrderStoreIds(db, seller, 'manageRating', body.branchId);
  const rows = await repo.countReviewsByStar(db, storeIds);
  const byStar = new Map(rows.map((r) => [Number(r.star), Number(r.count)]));
  const distribution = REVIEW_STARS.map((star) => ({ star, count: byStar.get(star) ?? 0 }));
  const count = distribution.reduce((sum, d) => sum + d.count, 0);
  const stars = distribution.reduce((sum, d) => sum + d.star * d.count, 0);
  const scope = await sellerOrderStoreIds(db, seller, 'manageRating');
  return {
    average: count === 0 ? 0 : Math.round((stars / count) * 100) / 100,
    count,
    distribution,
    stores: (await findScopeStores(db, scope)).map((st) => ({ id: st.id, name: storeLabel(st) })),
  };
}

export async function listReviews(
  db: Db,
  seller: Seller,
  body: { branchId?: number; page: number; rating?: number },
): Promise<ReviewListResponse> {
  const storeIds = await sellerOrderStoreIds(db, seller, 'manageRating', body.branchId);
  const filter = { rating: body.rating };
  let totalCount = await repo.countReviews(db, storeIds, filter);
  const lastPage = Math.max(1, Math.ceil(totalCount / SELLER_REVIEW_PAGE_SIZE));
  // Past the last page (a review was hidden meanwhile): answer the last page instead.
  let page = Math.min(body.page, lastPage);
  let rows = await repo.findReviewPage(
    db,
    storeIds,
    filter,
    SELLER_REVIEW_PAGE_SIZE,
    (page - 1) * SELLER_REVIEW_PAGE_SIZE,
  );
  if (rows.length === 0 && page > 1) {
    // Hidden between the count and the page: count again and answer the last page.
    totalCount = await repo.countReviews(db, storeIds, filter);
    page = Math.max(1, Math.ceil(totalCount / SELLER_REVIEW_PAGE_SIZE));
    rows = await repo.findReviewPage(
      db,
      storeIds,
      filter,
      SELLER_REVIEW_PAGE_SIZE,
      (page - 1) * SELLER_REVIEW_PAGE_SIZE,
    );
  }
  return {
    reviewList: rows.map(toSellerReview),
    page,
    totalPage: Math.max(1, Math.ceil(totalCount / SELLER_REVIEW_PAGE_SIZE)),
    totalCount,
  };
}

/** The shop's one answer to a review of its own (or its branches'): 404 another's, 409 twice. */
export async function replyToReview(
  db: Db,
  seller: Seller,
  body: { reviewId: number; reply: string },
): Promise<ReplyReviewResponse> {
  const storeIds = await sellerOrderStoreIds(db, seller, 'manageRating');
  const written = await repo.setReplyOnce(db, {
    reviewId: body.reviewId,
    storeIds,
    reply: body.reply,
    sellerUserId: seller.sellerUserId,
  });
  const row = await repo.findReview(db, body.reviewId, storeIds);
  if (!row) throw new AppError('NOT_FOUND', REVIEW_MESSAGES.reviewNotFound);
  if (!written) throw new AppError('CONFLICT', REVIEW_MESSAGES.alreadyReplied);
  return { success: true, message: REVIEW_MESSAGES.replied, review: toSellerReview(row) };
}
