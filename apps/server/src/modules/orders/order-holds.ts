import { and, asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { orders, slotReservations } from '../../db/schema/orders';
import * as ledger from '../stock/stock-ledger';
import { dropOrderBayBlocks } from './bay-bookings';
import { type OrderActor, tryOrderEvent } from './order-lifecycle';

// An order's holds (its tyres and its fitting seat) let go: when another attempt replaces it,
// when it expires or is cancelled. Used by placing an order, the shop's cancel and payments.

/**
 * Cancels the customer's orders still awaiting payment and lets their reservations go: a new
 * attempt replaces them (a shopper who closed the QR and chose again must not be blocked by
 * their own hold). A payment that still arrives for one of them is recorded, never lost.
 */
export async function cancelPendingOrdersOf(
  tx: DbOrTx,
  userId: number,
  actor: OrderActor = { kind: 'customer', id: userId },
): Promise<void> {
  const pending = await tx
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.status, 0)))
    .orderBy(asc(orders.id))
    .for('update');
  const ids = pending.map((o) => o.id);
  if (ids.length === 0) return;
  await dropHolds(tx, ids);
  for (const id of ids) {
    await tryOrderEvent(tx, {
      orderId: id,
      event: 'ATTEMPT_REPLACED',
      actor,
      note: 'มีการชำระเงินครั้งใหม่แทนคำสั่งซื้อนี้',
    });
  }
}

/** Deletes the stock and seat holds of orders that will not be paid (cancelled, expired). */
export async function dropHolds(tx: DbOrTx, orderIds: readonly number[]): Promise<void> {
  if (orderIds.length === 0) return;
  await ledger.releaseHolds(tx, orderIds);
  await tx.delete(slotReservations).where(inArray(slotReservations.orderId, [...orderIds]));
  // A bay booking's time is free again at once (decision 0162).
  await dropOrderBayBlocks(tx, orderIds);
}
