import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orders, payments } from '../../db/schema/orders';
import { AppError } from '../../lib/app-error';
import { dropHolds } from '../orders/order-holds';
import { applyPaymentEvent, tryOrderEvent } from '../orders/order-lifecycle';
import { placeOrder } from '../orders/place-order.service';
import { newCallbackToken, newPaymentReferenceNo } from './payment-reference';
import { hashCallbackToken } from './payment-settlement';
import type { CustomerFields } from './provider/payment-provider';

// One payment attempt (spec 7 Payment calls): the cart becomes an order awaiting payment
// (placeOrder reserves its tyres and seat), and a payment row is recorded with our reference and
// the hash of an unguessable callback token. The provider is then asked for a QR or a form.

export type Attempt = {
  order: typeof orders.$inferSelect;
  referenceNo: string;
  amountSatang: number;
  /** Server-to-server callback, with the token in its path. */
  backgroundUrl: string;
  /** Where the provider sends the browser back. */
  responseUrl: string;
  customer: CustomerFields;
};

export async function openAttempt(
  db: Db,
  opts: {
    userId: number;
    publicBaseUrl: string;
    methods: ReadonlySet<string>;
    wrongMethodMessage: string;
    bankCode?: string;
    /** A further check of the placed order; a Thai message refuses the attempt. */
    refuse?: (order: typeof orders.$inferSelect, payNowSatang: number) => string | null;
  },
): Promise<Attempt> {
  const placed = await placeOrder(db, opts.userId);
  const [order] = await db.select().from(orders).where(eq(orders.id, placed.orderId));
  if (!order || !opts.methods.has(order.paymentMethod)) {
    await releaseOrder(db, placed.orderId);
    throw new AppError('PAYMENT_METHOD_NOT_ALLOWED', opts.wrongMethodMessage);
  }
  const refusal = opts.refuse?.(order, placed.payNowSatang) ?? null;
  if (refusal) {
    await releaseOrder(db, placed.orderId);
    throw new AppError('VALIDATION_FAILED', refusal);
  }
  const referenceNo = newPaymentReferenceNo();
  const token = newCallbackToken();
  await db.insert(payments).values({
    orderId: order.id,
    referenceNo,
    callbackTokenHash: hashCallbackToken(token),
    method: order.paymentMethod,
    amountSatang: placed.payNowSatang,
    installmentPeriod: order.installmentPeriod,
    bankCode: opts.bankCode ?? null,
  });
  const base = opts.publicBaseUrl.replace(/\/+$/, '');
  const c = order.customer;
  return {
    order,
    referenceNo,
    amountSatang: placed.payNowSatang,
    backgroundUrl: `${base}/api/payment/callback/${token}`,
    responseUrl: `${base}/api/payment/return/${referenceNo}`,
    customer: {
      detail: `คำสั่งซื้อ ${order.orderNo}`,
      customerName: [c.firstName, c.lastName].filter(Boolean).join(' '),
      customerEmail: c.email ?? '',
      customerTelephone: c.tel ?? '',
    },
  };
}

/** Lets an order that will never be paid go: cancelled, its reservations deleted. */
export async function releaseOrder(db: Db, orderId: number): Promise<void> {
  await db.transaction(async (tx) => {
    await dropHolds(tx, [orderId]);
    await tryOrderEvent(tx, {
      orderId,
      event: 'ATTEMPT_REFUSED',
      actor: { kind: 'system' },
      note: 'เริ่มการชำระเงินไม่สำเร็จ',
    });
    // Its attempt (if one was recorded) can never be paid: the provider refused or never drew it.
    const open = await tx
      .select({ id: payments.id })
      .from(payments)
      .where(and(eq(payments.orderId, orderId), eq(payments.status, 'pending')));
    for (const p of open)
      await applyPaymentEvent(tx, { paymentId: p.id, event: 'PROVIDER_DECLINED' });
  });
}
