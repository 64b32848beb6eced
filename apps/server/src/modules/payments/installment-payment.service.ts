import {
  INSTALMENT_ISSUERS,
  INSTALMENT_MIN_MONTHLY_SATANG,
  INSTALMENT_MIN_TOTAL_SATANG,
  isInstalmentAllowed,
} from '@yangdee/contracts/payment-banks';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { type FormPaymentData, formPaymentData } from './form-payment-data';
import { openAttempt } from './payment-attempt';
import type { PaymentProvider } from './provider/payment-provider';

// POST /api/order/generate-installment-data {bankCode, term, paymentMethod} (spec 7 Payment, 4
// "Mobile banking and installments"): an attempt for the cart, and the fields of the browser's
// form post to the provider's instalment page with the provider's checksum. The term is the one
// the shopper chose on the payment panel (the amount of an interest plan depends on it); the
// card's bank must offer it, and the plan must meet the provider's minimums (payment-banks.ts).

const INSTALLMENT_METHODS = new Set(['installment1', 'installment2']);
const CHOOSE_BANK = 'กรุณาเลือกบัตรเครดิตที่ใช้ผ่อน';

const baht = (satang: number) => (satang / 100).toLocaleString('en-US');

export type InstallmentData = FormPaymentData & { detail: string; term: string };

export async function startInstallmentPayment(
  db: Db,
  provider: PaymentProvider,
  publicBaseUrl: string,
  userId: number,
  input: { bankCode: string; term: number },
): Promise<InstallmentData> {
  const issuer = INSTALMENT_ISSUERS.find((i) => i.code === input.bankCode);
  if (!issuer) {
    throw new AppError('VALIDATION_FAILED', CHOOSE_BANK, { bankCode: [CHOOSE_BANK] });
  }
  const attempt = await openAttempt(db, {
    userId,
    publicBaseUrl,
    methods: INSTALLMENT_METHODS,
    wrongMethodMessage: 'กรุณาเลือกการผ่อนชำระ',
    bankCode: input.bankCode,
    refuse: (order, payNowSatang) => {
      if (order.installmentPeriod !== input.term) {
        return `กรุณาผ่อน ${order.installmentPeriod ?? '-'} เดือนตามที่เลือกไว้ หรือเปลี่ยนจำนวนเดือนที่ช่องวิธีชำระเงิน`;
      }
      if (!issuer.terms.includes(input.term)) {
        return `${issuer.name}ไม่มีแผนผ่อน ${input.term} เดือน กรุณาเลือกบัตรอื่น`;
      }
      if (!isInstalmentAllowed(payNowSatang, input.term, issuer)) {
        return `ยอดนี้ผ่อน ${input.term} เดือนไม่ได้ (ผ่อนได้เมื่อยอดตั้งแต่ ${baht(INSTALMENT_MIN_TOTAL_SATANG)} บาท และเดือนละไม่น้อยกว่า ${baht(INSTALMENT_MIN_MONTHLY_SATANG)} บาท)`;
      }
      return null;
    },
  });
  const form = provider.installmentForm({
    amountSatang: attempt.amountSatang,
    referenceNo: attempt.referenceNo,
    responseUrl: attempt.responseUrl,
    backgroundUrl: attempt.backgroundUrl,
    bankCode: input.bankCode,
    term: input.term,
    ...attempt.customer,
  });
  return {
    ...formPaymentData(form, attempt),
    detail: form.fields.detail ?? '',
    term: form.fields.term ?? String(input.term),
  };
}
