// The owner's text about their shop's standing (decision 0143; issue 35: sent through the outbox).

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

export function payoutPaidSms(storeName: string, amountSatang: number, reference: string): string {
  const baht = (amountSatang / 100).toLocaleString('th-TH', { minimumFractionDigits: 2 });
  return `${BRAND}: โอนเงินรายได้ของร้าน ${storeName} จำนวน ${baht} บาท แล้ว (อ้างอิง ${reference}) ดูใบแจ้งยอดได้ที่หน้ารายได้`;
}

export function payoutFailedSms(storeName: string, reason: string): string {
  return `${BRAND}: การโอนเงินรายได้ของร้าน ${storeName} ไม่สำเร็จ (${reason}) จะโอนให้ในรอบถัดไป กรุณาตรวจสอบบัญชีรับเงิน`;
}
