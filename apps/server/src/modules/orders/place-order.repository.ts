import { and, eq, isNotNull, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { orderItems, slotReservations, type stockReservations } from '../../db/schema/orders';
import * as ledger from '../stock/stock-ledger';
import { insertPlacedOrder, type OrderActor } from './order-lifecycle';

// The writes of placing an order (issue [5/6] §3): offer row locks, the order with its items, the
// stock and slot reservations. Every function runs inside the caller's transaction.

/** Serialises seat picking of one slot of one shop on one date (held until commit). */
export async function lockSlot(tx: DbOrTx, storeId: number, date: string, slot: string) {
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtext(${`slot:${storeId}:${date}:${slot}`}))`,
  );
}

/** Frees the seats of unpaid reservations that have expired (they no longer count anyway). */
export async function dropExpiredSeats(
  tx: DbOrTx,
  storeId: number,
  date: string,
  slot: string,
): Promise<void> {
  await tx
    .delete(slotReservations)
    .where(
      and(
        eq(slotReservations.storeId, storeId),
        eq(slotReservations.scheduleDate, date),
        eq(slotReservations.slot, slot),
        isNotNull(slotReservations.expiresAt),
        lte(slotReservations.expiresAt, sql`now()`),
      ),
    );
}

export async function findTakenSeats(
  tx: DbOrTx,
  storeId: number,
  date: string,
  slot: string,
): Promise<number[]> {
  const rows = await tx
    .select({ seat: slotReservations.seat })
    .from(slotReservations)
    .where(
      and(
        eq(slotReservations.storeId, storeId),
        eq(slotReservations.scheduleDate, date),
        eq(slotReservations.slot, slot),
      ),
    );
  return rows.map((r) => r.seat);
}

export async function nextOrderSerial(tx: DbOrTx): Promise<number> {
  // orderNoSeq (schema/orders.ts): the running number of human order numbers.
  const result = await tx.execute<{ n: string | number }>(sql`select nextval('order_no_seq') as n`);
  return Number(result.rows[0]?.n);
}

export type NewOrder = Parameters<typeof insertPlacedOrder>[1];

/** The order awaiting payment, with its placement in the history (order-lifecycle). */
export async function insertOrder(tx: DbOrTx, order: NewOrder, actor: OrderActor): Promise<number> {
  return insertPlacedOrder(tx, order, actor);
}

export async function insertOrderItems(
  tx: DbOrTx,
  items: Array<typeof orderItems.$inferInsert>,
): Promise<void> {
  if (items.length > 0) await tx.insert(orderItems).values(items);
}

export async function insertStockReservations(
  tx: DbOrTx,
  rows: Array<typeof stockReservations.$inferInsert>,
): Promise<void> {
  await ledger.placeHolds(tx, rows);
}

export async function insertSeat(
  tx: DbOrTx,
  row: typeof slotReservations.$inferInsert,
): Promise<void> {
  await tx.insert(slotReservations).values(row);
}
