import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { reviews } from '../../db/schema/content';
import { orderItems, orders } from '../../db/schema/orders';
import { stores } from '../../db/schema/stores';
import { rewardAddresses, users } from '../../db/schema/users';

// Orders as their customer sees them. Every query is filtered by the caller's user id.

export type OrderRow = typeof orders.$inferSelect;
export type StoreRow = typeof stores.$inferSelect;

export async function countByStatus(db: DbOrTx, userId: number) {
  return db
    .select({ status: orders.status, n: count() })
    .from(orders)
    .where(eq(orders.userId, userId))
    .groupBy(orders.status);
}

export function findOrdersPage(
  db: DbOrTx,
  userId: number,
  statuses: readonly number[],
  limit: number,
  offset: number,
) {
  return db
    .select({ order: orders, store: stores })
    .from(orders)
    .innerJoin(stores, eq(stores.id, orders.storeId))
    .where(and(eq(orders.userId, userId), inArray(orders.status, [...statuses])))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(limit)
    .offset(offset);
}

export function findItems(db: DbOrTx, orderIds: number[]) {
  if (orderIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(orderItems)
    .where(inArray(orderItems.orderId, orderIds))
    .orderBy(orderItems.id);
}

export function findReviews(db: DbOrTx, orderIds: number[]) {
  if (orderIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      orderId: reviews.orderId,
      rating: reviews.rating,
      text: reviews.text,
      createdAt: reviews.createdAt,
    })
    .from(reviews)
    .where(inArray(reviews.orderId, orderIds));
}

/** The caller's own order by number (with its store), or undefined. */
export async function findOwnOrder(db: DbOrTx, userId: number, orderNo: string) {
  const [row] = await db
    .select({ order: orders, store: stores })
    .from(orders)
    .innerJoin(stores, eq(stores.id, orders.storeId))
    .where(and(eq(orders.orderNo, orderNo), eq(orders.userId, userId)))
    .limit(1);
  return row;
}

export async function insertReview(db: DbOrTx, values: typeof reviews.$inferInsert) {
  const rows = await db
    .insert(reviews)
    .values(values)
    .onConflictDoNothing({ target: reviews.orderId })
    .returning({ id: reviews.id });
  return rows.length > 0;
}

/** Adds one rating to the store's running average, locking the row against concurrent reviews. */
export async function addStoreRating(db: DbOrTx, storeId: number, rating: number) {
  const [store] = await db
    .select({ avg: stores.ratingAverage, n: stores.ratingCount })
    .from(stores)
    .where(eq(stores.id, storeId))
    .for('update');
  if (!store) return;
  const n = store.n + 1;
  const average = (Number(store.avg) * store.n + rating) / n;
  await db
    .update(stores)
    .set({ ratingAverage: average.toFixed(2), ratingCount: n })
    .where(eq(stores.id, storeId));
}

export async function insertRewardAddress(db: DbOrTx, values: typeof rewardAddresses.$inferInsert) {
  const [row] = await db
    .insert(rewardAddresses)
    .values(values)
    .returning({ id: rewardAddresses.id });
  return row.id;
}

export function findAllOrdersOfUser(db: DbOrTx, userId: number) {
  return db
    .select({ order: orders, storeName: stores.name, branchName: stores.branchName })
    .from(orders)
    .innerJoin(stores, eq(stores.id, orders.storeId))
    .where(eq(orders.userId, userId))
    .orderBy(desc(orders.createdAt));
}

/** The names a review is signed with (reviewerNameOf shortens them). */
export async function findReviewer(
  db: DbOrTx,
  userId: number,
): Promise<{ name: string; username: string | null } | undefined> {
  const [row] = await db
    .select({ name: users.name, username: users.username })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row;
}
