import { randomBytes } from 'node:crypto';
import { refundRoute } from '@yangdee/contracts/refund-flow';
import { eq } from 'drizzle-orm';
import type { Db } from '../src/db/client';
import { orderItems, orders, payments } from '../src/db/schema/orders';
import { paymentRefunds } from '../src/db/schema/refunds';
import type {
  PaymentProvider,
  RefundResult,
} from '../src/modules/payments/provider/payment-provider';
import type { SmsProvider } from '../src/providers/sms/sms-provider';
import { createCustomer, type TestCustomer } from './test-customers';

// Refunds owed (decision 0139) as the shop's cancellation of a paid order leaves them
// (order-actions.service.ts inserts the row, status owed), a provider whose refund answer the
// test chooses (counting its calls), and an SMS outbox.

export type OwedRefund = {
  refundId: number;
  orderId: number;
  orderNo: string;
  referenceNo: string;
  customer: TestCustomer;
};

/** A paid order (store 1) the shop cancelled, with its refund owed; paid by `method`. */
export async function owedRefund(
  db: Db,
  method: 'scanQR' | 'card' | 'internetBanking' | 'installment1' = 'scanQR',
  customer?: TestCustomer,
  reason = 'SELLER_CANCELLED',
): Promise<OwedRefund> {
  const who = customer ?? (await createCustomer(db));
  const orderNo = `TR${randomBytes(5).toString('hex').toUpperCase()}`;
  const referenceNo = `R${randomBytes(6).toString('hex').toUpperCase()}`;
  const [order] = await db
    .insert(orders)
    .values({
      orderNo,
      userId: who.id,
      storeId: 1,
      orderType: 1,
      status: 99,
      paymentMethod: method,
      customer: { firstName: 'ทดสอบ', lastName: 'คืนเงิน', tel: '0812345678' },
      snapshot: { services: [], discounts: [] },
      subtotalSatang: 800_000,
      totalSatang: 800_000,
      paidNowSatang: 800_000,
      paidAt: new Date('2026-11-01T03:00:00Z'),
    })
    .returning({ id: orders.id });
  await db.insert(orderItems).values({
    orderId: order.id,
    sellerProductId: 1,
    title: 'ยางทดสอบ 205/55R16',
    quantity: 2,
    unitPriceSatang: 400_000,
    lineTotalSatang: 800_000,
  });
  const [payment] = await db
    .insert(payments)
    .values({
      orderId: order.id,
      referenceNo,
      callbackTokenHash: randomBytes(16).toString('hex'),
      method,
      amountSatang: 800_000,
      status: 'paid',
      paidAt: new Date('2026-11-01T03:00:00Z'),
    })
    .returning({ id: payments.id });
  const [refund] = await db
    .insert(paymentRefunds)
    .values({
      orderId: order.id,
      paymentId: payment.id,
      amountSatang: 800_000,
      referenceNo,
      reason,
      route: refundRoute(method, reason),
    })
    .returning({ id: paymentRefunds.id });
  return { refundId: refund.id, orderId: order.id, orderNo, referenceNo, customer: who };
}

export async function refundRow(db: Db, refundId: number) {
  const [row] = await db.select().from(paymentRefunds).where(eq(paymentRefunds.id, refundId));
  return row;
}

/** A provider whose refund call answers `answer` (after `delayMs`), counting calls per reference. */
export function refundingProvider(
  answer: (referenceNo: string) => RefundResult | Error,
  delayMs = 0,
) {
  const calls = new Map<string, number>();
  const provider = {
    name: 'sandbox',
    async refundPayment(referenceNo: string) {
      calls.set(referenceNo, (calls.get(referenceNo) ?? 0) + 1);
      if (delayMs) await new Promise((resolve) => setTimeout(resolve, delayMs));
      const result = answer(referenceNo);
      if (result instanceof Error) throw result;
      return result;
    },
  } as unknown as PaymentProvider;
  return { provider, calls };
}

export const REFUNDED: RefundResult = {
  isRefunded: true,
  resultCode: '00',
  resultMessage: 'Success',
};
export const PENDING: RefundResult = {
  isRefunded: false,
  isPending: true,
  resultCode: '06',
  resultMessage: 'Refund pending.',
};
export const REFUSED: RefundResult = {
  isRefunded: false,
  resultCode: '12',
  resultMessage: 'Refund refused by the issuer.',
};

export function smsOutbox() {
  const sent: { tel: string; text: string }[] = [];
  const sms: SmsProvider = {
    name: 'sandbox',
    async send(tel, text) {
      sent.push({ tel, text });
    },
  };
  return { sms, sent };
}
