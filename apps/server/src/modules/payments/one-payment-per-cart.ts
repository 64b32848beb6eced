import { and, eq, gte, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orders, payments } from '../../db/schema/orders';
import { dropHolds } from '../orders/order-holds';
import { applyPaymentEvent, tryOrderEvent } from '../orders/order-lifecycle';
import type { PaymentProvider } from './provider/payment-provider';
import { refundPort } from './refund-port';

// One cart, one payment (issue 37 item 9, docs/decisions/0134). Every attempt of a checkout is an
// order with its own payment; the cart is emptied when one is paid, so the customer's attempts
// still open at that moment are that cart's. Once one is paid, the others are closed at the
// provider (POST /v1/void): their QR or form can no longer take money. One the provider reports
// paid already (a race) is settled like any late payment: refused and recorded as a refund owed,
// which is given back at once by the refunds' owner (money/refunds, through refund-port.ts), never kept. A provider that cannot be
// reached leaves the work to the reconciliation pass, which asks again.

type PaymentRow = typeof payments.$inferSelect;
export type Settle = (paymentId: number) => Promise<string>;

/** Closes every other open attempt of the customer whose payment `paymentId` was just confirmed. */
export async function closeOtherAttempts(
  db: Db,
  provider: PaymentProvider,
  paymentId: number,
  settle: Settle,
): Promise<number> {
  const [paid] = await db
    .select({ userId: orders.userId })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .where(eq(payments.id, paymentId));
  if (!paid) return 0;
  const open = await db
    .select({ payment: payments })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .where(
      and(
        eq(orders.userId, paid.userId),
        eq(payments.status, 'pending'),
        ne(payments.id, paymentId),
      ),
    );
  let closed = 0;
  for (const { payment } of open) {
    if (await closeAttempt(db, provider, payment, settle)) closed += 1;
  }
  return closed;
}

/**
 * Open attempts made before another order of the same customer was paid (a callback lost, the
 * provider unreachable when the first payment was settled): the reconciliation pass closes them.
 */
export async function closeAttemptsOfPaidCarts(
  db: Db,
  provider: PaymentProvider,
  since: Date,
  settle: Settle,
): Promise<number> {
  const rows = await db
    .select({ payment: payments })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .where(
      and(
        eq(payments.status, 'pending'),
        gte(payments.createdAt, since),
        sql`exists (select 1 from orders o2 where o2.user_id = ${orders.userId}
          and o2.id <> ${orders.id} and o2.paid_at is not null
          and o2.paid_at >= ${payments.createdAt})`,
      ),
    )
    .limit(100);
  let closed = 0;
  for (const { payment } of rows) {
    if (await closeAttempt(db, provider, payment, settle)) closed += 1;
  }
  return closed;
}

async function closeAttempt(
  db: Db,
  provider: PaymentProvider,
  payment: PaymentRow,
  settle: Settle,
): Promise<boolean> {
  const answer = await provider.voidPayment(payment.referenceNo).catch(() => null);
  if (!answer) return false;
  if (answer.isPaid) {
    // Paid in the meantime: a second payment of the cart, refused and given back.
    await settle(payment.id);
    return false;
  }
  if (!answer.isClosed) return false;
  await db.transaction(async (tx) => {
    // The provider closed it: it can never be paid (payment-transitions: pending → failed).
    const changed = await applyPaymentEvent(tx, {
      paymentId: payment.id,
      event: 'PROVIDER_DECLINED',
      patch: { providerResultCode: 'V' },
    });
    if (!changed) return;
    const cancelled = await tryOrderEvent(tx, {
      orderId: payment.orderId,
      event: 'ATTEMPT_REPLACED',
      actor: { kind: 'system' },
      note: 'ปิดการชำระเงินนี้แล้ว เพราะชำระเงินของตะกร้านี้ไปแล้ว',
    });
    if (cancelled) await dropHolds(tx, [payment.orderId]);
  });
  return true;
}

/** Returns the refunds owed of these payments (after their settlement), through the owner. */
export async function returnRefundsOf(
  db: Db,
  provider: PaymentProvider,
  paymentIds: readonly number[],
): Promise<number> {
  if (paymentIds.length === 0) return 0;
  return (await refundPort()?.returnRefundsOf(db, provider, paymentIds)) ?? 0;
}
