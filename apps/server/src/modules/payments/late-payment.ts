import { MADE_TO_ORDER_STATUSES } from '@yangdee/contracts/offer-orderability';
import { isRevivable, nextOrderStatus } from '@yangdee/contracts/order-transitions';
import type { RefundReason } from '@yangdee/contracts/refunds';
import { STOCK_STATUS } from '@yangdee/contracts/stock-status';
import { and, asc, eq, gte, ne, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { carts, orderItems, orders, type payments } from '../../db/schema/orders';
import { storeSettings } from '../../db/schema/stores';
import { AppError } from '../../lib/app-error';
import { bangkokToday } from '../../lib/time';
import { oweRefunds } from '../ledger/refund-owner';
import { cancelPendingOrdersOf } from '../orders/order-holds';
import { tryOrderEvent } from '../orders/order-lifecycle';
import { reserveSeat, retakeBay } from '../orders/place-order.service';
import { assignTaxInvoiceNo } from '../orders/tax-invoice';
import * as ledger from '../stock/stock-ledger';
import { lockOffers } from '../stock/stock-ledger';

// Money that arrives for an order no longer payable (issue 13 item 6, docs/decisions/0064): the
// order was cancelled before it was ever paid — a newer attempt replaced it, its reservation ran
// out, the provider first said declined — and the provider now confirms the money. Either the
// order is revived (99 → 1 through the transition table) when its tyres and its seat can still
// be reserved, all in the settlement's transaction, or a refund owed is recorded. Runs once per
// payment: the payment's own move to 'paid' (final) is written in the same transaction.

type OrderRow = typeof orders.$inferSelect;
type PaymentRow = typeof payments.$inferSelect;

export type LateOutcome = 'revived' | 'refund_owed';

class CannotKeep extends Error {
  constructor(readonly reason: RefundReason) {
    super(reason);
  }
}

export async function settleLatePayment(
  tx: Tx,
  order: OrderRow,
  payment: PaymentRow,
  now = new Date(),
): Promise<LateOutcome> {
  try {
    if (!isRevivable(order)) throw new CannotKeep('DUPLICATE_PAYMENT');
    await checkNotReplaced(tx, order);
    if (order.appointmentDate && order.appointmentDate < bangkokToday(now)) {
      throw new CannotKeep('APPOINTMENT_PASSED');
    }
    // A savepoint: a tyre or a seat that cannot be taken undoes every reservation made so far,
    // while the payment's own record (already written) stays.
    await tx.transaction(async (sp) => reviveOrder(sp, order, now));
    return 'revived';
  } catch (error) {
    if (!(error instanceof CannotKeep)) throw error;
    await recordRefundOwed(tx, order, payment, error.reason);
    return 'refund_owed';
  }
}

/** A newer order of the same customer already paid: this checkout was bought once already. */
async function checkNotReplaced(tx: Tx, order: OrderRow): Promise<void> {
  const [newer] = await tx
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.userId, order.userId),
        ne(orders.id, order.id),
        gte(orders.paidAt, order.createdAt),
      ),
    )
    .limit(1);
  if (newer) throw new CannotKeep('ALREADY_PURCHASED');
}

const madeToOrder = sql.raw(MADE_TO_ORDER_STATUSES.join(', '));
const limited = sql.raw(String(STOCK_STATUS.LIMITED));

