import { describe, expect, it } from 'vitest';
import {
  orderCancelledSms,
  orderConfirmedSms,
  orderFittedSms,
  orderShippedSms,
  SMS_MAX_CHARS,
  thaiShortDate,
} from './order-notices';

// The customer's SMS when the shop acts on an order (decision 0081): short Thai, the order number,
// Buddhist-era dates, the slot's hours, and for a cancel what happens to the money.

const service = {
  orderNo: 'YD2611260042',
  orderType: 1,
  appointmentDate: '2026-12-05',
  appointmentTime: 'slot2',
};
const delivery = { ...service, orderType: 2, appointmentDate: null, appointmentTime: null };

describe('order SMS texts', () => {
  it('dates are Buddhist era, Bangkok', () => {
    expect(thaiShortDate('2026-12-05')).toBe('5 ธ.ค. 2569');
  });

  it('a confirmed fitting names the day and the slot’s hours (the shop’s own slots when it has them)', () => {
    expect(orderConfirmedSms(service)).toBe(
      'ยางดี: ร้านค้ายืนยันคำสั่งซื้อ YD2611260042 แล้ว นัดติดตั้ง 5 ธ.ค. 2569 เวลา 11:00 - 14:00 น.',
    );
    expect(orderConfirmedSms(service, [{ value: 'slot2', from: '10:00', to: '12:00' }])).toContain(
      'เวลา 10:00 - 12:00 น.',
    );
    expect(orderConfirmedSms(delivery)).toBe(
      'ยางดี: ร้านค้ายืนยันคำสั่งซื้อ YD2611260042 แล้ว กำลังเตรียมจัดส่งสินค้า',
    );
  });

  it('a confirmed fitting whose appointment has passed never cites the past date: it asks for a new time', () => {
    const text = orderConfirmedSms(service, null, true);
    expect(text).toBe(
      'ยางดี: ร้านค้ายืนยันคำสั่งซื้อ YD2611260042 แล้ว วันนัดเดิมผ่านไปแล้ว ร้านจะติดต่อกลับเพื่อนัดวันติดตั้งใหม่',
    );
    expect(text).not.toContain('2569');
    expect(text.length).toBeLessThanOrEqual(SMS_MAX_CHARS);
  });

  it('a cancel gives the reason and, when money was paid online, the full refund and when', () => {
    expect(orderCancelledSms(service, 'สินค้าหมด', 1_472_000)).toBe(
      'ยางดี: ร้านค้ายกเลิกคำสั่งซื้อ YD2611260042 เหตุผล: สินค้าหมด คืนเงิน 14,720 บาทเต็มจำนวน จะแจ้งขั้นตอนทาง SMS',
    );
    expect(orderCancelledSms(service, 'สินค้าหมด', 0)).toBe(
      'ยางดี: ร้านค้ายกเลิกคำสั่งซื้อ YD2611260042 เหตุผล: สินค้าหมด',
    );
  });

  it('a long reason is cut so the message stays within one short SMS, the refund line kept', () => {
    const text = orderCancelledSms(service, 'ก'.repeat(300), 500_000);
    expect(text.length).toBeLessThanOrEqual(SMS_MAX_CHARS);
    expect(text).toMatch(/… คืนเงิน 5,000 บาทเต็มจำนวน จะแจ้งขั้นตอนทาง SMS$/);
  });

  it('a finished fitting thanks the customer and points to the review', () => {
    const text = orderFittedSms(service);
    expect(text).toContain('YD2611260042');
    expect(text).toContain('ติดตั้งยาง');
    expect(text).toContain('เรียบร้อยแล้ว');
    expect(text.length).toBeLessThanOrEqual(SMS_MAX_CHARS);
  });

  it('shipping names the carrier and the tracking number', () => {
    expect(orderShippedSms(delivery, 'Kerry Express', 'KEX123')).toBe(
      'ยางดี: คำสั่งซื้อ YD2611260042 จัดส่งแล้ว Kerry Express เลขพัสดุ KEX123',
    );
  });
});
