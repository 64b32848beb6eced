import { z } from 'zod';
import { OptionalBranchIdSchema } from './nullable';

// /seller/review (spec 2.3; spec 7 "Seller" → Ratings: get-overall-rating {branchId},
// get-review-list; spec 6 Ratings: manageRating) and the shop's one answer to a review (issue 17
// item 5: reply-review, our own call; the spec names none). The answer is plain text: it is
// stored as written (trimmed, control characters removed) and always rendered as text, never as
// HTML, on the back office and the public store page.

export const REVIEW_REPLY_MAX = 1_000;
export const SELLER_REVIEW_PAGE_SIZE = 10;
export const REVIEW_STARS = [5, 4, 3, 2, 1] as const;

export const REVIEW_MESSAGES = {
  replyEmpty: 'กรุณาพิมพ์คำตอบก่อนส่ง',
  replyTooLong: `คำตอบยาวได้ไม่เกิน ${REVIEW_REPLY_MAX.toLocaleString('en-US')} ตัวอักษร`,
  alreadyReplied: 'ร้านตอบรีวิวนี้ไปแล้ว ตอบได้เพียงครั้งเดียว',
  reviewNotFound: 'ไม่พบรีวิวนี้ในร้านของคุณ',
  replied: 'ส่งคำตอบเรียบร้อยแล้ว',
} as const;

/**
 * The answer as it is stored: line breaks kept (CRLF → LF), other control characters dropped,
 * trailing spaces of each line and blank lines around the text trimmed, at most two line breaks
 * in a row. Used by the schema (server) and the form's counter (web), so both count the same.
 */
export function cleanReplyText(value: string): string {
  return (
    value
      .replace(/\r\n?/g, '\n')
      // biome-ignore lint/suspicious/noControlCharactersInRegex: removing them is the point
      .replace(/[\u0000-\u0009\u000B-\u001F\u007F\u200B\uFEFF]/g, '')
      .replace(/[ \t]+$/gm, '')
      .replace(/\n{3,}/g, '\n\n')
      .trim()
  );
}

const branchId = OptionalBranchIdSchema;

export const OverallRatingBodySchema = z.object({
  /** An owner may look at one of its branches; omitted = the store signed in and its branches. */
  branchId,
});
export type OverallRatingBody = z.input<typeof OverallRatingBodySchema>;

export const RatingStoreSchema = z.object({ id: z.number().int(), name: z.string() });

export const OverallRatingResponseSchema = z.object({
  /** Average stars of the visible reviews, 2 decimals; 0 when there is none. */
  average: z.number(),
  count: z.number().int(),
  /** Stars 5 → 1, each with its count (zeros included). */
  distribution: z.array(z.object({ star: z.number().int(), count: z.number().int() })),
  /** The stores the caller may pick (the branch select); one entry: no select. */
  stores: z.array(RatingStoreSchema),
});
export type OverallRatingResponse = z.infer<typeof OverallRatingResponseSchema>;

export const ReviewListBodySchema = z.object({
  branchId,
  page: z.coerce.number().int().min(1).default(1),
  /** Only reviews with this many stars. */
  rating: z.coerce.number().int().min(1).max(5).optional(),
});
export type ReviewListBody = z.input<typeof ReviewListBodySchema>;

export const SellerReviewSchema = z.object({
  id: z.number().int(),
  reviewerName: z.string(),
  rating: z.number().int(),
  text: z.string(),
  createdAt: z.string(),
  storeId: z.number().int(),
  storeName: z.string(),
  /** The order the review came from; null for reviews written without one. */
  order: z.object({ id: z.number().int(), orderNo: z.string() }).nullable(),
  reply: z.string().nullable(),
  repliedAt: z.string().nullable(),
});
export type SellerReview = z.infer<typeof SellerReviewSchema>;

export const ReviewListResponseSchema = z.object({
  reviewList: z.array(SellerReviewSchema),
  page: z.number().int(),
  totalPage: z.number().int(),
  totalCount: z.number().int(),
});
export type ReviewListResponse = z.infer<typeof ReviewListResponseSchema>;

export const ReplyTextSchema = z
  .string({ message: REVIEW_MESSAGES.replyEmpty })
  .transform(cleanReplyText)
  .pipe(
    z
      .string()
      .min(1, { message: REVIEW_MESSAGES.replyEmpty })
      .max(REVIEW_REPLY_MAX, { message: REVIEW_MESSAGES.replyTooLong }),
  );

export const ReplyReviewBodySchema = z.object({
  reviewId: z.coerce.number().int().positive(),
  reply: ReplyTextSchema,
});
export type ReplyReviewBody = z.input<typeof ReplyReviewBodySchema>;

export const ReplyReviewResponseSchema = z.object({
  success: z.boolean(),
  message: z.string(),
  review: SellerReviewSchema,
});
export type ReplyReviewResponse = z.infer<typeof ReplyReviewResponseSchema>;