async function reviveOrder(tx: Tx, order: OrderRow, now: Date): Promise<void> {
  const next = nextOrderStatus(order.status, 'LATE_PAYMENT_CONFIRMED', order.orderType as 1 | 2);
  if (next === null) throw new CannotKeep('DUPLICATE_PAYMENT');
  const items = await tx
    .select({ offerId: orderItems.sellerProductId, quantity: orderItems.quantity })
    .from(orderItems)
    .where(eq(orderItems.orderId, order.id))
    .orderBy(asc(orderItems.sellerProductId));
  // Offer rows locked first (as placeOrder does), so the live reservations read next are the
  // truth. A tyre on the shelf (LIMITED) leaves the offer only if what is on hand minus others'
  // live holds covers it; one the shop orders in (FACTORY, SUBLET) is never short (decision 0068).
  await lockOffers(
    tx,
    items.map((i) => i.offerId),
  );
  // Attempts still open from the same checkout are replaced by this order (their late money, if
  // any, becomes a refund); their holds are let go first, so this order may take them over.
  // Offers before orders, the order placeOrder locks them in, so the two never deadlock.
  await cancelPendingOrdersOf(tx, order.userId, { kind: 'provider' });
  for (const item of items) {
    // The oversell guard, unchanged; the ledger writes the 'sale' movement with the take.
    const taken = await ledger.takeTyresIf(tx, {
      offerId: item.offerId,
      quantity: item.quantity,
      guard: sql`(sp.status in (${madeToOrder})
          or (sp.status = ${limited}
            and sp.qty - coalesce((select sum(r.quantity) from stock_reservations r
              where r.seller_product_id = sp.id and r.expires_at > now()), 0) >= ${item.quantity}))`,
      orderNo: order.orderNo,
      actor: { kind: 'customer', id: order.userId },
    });
    if (!taken) throw new CannotKeep('OUT_OF_STOCK');
  }
  if (order.appointmentDate && order.appointmentTime && order.bay && order.jobMinutes) {
    // A bay booking takes its own bay's time again, if nobody took it meanwhile (decision 0162).
    try {
      await retakeBay(tx, {
        storeId: order.storeId,
        date: order.appointmentDate,
        start: order.appointmentTime,
        minutes: order.jobMinutes,
        bay: order.bay,
        orderId: order.id,
        expiresAt: null,
      });
    } catch (error) {
      if (error instanceof AppError && error.code === 'BAY_FULL')
        throw new CannotKeep('SLOT_TAKEN');
      throw error;
    }
  } else if (order.appointmentDate && order.appointmentTime) {
    const [settings] = await tx
      .select({ capacity: storeSettings.slotCapacity })
      .from(storeSettings)
      .where(eq(storeSettings.storeId, order.storeId));
    try {
      await reserveSeat(tx, {
        storeId: order.storeId,
        date: order.appointmentDate,
        slot: order.appointmentTime,
        capacity: settings?.capacity ?? 2,
        orderId: order.id,
        expiresAt: null,
      });
    } catch (error) {
      if (isSeatRefusal(error)) throw new CannotKeep('SLOT_TAKEN');
      throw error;
    }
  }
  const revived = await tryOrderEvent(tx, {
    orderId: order.id,
    event: 'LATE_PAYMENT_CONFIRMED',
    actor: { kind: 'provider' },
    note: 'ได้รับชำระเงินหลังยกเลิก คำสั่งซื้อกลับมาใช้งาน',
    now,
  });
  if (!revived) throw new CannotKeep('DUPLICATE_PAYMENT');
  await assignTaxInvoiceNo(tx, order.id, now);
  // The cart became this order (spec 2.9): the next visit starts a new one.
  await tx.delete(carts).where(eq(carts.userId, order.userId));
}

/** SLOT_FULL, or the seat's unique index / capacity trigger (migration 0003) refusing it. */
function isSeatRefusal(error: unknown): boolean {
  if (error instanceof AppError) return error.code === 'SLOT_FULL';
  const codeOf = (e: unknown) => (e as { code?: unknown } | null)?.code;
  const code = codeOf(error) ?? codeOf((error as { cause?: unknown } | null)?.cause);
  return code === '23505' || code === '23514';
}

async function recordRefundOwed(
  tx: Tx,
  order: OrderRow,
  payment: PaymentRow,
  reason: RefundReason,
): Promise<void> {
  await oweRefunds(tx, [{ ...payment, orderId: order.id }], reason);
}
