import { MOBILE_BANKING_BANKS } from '@yangdee/contracts/payment-banks';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { openAttempt } from './payment-attempt';
import type { PaymentProvider } from './provider/payment-provider';

// POST /api/order/generate-banking-data {bankCode, paymentMethod} (spec 7 Payment, 4 "Mobile
// banking and installments"): an attempt for the cart, and the fields of the browser's form post
// to the provider's mobile banking page with the provider's checksum (secret key: server only).
// Whether bank 002/014 may be used depends on the device: the browser checks that (spec 5).

const BANKING_METHODS = new Set(['internetBanking', 'prepaidIBanking']);

export type BankingData = {
  /** Where the browser posts the form, and every field of it (spec 7 Card payment provider). */
  action: string;
  formFields: Record<string, string>;
  publicKey: string;
  customerTelephone: string;
  referenceNo: string;
  backgroundUrl: string;
  responseUrl: string;
  amount: string;
  customerName: string;
  customerEmail: string;
  checksum: string;
  bankCode: string;
  isValid: boolean;
  message: string;
  redirectLink: string;
};

export async function startBankingPayment(
  db: Db,
  provider: PaymentProvider,
  publicBaseUrl: string,
  userId: number,
  bankCode: string,
): Promise<BankingData> {
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
  const f = form.fields;
  return {
    action: form.action,
    formFields: f,
    publicKey: f.publicKey ?? '',
    customerTelephone: f.customerTelephone ?? '',
    referenceNo: f.referenceNo ?? attempt.referenceNo,
    backgroundUrl: f.backgroundUrl ?? attempt.backgroundUrl,
    responseUrl: f.responseUrl ?? attempt.responseUrl,
    amount: f.amount ?? '',
    customerName: f.customerName ?? '',
    customerEmail: f.customerEmail ?? '',
    checksum: f.checksum ?? '',
    bankCode,
    isValid: true,
    message: '',
    redirectLink: '',
  };
}
