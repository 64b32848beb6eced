import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '../../db/client';
import { carts, type orders, payments, slotReservations } from '../../db/schema/orders';
import { keepOrderBayBlocks } from '../orders/bay-bookings';
import { dropHolds } from '../orders/order-holds';
import { applyPaymentEvent, lockOrderRow, tryOrderEvent } from '../orders/order-lifecycle';
import { assignTaxInvoiceNo } from '../orders/tax-invoice';
import * as ledger from '../stock/stock-ledger';
import { settleLatePayment } from './late-payment';
import { closeOtherAttempts, returnRefundsOf } from './one-payment-per-cart';
import type { PaymentProvider } from './provider/payment-provider';
import { verifyPayment } from './verify-payment';

// What a confirmed payment changes (issue [6/6] §2, §4), once: the provider's status query is
// asked (a callback is only a reason to ask); paid → the payment 'paid', the order 0 → 1, its
// tyres taken off the offer's stock and its seat made permanent; declined → the payment
// 'failed', the order cancelled and its reservations let go. Each write is conditional on the
// status it read (transition tables in contracts), so repeated or late callbacks change nothing.
// Money confirmed for an order no longer awaiting payment (replaced by a newer attempt, expired)
// revives it or records a refund owed (late-payment.ts, docs/decisions/0064), in this transaction.

export const hashCallbackToken = (token: string) =>
  createHash('sha256').update(token).digest('hex');

export async function findPaymentByToken(db: DbOrTx, token: string) {
  const [row] = await db
    .select()
    .from(payments)
    .where(eq(payments.callbackTokenHash, hashCallbackToken(token)))
    .limit(1);
  return row ?? null;
}

export type Settlement =
  | 'paid'
  | 'revived'
  | 'refund_owed'
  | 'failed'
  | 'pending'
  | 'unchanged'
  | 'mismatch'
  | 'unknown';

export async function settlePayment(
  db: Db,
  provider: PaymentProvider,
  paymentId: number,
): Promise<Settlement> {
  const outcome = await settleOnce(db, provider, paymentId);
  // One cart, one payment (decision 0134): a paid attempt closes the cart's other open attempts
  // at the provider; money that could not be kept goes back at once. Neither undoes the
  // settlement when the provider cannot be reached: the reconciliation pass tries again.
  const settle = (id: number) => settlePayment(db, provider, id);
  try {
    if (outcome === 'paid' || outcome === 'revived') {
      await closeOtherAttempts(db, provider, paymentId, settle);
    }
    if (outcome === 'refund_owed' || outcome === 'unchanged') {
      await returnRefundsOf(db, provider, [paymentId]);
    }
  } catch {
    // Left for the reconciliation pass (reconcile-payments.ts).
  }
  return outcome;
}

async function settleOnce(
  db: Db,
  provider: PaymentProvider,
  paymentId: number,
): Promise<Settlement> {
  const [payment] = await db.select().from(payments).where(eq(payments.id, paymentId)).limit(1);
  if (!payment) return 'unknown';
  const verdict = await verifyPayment(provider, {
    referenceNo: payment.referenceNo,
    amountSatang: payment.amountSatang,
  });
  if (verdict.outcome === 'unknown' || verdict.outcome === 'mismatch') return verdict.outcome;
  if (verdict.outcome === 'pending') return 'pending';
  const event = verdict.outcome === 'paid' ? 'PROVIDER_PAID' : 'PROVIDER_DECLINED';
  return db.transaction(async (tx) => {
    const changed = await applyPaymentEvent(tx, {
      paymentId,
      event,
      patch: {
        gbpReferenceNo: verdict.txn.gbpReferenceNo,
        providerResultCode: verdict.txn.resultCode ?? null,
      },
    });
    if (!changed) return 'unchanged';
    if (changed.to !== 'paid') {
      await cancelOrder(tx, changed.payment.orderId);
      return 'failed';
    }
    return settleOrder(tx, changed.payment);
  });
}

/** The order side of a confirmed payment: paid now, or late (revived / refund owed). */
async function settleOrder(tx: Tx, payment: typeof payments.$inferSelect): Promise<Settlement> {
  const order = await lockOrderRow(tx, payment.orderId);
  if (!order) return 'unknown';
  const paid = await tryOrderEvent(tx, {
    orderId: order.id,
    event: 'PAYMENT_CONFIRMED',
    actor: PROVIDER,
    note: `ชำระเงินแล้ว (${payment.referenceNo})`,
  });
  if (!paid) return settleLatePayment(tx, order, payment);
  await takePaidOrder(tx, paid.order);
  return 'paid';
}

const PROVIDER = { kind: 'provider' } as const;

/** What payment makes final: the tyres leave the stock, the seat is kept, the cart emptied. */
async function takePaidOrder(tx: DbOrTx, order: typeof orders.$inferSelect): Promise<void> {
  const orderId = order.id;
  // The held tyres leave the shop's stock for good ('sale' movements); the holds go with them.
  await ledger.takeHeldTyres(tx, {
    orderId,
    orderNo: order.orderNo,
    actor: { kind: 'customer', id: order.userId },
  });
  await tx
    .update(slotReservations)
    .set({ expiresAt: null })
    .where(eq(slotReservations.orderId, orderId));
  await keepOrderBayBlocks(tx, orderId);
  // A requested tax invoice gets the shop's next serial, in the order payments are confirmed.
  await assignTaxInvoiceNo(tx, orderId);
  // The cart became this order: empty it (spec 2.9, the next visit starts a new cart).
  await tx.delete(carts).where(eq(carts.userId, order.userId));
}

async function cancelOrder(tx: DbOrTx, orderId: number): Promise<void> {
  const cancelled = await tryOrderEvent(tx, {
    orderId,
    event: 'PAYMENT_FAILED',
    actor: PROVIDER,
    note: 'การชำระเงินไม่สำเร็จ',
  });
  if (cancelled) await dropHolds(tx, [orderId]);
}
