import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';

// A shop's reviews as its back office reads them (visible reviews only: the same ones the public
// store page shows, so the shop's average is the one shoppers see), and the shop's one answer.

export type SellerReviewRow = {
  id: number;
  reviewer_name: string;
  rating: number;
  text: string;
  created_at: string;
  store_id: number;
  store_name: string;
  branch_name: string | null;
  order_id: number | null;
  order_no: string | null;
  reply: string | null;
  replied_at: string | null;
};

const bangkokIso = (column: string) =>
  sql.raw(`to_char(${column} at time zone 'Asia/Bangkok', 'YYYY-MM-DD"T"HH24:MI:SS"+07:00"')`);

const idList = (storeIds: readonly number[]) =>
  sql.join(
    storeIds.map((id) => sql`${id}`),
    sql`, `,
  );

const SELECT_REVIEW = sql`
  select r.id, r.reviewer_name, r.rating::int as rating, r.text,
         ${bangkokIso('r.created_at')} as created_at,
         r.store_id, s.name as store_name, s.branch_name,
         o.id as order_id, o.order_no, r.reply, ${bangkokIso('r.replied_at')} as replied_at`;

/** Visible reviews of the stores per star. */
export async function countReviewsByStar(db: DbOrTx, storeIds: readonly number[]) {
  const result = await db.execute<{ star: number; count: number }>(sql`
    select rating::int as star, count(*)::int as count from reviews
     where store_id in (${idList(storeIds)}) and is_visible
     group by rating`);
  return result.rows;
}

/**
 * One page of the stores' visible reviews, newest first: the page's reviews first
 * (reviews_store_idx), then their shop and order. The count is asked apart (countReviews): a
 * window count joined and formatted every review of the shop to answer 20 (decision 0169).
 */
export async function findReviewPage(
  db: DbOrTx,
  storeIds: readonly number[],
  filter: { rating?: number },
  limit: number,
  offset: number,
) {
  const rating = filter.rating === undefined ? sql`` : sql`and rating = ${filter.rating}`;
  const result = await db.execute<SellerReviewRow>(sql`
    ${SELECT_REVIEW}
      from (select * from reviews
             where store_id in (${idList(storeIds)}) and is_visible ${rating}
             order by created_at desc, id desc
             limit ${limit} offset ${offset}) r
      join stores s on s.id = r.store_id
      left join orders o on o.id = r.order_id
     order by r.created_at desc, r.id desc`);
  return result.rows;
}

export async function countReviews(
  db: DbOrTx,
  storeIds: readonly number[],
  filter: { rating?: number },
) {
  const rating = filter.rating === undefined ? sql`` : sql`and rating = ${filter.rating}`;
  const result = await db.execute<{ n: number }>(sql`
    select count(*)::int as n from reviews
     where store_id in (${idList(storeIds)}) and is_visible ${rating}`);
  return result.rows[0]?.n ?? 0;
}

/** One visible review of the stores, or null. */
export async function findReview(db: DbOrTx, reviewId: number, storeIds: readonly number[]) {
  const result = await db.execute<SellerReviewRow>(sql`
    ${SELECT_REVIEW}, 1 as total
      from reviews r
      join stores s on s.id = r.store_id
      left join orders o on o.id = r.order_id
     where r.id = ${reviewId} and r.store_id in (${idList(storeIds)}) and r.is_visible`);
  return result.rows[0] ?? null;
}

/**
 * Writes the answer only if the review has none yet (one conditional UPDATE: two answers sent at
 * once cannot both win). Answers whether a row was written.
 */
export async function setReplyOnce(
  db: DbOrTx,
  input: { reviewId: number; storeIds: readonly number[]; reply: string; sellerUserId: number },
) {
  const result = await db.execute<{ id: number }>(sql`
    update reviews set reply = ${input.reply}, replied_at = now(), replied_by = ${input.sellerUserId}
     where id = ${input.reviewId} and store_id in (${idList(input.storeIds)}) and is_visible
       and reply is null
     returning id`);
  return result.rows.length > 0;
}
