// The provider's result codes (shared/payments.md "Result codes") and the Thai texts of spec 8
// "Cart and checkout" a customer sees when a card, mobile banking or instalment payment fails.

export const PROVIDER_SUCCESS_CODE = '00';

/** Spec 8 alert titles. */
export const PAYMENT_ALERT_TITLES = {
  /** Card, banking or instalment failure: 'cannot proceed yet' + resultMessage or message. */
  failure: 'ยังไม่สามารถดำเนินการต่อได้',
  /** isValid false from a payment call: 'please try again' + message, then redirectLink. */
  invalid: 'กรุณาลองใหม่อีกครั้ง',
} as const;

export const PROVIDER_RESULT_MESSAGES: Record<string, string> = {
  '00': 'ชำระเงินสำเร็จ',
  '02': 'ไม่พบรายการชำระเงิน',
  '05': 'ธนาคารผู้ออกบัตรปฏิเสธรายการ กรุณาติดต่อธนาคารหรือใช้บัตรอื่น',
  '14': 'หมายเลขบัตรไม่ถูกต้อง',
  '17': 'ยกเลิกการชำระเงินแล้ว',
  '50': 'การยืนยันตัวตน 3-D Secure ไม่สำเร็จ',
  '51': 'ยอดเงินในบัตรไม่เพียงพอ',
  '54': 'บัตรหมดอายุ',
  '91': 'ธนาคารผู้ออกบัตรไม่พร้อมให้บริการ กรุณาลองใหม่ภายหลัง',
};

export const PROVIDER_UNKNOWN_RESULT_MESSAGE = 'ชำระเงินไม่สำเร็จ กรุณาลองใหม่อีกครั้ง';

/** The Thai text for a provider result code (the provider's own resultMessage is English). */
export function providerResultMessage(resultCode: string | undefined | null): string {
  return PROVIDER_RESULT_MESSAGES[resultCode ?? ''] ?? PROVIDER_UNKNOWN_RESULT_MESSAGE;
}

export function isProviderSuccess(resultCode: string | undefined | null): boolean {
  return resultCode === PROVIDER_SUCCESS_CODE;
}
