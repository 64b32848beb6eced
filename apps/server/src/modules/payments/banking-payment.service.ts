import { MOBILE_BANKING_BANKS } from '@yangdee/contracts/payment-banks';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { type FormPaymentData, formPaymentData } from './form-payment-data';
import { openAttempt } from './payment-attempt';
import type { PaymentProvider } from './provider/payment-provider';

// POST /api/order/generate-banking-data {bankCode, paymentMethod} (spec 7 Payment, 4 "Mobile
// banking and installments"): an attempt for the cart, and the fields of the browser's form post
// to the provider's mobile banking page with the provider's checksum (secret key: server only).
// Whether bank 002/014 may be used depends on the device: the browser checks that (spec 5).

const BANKING_METHODS = new Set(['internetBanking', 'prepaidIBanking']);

export async function startBankingPayment(
  db: Db,
  provider: PaymentProvider,
  publicBaseUrl: string,
  userId: number,
  bankCode: string,
): Promise<FormPaymentData> {
  if (!MOBILE_BANKING_BANKS.some((b) => b.code === bankCode)) {
    throw new AppError('VALIDATION_FAILED', 'กรุณาเลือกธนาคาร', { bankCode: ['กรุณาเลือกธนาคาร'] });
  }
  const attempt = await openAttempt(db, {
    userId,
    publicBaseUrl,
    methods: BANKING_METHODS,
    wrongMethodMessage: 'กรุณาเลือกการชำระเงินผ่านโมบายแบงก์กิ้ง',
    bankCode,
  });
  const form = provider.mobileBankingForm({
    amountSatang: attempt.amountSatang,
    referenceNo: attempt.referenceNo,
    responseUrl: attempt.responseUrl,
    backgroundUrl: attempt.backgroundUrl,
    bankCode,
    ...attempt.customer,
  });
  return formPaymentData(form, attempt);
}
