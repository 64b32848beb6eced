import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orders, payments, slotReservations, stockReservations } from '../../db/schema/orders';
import { AppError } from '../../lib/app-error';
import { bangkokToday } from '../../lib/time';
import { placeOrder } from '../cart/place-order.service';
import { newCallbackToken, newPaymentReferenceNo } from './payment-reference';
import { hashCallbackToken } from './payment-settlement';
import type { PaymentProvider } from './provider/payment-provider';

// GET /api/order/generate-qr-data (spec 7 Payment, 4 "QR payment"): the cart becomes an order
// awaiting payment (its tyres and seat reserved, placeOrder), one payment attempt is recorded
// with an unguessable callback token, and the provider draws the PromptPay QR for the amount the
// server priced. The browser shows it and polls get-order-detail; only the provider's status
// query, asked when its callback arrives, makes the order paid.

const QR_METHODS = new Set(['scanQR', 'prepaidQR']);

export type QrData = { qrcode: { image: string; date: string }; orderNo: string };

export async function startQrPayment(
  db: Db,
  provider: PaymentProvider,
  publicBaseUrl: string,
  userId: number,
): Promise<QrData> {
  const placed = await placeOrder(db, userId);
  const [order] = await db.select().from(orders).where(eq(orders.id, placed.orderId));
  if (!order || !QR_METHODS.has(order.paymentMethod)) {
    await releaseOrder(db, placed.orderId);
    throw new AppError('PAYMENT_METHOD_NOT_ALLOWED', 'กรุณาเลือกการชำระเงินด้วย QR');
  }
  const referenceNo = newPaymentReferenceNo();
  const token = newCallbackToken();
  await db.insert(payments).values({
    orderId: order.id,
    referenceNo,
    callbackTokenHash: hashCallbackToken(token),
    method: order.paymentMethod,
    amountSatang: placed.payNowSatang,
  });
  const customer = order.customer;
  try {
    const png = await provider.createQrImage({
      amountSatang: placed.payNowSatang,
      referenceNo,
      backgroundUrl: `${publicBaseUrl.replace(/\/+$/, '')}/api/payment/callback/${token}`,
      detail: `คำสั่งซื้อ ${order.orderNo}`,
      customerName: [customer.firstName, customer.lastName].filter(Boolean).join(' '),
      customerEmail: customer.email ?? '',
      customerTelephone: customer.tel ?? '',
    });
    return {
      qrcode: { image: `data:image/png;base64,${png.toString('base64')}`, date: bangkokToday() },
      orderNo: order.orderNo,
    };
  } catch {
    // The provider could not draw the QR: nothing is held for a payment that cannot happen.
    await releaseOrder(db, order.id);
    throw new AppError('PAYMENT_PROVIDER_UNAVAILABLE');
  }
}

/** Lets an order that will never be paid go: cancelled, its reservations deleted. */
async function releaseOrder(db: Db, orderId: number): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(stockReservations).where(eq(stockReservations.orderId, orderId));
    await tx.delete(slotReservations).where(eq(slotReservations.orderId, orderId));
    await tx
      .update(orders)
      .set({ status: 99, cancelledAt: new Date(), reservedUntil: null })
      .where(eq(orders.id, orderId));
    await tx
      .update(payments)
      .set({ status: 'failed', updatedAt: new Date() })
      .where(eq(payments.orderId, orderId));
  });
}
