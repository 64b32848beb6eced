import { ORDER_TYPE } from '@yangdee/contracts/order-status';
import { type Slot, shopSlots, slotLabel } from '@yangdee/contracts/slots';

// The SMS the customer gets when the shop acts on an order (issue 15 item 3; decision 0081).
// Short Thai lines (a Thai SMS segment is 70 characters; we aim at two segments, ≤ 140), with the
// order number, what happened and, for a cancel, what happens to the money. Built here only, sent
// after the action's transaction committed (a gateway failure never undoes the action).

export const SMS_MAX_CHARS = 140;

const BRAND = 'ยางดี';

type NoticeOrder = {
  orderNo: string;
  orderType: number;
  appointmentDate: string | null;
  appointmentTime: string | null;
};

/** '2026-11-26' → '26 พ.ย. 2569' (Buddhist era, Bangkok). */
export function thaiShortDate(dateKey: string): string {
  return new Date(`${dateKey}T00:00:00+07:00`).toLocaleDateString('th-TH', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'Asia/Bangkok',
  });
}

const baht = (satang: number) =>
  (satang / 100).toLocaleString('th-TH', { maximumFractionDigits: 2 });

/** Cuts free text so the whole message stays within SMS_MAX_CHARS. */
function fit(head: string, free: string, tail: string): string {
  const room = SMS_MAX_CHARS - head.length - tail.length;
  const text = free.length <= room ? free : `${free.slice(0, Math.max(0, room - 1))}…`;
  return `${head}${text}${tail}`;
}

/**
 * `customSlots`: the shop's own slots (store_settings), to name the booked one's hours.
 * `isAppointmentPassed`: the booked slot is over, so the SMS never cites it as the appointment.
 */
export function orderConfirmedSms(
  order: NoticeOrder,
  customSlots: readonly Slot[] | null = null,
  isAppointmentPassed = false,
): string {
  const head = `${BRAND}: ร้านค้ายืนยันคำสั่งซื้อ ${order.orderNo} แล้ว`;
  if (order.orderType === ORDER_TYPE.DELIVERY) return `${head} กำลังเตรียมจัดส่งสินค้า`;
  if (isAppointmentPassed) return `${head} วันนัดเดิมผ่านไปแล้ว ร้านจะติดต่อกลับเพื่อนัดวันติดตั้งใหม่`;
  if (order.appointmentDate) {
    const slot = shopSlots(customSlots).find((s) => s.value === order.appointmentTime);
    const time = slot ? ` เวลา ${slotLabel(slot)} น.` : '';
    return `${head} นัดติดตั้ง ${thaiShortDate(order.appointmentDate)}${time}`;
  }
  return head;
}

/** `refundSatang` = what was paid online and goes back (0 when nothing was paid). */
export function orderCancelledSms(
  order: NoticeOrder,
  reason: string,
  refundSatang: number,
): string {
  const head = `${BRAND}: ร้านค้ายกเลิกคำสั่งซื้อ ${order.orderNo} เหตุผล: `;
  const tail = refundSatang > 0 ? ` คืนเงิน ${baht(refundSatang)} บาทเต็มจำนวน จะแจ้งขั้นตอนทาง SMS` : '';
  return fit(head, reason, tail);
}

/** The fitting is done; a deposit order's remainder is settled at the shop. */
export function orderFittedSms(order: NoticeOrder): string {
  return `${BRAND}: ติดตั้งยางตามคำสั่งซื้อ ${order.orderNo} เรียบร้อยแล้ว ขอบคุณที่ใช้บริการ ให้คะแนนร้านได้ที่เมนูคำสั่งซื้อของฉัน`;
}

export function orderShippedSms(order: NoticeOrder, carrier: string, trackingText: string): string {
  return fit(`${BRAND}: คำสั่งซื้อ ${order.orderNo} จัดส่งแล้ว `, `${carrier} เลขพัสดุ ${trackingText}`, '');
}
