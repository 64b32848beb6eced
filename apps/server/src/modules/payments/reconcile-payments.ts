import { and, eq, gt, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orders, payments } from '../../db/schema/orders';
import { dropHolds } from '../orders/order-holds';
import { applyPaymentEvent, tryOrderEvent } from '../orders/order-lifecycle';
import { closeAttemptsOfPaidCarts } from './one-payment-per-cart';
import { settlePayment } from './payment-settlement';
import type { PaymentProvider } from './provider/payment-provider';

// The reconciliation pass (issue [6/6] §2, "Reliability"): payments still pending are asked about
// with the provider's status query, so a callback that never came (server down, network cut)
// loses nothing. An attempt whose reservation ran out while the provider still has nothing paid
// is let go: the payment 'expired', the order cancelled (RESERVATION_EXPIRED), its holds deleted.
// If the money arrives later anyway, the next pass records it (payment 'paid'; never lost).
// The scheduler (lib/periodic-jobs.ts, wired in app.ts) runs it every PAYMENT_RECONCILE_SECONDS.

/** Pending attempts younger than this are asked about; older ones were settled or let go. */
const LOOK_BACK_MS = 24 * 60 * 60_000;
/** Give the provider's own callback a moment before asking. */
const GRACE_MS = 60_000;

/**
 * The grace of a pass that runs every `everyMs`: a minute, or one interval when the passes come
 * more often, so a payment whose callback was lost (the server killed between the provider's
 * charge and its callback) is asked about at the first pass one interval after it started
 * (decision 0151).
 */
export function reconcileGraceMs(everyMs: number): number {
  return everyMs > 0 ? Math.min(GRACE_MS, everyMs) : GRACE_MS;
}

export async function reconcilePendingPayments(
  db: Db,
  provider: PaymentProvider,
  now = new Date(),
  graceMs = GRACE_MS,
): Promise<{ asked: number; paid: number; expired: number }> {
  const pending = await db
    .select({ id: payments.id, orderId: payments.orderId, reservedUntil: orders.reservedUntil })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .where(
      and(
        eq(payments.status, 'pending'),
        gt(payments.createdAt, new Date(now.getTime() - LOOK_BACK_MS)),
        lt(payments.createdAt, new Date(now.getTime() - graceMs)),
      ),
    )
    .limit(200);
  let paid = 0;
  let expired = 0;
  for (const p of pending) {
    const outcome = await settlePayment(db, provider, p.id).catch(() => 'unknown' as const);
    if (outcome === 'paid') paid += 1;
    const isOver = p.reservedUntil !== null && p.reservedUntil.getTime() <= now.getTime();
    if ((outcome === 'pending' || outcome === 'unknown') && isOver) {
      await expireAttempt(db, p.id, p.orderId);
      expired += 1;
    }
  }
  // One cart, one payment (decision 0134): what a provider outage left undone is done here.
  const settle = (id: number) => settlePayment(db, provider, id);
  const since = new Date(now.getTime() - LOOK_BACK_MS);
  await closeAttemptsOfPaidCarts(db, provider, since, settle).catch(() => 0);
  // Refunds owed that an outage left unreturned are the refund pass's (money/refunds), which the
  // scheduler runs on its own timer (decision 0145).
  return { asked: pending.length, paid, expired };
}

async function expireAttempt(db: Db, paymentId: number, orderId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const expired = await applyPaymentEvent(tx, { paymentId, event: 'EXPIRED' });
    if (!expired) return;
    const cancelled = await tryOrderEvent(tx, {
      orderId,
      event: 'RESERVATION_EXPIRED',
      actor: { kind: 'system' },
      note: 'หมดเวลาชำระเงิน',
    });
    if (cancelled) await dropHolds(tx, [orderId]);
  });
}
