import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { bangkokToday } from '../../lib/time';
import { openAttempt, releaseOrder } from './payment-attempt';
import type { PaymentProvider } from './provider/payment-provider';
import { findReusableQrAttempt, QR_METHODS, rememberQrImage } from './qr-attempt-reuse';

// GET /api/order/generate-qr-data (spec 7 Payment, 4 "QR payment"): an attempt for the cart
// (payment-attempt.ts), and the provider draws the PromptPay QR for the amount the server
// priced. The browser shows it and polls get-order-detail; only the provider's status query,
// asked when its callback arrives, makes the order paid. Asked again while the cart is unchanged,
// it shows the same QR of the same order (qr-attempt-reuse.ts, docs/decisions/0134).

export type QrData = { qrcode: { image: string; date: string }; orderNo: string };

export async function startQrPayment(
  db: Db,
  provider: PaymentProvider,
  publicBaseUrl: string,
  userId: number,
): Promise<QrData> {
  // The QR shown before, while its attempt is still valid (decision 0134): one cart, one QR.
  const reused = await findReusableQrAttempt(db, userId);
  if (reused) {
    return { qrcode: { image: reused.image, date: bangkokToday() }, orderNo: reused.orderNo };
  }
  const attempt = await openAttempt(db, {
    userId,
    publicBaseUrl,
    methods: QR_METHODS,
    wrongMethodMessage: 'กรุณาเลือกการชำระเงินด้วย QR',
  });
  try {
    const png = await provider.createQrImage({
      amountSatang: attempt.amountSatang,
      referenceNo: attempt.referenceNo,
      backgroundUrl: attempt.backgroundUrl,
      ...attempt.customer,
    });
    const image = `data:image/png;base64,${png.toString('base64')}`;
    await rememberQrImage(db, attempt.referenceNo, image);
    return { qrcode: { image, date: bangkokToday() }, orderNo: attempt.order.orderNo };
  } catch {
    // The provider could not draw the QR: nothing is held for a payment that cannot happen.
    await releaseOrder(db, attempt.order.id);
    throw new AppError('PAYMENT_PROVIDER_UNAVAILABLE');
  }
}
