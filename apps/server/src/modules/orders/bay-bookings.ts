import { and, eq, inArray, isNotNull, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { bayBookings } from '../../db/schema/orders';

// The only writer of bay_bookings (decision 0162, owners checked by decision 0158): a booking's
// 15-minute blocks are taken when an order is placed, kept for good when it is paid, let go when
// it is cancelled, replaced or expires, and taken again by a late payment. Every function runs
// inside the caller's transaction.

/** Serialises bay picking of one shop on one date (held until commit). */
export async function lockBayDay(tx: DbOrTx, storeId: number, date: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`bays:${storeId}:${date}`}))`);
}

/** Frees the blocks of unpaid bay bookings that have expired (they no longer count anyway). */
export async function dropExpiredBayBlocks(tx: DbOrTx, storeId: number, date: string) {
  await tx
    .delete(bayBookings)
    .where(
      and(
        eq(bayBookings.storeId, storeId),
        eq(bayBookings.scheduleDate, date),
        isNotNull(bayBookings.expiresAt),
        lte(bayBookings.expiresAt, sql`now()`),
      ),
    );
}

/** Drops the bay blocks of orders: a late payment taking its time again, a cancel, a replace. */
export async function dropOrderBayBlocks(tx: DbOrTx, orderIds: readonly number[]) {
  if (orderIds.length === 0) return;
  await tx.delete(bayBookings).where(inArray(bayBookings.orderId, [...orderIds]));
}

/** The blocks of one booking; the unique index refuses a block already sold (23505). */
export async function insertBayBlocks(
  tx: DbOrTx,
  rows: Array<typeof bayBookings.$inferInsert>,
): Promise<void> {
  if (rows.length > 0) await tx.insert(bayBookings).values(rows);
}

/** A paid order's booking is kept for good: its blocks no longer expire. */
export async function keepOrderBayBlocks(tx: DbOrTx, orderId: number): Promise<void> {
  await tx.update(bayBookings).set({ expiresAt: null }).where(eq(bayBookings.orderId, orderId));
}
