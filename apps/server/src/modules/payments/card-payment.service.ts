import { providerResultMessage } from '@yangdee/contracts/payment-results';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { payments } from '../../db/schema/orders';
import { AppError } from '../../lib/app-error';
import { openAttempt, releaseOrder } from './payment-attempt';
import type { PaymentProvider } from './provider/payment-provider';

// POST /api/order/charge-card-payment {token, paymentMethod} (spec 7 Payment, 4 "Card payment"):
// the browser got the card token straight from the provider with the public key; here the cart
// becomes an order awaiting payment and the provider is asked, with the secret key, to charge the
// token with 3-D Secure. '00' only means "created, 3-D Secure pending": the browser then posts
// the 3-D Secure form, and only the provider's status query makes the order paid. A refused
// charge lets the order go at once (the cart stays for another try). The token is never logged.

const CARD_METHODS = new Set(['card', 'prepaidCard']);

export type CardCharge = {
  resultCode: string;
  resultMessage: string;
  gbpReferenceNo: string;
  isValid: boolean;
  message: string;
  redirectLink: string;
  /** The 3-D Secure form post (empty when the charge was refused). */
  action: string;
  formFields: Record<string, string>;
};

export async function chargeCardPayment(
  db: Db,
  provider: PaymentProvider,
  publicBaseUrl: string,
  userId: number,
  cardToken: string,
): Promise<CardCharge> {
  const attempt = await openAttempt(db, {
    userId,
    publicBaseUrl,
    methods: CARD_METHODS,
    wrongMethodMessage: 'กรุณาเลือกการชำระเงินด้วยบัตรเครดิต',
  });
  let charge: Awaited<ReturnType<PaymentProvider['chargeCard']>>;
  try {
    charge = await provider.chargeCard(cardToken, {
      amountSatang: attempt.amountSatang,
      referenceNo: attempt.referenceNo,
      responseUrl: attempt.responseUrl,
      backgroundUrl: attempt.backgroundUrl,
      ...attempt.customer,
    });
  } catch {
    // Unreachable provider: nothing is held. A charge created all the same can never be paid:
    // without its gbpReferenceNo the browser cannot open its 3-D Secure page.
    await releaseOrder(db, attempt.order.id);
    throw new AppError('PAYMENT_PROVIDER_UNAVAILABLE');
  }
  if (!charge.isAccepted || !charge.gbpReferenceNo) {
    await releaseOrder(db, attempt.order.id);
    return {
      resultCode: charge.resultCode || '99',
      resultMessage: providerResultMessage(charge.resultCode),
      gbpReferenceNo: charge.gbpReferenceNo ?? '',
      isValid: true,
      message: providerResultMessage(charge.resultCode),
      redirectLink: '',
      action: '',
      formFields: {},
    };
  }
  await db
    .update(payments)
    .set({ gbpReferenceNo: charge.gbpReferenceNo, updatedAt: new Date() })
    .where(eq(payments.referenceNo, attempt.referenceNo));
  const form = provider.threeDSecureForm(charge.gbpReferenceNo);
  return {
    resultCode: charge.resultCode,
    resultMessage: charge.resultMessage,
    gbpReferenceNo: charge.gbpReferenceNo,
    isValid: true,
    message: '',
    redirectLink: '',
    action: form.action,
    formFields: form.fields,
  };
}
