// The payment method codes of spec 9 "Payment" and the Thai text a receipt or order shows for
// each. The deposit ("prepaid") variants pay part online and the rest at the shop.

export const PAYMENT_METHOD_TEXT: Record<string, string> = {
  scanQR: 'สแกนจ่ายด้วย QR พร้อมเพย์',
  prepaidQR: 'มัดจำด้วย QR พร้อมเพย์',
  internetBanking: 'โมบายแบงก์กิ้ง',
  prepaidIBanking: 'มัดจำด้วยโมบายแบงก์กิ้ง',
  card: 'บัตรเครดิต/เดบิต',
  prepaidCard: 'มัดจำด้วยบัตรเครดิต/เดบิต',
  installment1: 'ผ่อนชำระ 0%',
  installment2: 'ผ่อนชำระแบบมีดอกเบี้ย',
};

export function paymentMethodText(code: string, installmentPeriod?: number | null): string {
  const text = PAYMENT_METHOD_TEXT[code] ?? code;
  return installmentPeriod ? `${text} ${installmentPeriod} เดือน` : text;
}

/** Deposit methods charge `prepaidPrice` online; the remainder is paid at the shop. */
export function isDepositMethod(code: string): boolean {
  return code.startsWith('prepaid');
}

/** Thai tax invoice serial of a shop: 'IV' + Buddhist year + a 6-digit running number. */
export function formatTaxInvoiceNo(buddhistYear: number, serial: number): string {
  return `IV${buddhistYear}${String(serial).padStart(6, '0')}`;
}
