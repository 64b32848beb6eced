// The owner's SMS about their shop's standing (decision 0143), sent after the change commits; a
// gateway failure is logged and the change stands (payout-owner.ts's notifyOwner).

const BRAND = 'ยางดี';
const CONTACT = 'สอบถามฝ่ายดูแลร้านค้า โทร 02-123-4567';

/** A reason as it fits an SMS: one line, at most 80 characters. */
function short(reason: string): string {
  const line = reason.replace(/\s+/g, ' ').trim();
  return line.length > 80 ? `${line.slice(0, 79)}…` : line;
}

export function shopApprovedSms(storeName: string): string {
  return `${BRAND}: ร้าน ${storeName} ได้รับการอนุมัติแล้ว ลูกค้าค้นหาและสั่งซื้อสินค้าจากร้านของคุณได้ตั้งแต่วันนี้`;
}

export function shopRejectedSms(storeName: string, reason: string): string {
  return `${BRAND}: ร้าน ${storeName} ยังไม่ได้รับการอนุมัติ เนื่องจาก ${short(reason)} ${CONTACT}`;
}

export function shopSuspendedSms(storeName: string, reason: string): string {
  return `${BRAND}: ร้าน ${storeName} ถูกระงับการขายชั่วคราว เนื่องจาก ${short(reason)} ${CONTACT}`;
}

export function shopReactivatedSms(storeName: string): string {
  return `${BRAND}: ร้าน ${storeName} กลับมาเปิดขายได้ตามปกติแล้ว ขอบคุณที่ร่วมงานกับยางดี`;
}
