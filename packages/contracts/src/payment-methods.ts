// Payment method codes of spec 9 "Payment", their groups on the cart's payment panel (spec 2.9 f)
// and the Thai texts of the glossary. Bank lists live in payment-banks.ts (payments work).

export const PAYMENT_METHODS = [
  'prepaidQR',
  'prepaidIBanking',
  'prepaidCard',
  'scanQR',
  'internetBanking',
  'card',
  'installment1',
  'installment2',
] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const DEPOSIT_METHODS = ['prepaidQR', 'prepaidIBanking', 'prepaidCard'] as const;
export const FULL_PAYMENT_METHODS = ['scanQR', 'internetBanking', 'card'] as const;
export const INSTALLMENT_METHODS = ['installment1', 'installment2'] as const;

/** Instalment periods in months (spec 9). */
export const INSTALLMENT_PERIODS = [3, 4, 6, 10] as const;
export type InstallmentPeriod = (typeof INSTALLMENT_PERIODS)[number];

export type PaymentGroup = 'deposit' | 'full' | 'installment';

/** Thai name of each method (glossary "Payment"). */
export const PAYMENT_METHOD_TEXT: Record<PaymentMethod, string> = {
  prepaidQR: 'มัดจำผ่าน QR',
  prepaidIBanking: 'มัดจำผ่านโมบายแบงก์กิ้ง',
  prepaidCard: 'มัดจำผ่านบัตรเครดิต',
  scanQR: 'สแกน QR ชำระเต็มจำนวน',
  internetBanking: 'โมบายแบงก์กิ้ง',
  card: 'บัตรเครดิต/เดบิต',
  installment1: 'ผ่อน 0%',
  installment2: 'ผ่อนแบบมีดอกเบี้ย',
};

export function isPaymentMethod(code: string): code is PaymentMethod {
  return (PAYMENT_METHODS as readonly string[]).includes(code);
}

/** Deposit methods charge `prepaidPrice` online; the remainder is paid at the shop. */
export function isDepositMethod(code: string): boolean {
  return (DEPOSIT_METHODS as readonly string[]).includes(code);
}

export function isInstallmentMethod(code: string): boolean {
  return (INSTALLMENT_METHODS as readonly string[]).includes(code);
}

export function paymentGroupOf(code: PaymentMethod): PaymentGroup {
  if (isDepositMethod(code)) return 'deposit';
  if (isInstallmentMethod(code)) return 'installment';
  return 'full';
}

/**
 * The Thai label of an instalment option (spec 2.9 f): '0% N months' for installment1, 'with
 * interest N months' for installment2, the generic 'installment N months' without a method.
 */
export function installmentLabel(method: string | null | undefined, period: number): string {
  if (method === 'installment1') return `ผ่อน 0% ${period} เดือน`;
  if (method === 'installment2') return `ผ่อนแบบมีดอกเบี้ย ${period} เดือน`;
  return `ผ่อนชำระ ${period} เดือน`;
}

/** A method's text on receipts and order pages: the name, with the months for instalments. */
export function paymentMethodText(code: string, installmentPeriod?: number | null): string {
  if (isInstallmentMethod(code) && installmentPeriod)
    return installmentLabel(code, installmentPeriod);
  return isPaymentMethod(code) ? PAYMENT_METHOD_TEXT[code] : code;
}

/** 'ชำระ {x} × {n} เดือน' (glossary), x already formatted. */
export function paidPerMonthText(paidText: string, period: number): string {
  return `ชำระ ${paidText} × ${period} เดือน`;
}

/** Deposit note lines shown when a deposit method is selected (spec 2.9 f, glossary). */
export const DEPOSIT_NOTES = [
  'ลูกค้าต้องเข้ารับบริการตามวันและช่วงเวลาที่เลือก',
  'ชำระส่วนที่เหลือที่ร้านด้วยเงินสด โอนเงิน หรือบัตร',
  'หากไม่มาตามนัดโดยไม่แจ้งล่วงหน้า ขอสงวนสิทธิ์ไม่คืนเงินมัดจำ',
] as const;
