import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { reviews } from '../../db/schema/content';
import { stores } from '../../db/schema/stores';

// Customer reviews of shops as the public sees them: visible reviews of active shops.

const visible = and(eq(reviews.isVisible, true), eq(stores.isActive, true));

export async function findVisibleReviews(db: DbOrTx, limit: number, offset = 0) {
  return db
    .select({
      id: reviews.id,
      reviewerName: reviews.reviewerName,
      rating: reviews.rating,
      text: reviews.text,
      createdAt: reviews.createdAt,
      storeId: stores.id,
      storeName: stores.name,
      storeLink: stores.link,
    })
    .from(reviews)
    .innerJoin(stores, eq(stores.id, reviews.storeId))
    .where(visible)
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(limit)
    .offset(offset);
}

/** Number of visible reviews per star rating. */
export async function countVisibleReviewsByRating(db: DbOrTx) {
  return db
    .select({ rating: reviews.rating, n: count() })
    .from(reviews)
    .innerJoin(stores, eq(stores.id, reviews.storeId))
    .where(visible)
    .groupBy(reviews.rating)
    .orderBy(sql`${reviews.rating} desc`);
}
