import { describe, expect, it } from 'vitest';
import type { MorningBookingsMessageData, NewOrderMessageData } from '../../outbox/message-data';
import { rendererOf } from './registry';
import { SMS_MAX_CHARS } from './thai-text';

// What the shop's staff get (issue 35): a new order waiting for the shop with a button to the
// order, and the day's bookings with a button to the day board. The shopper's first name only.

const ctx = { webUrl: 'https://yangdee.test' };

const newOrder: NewOrderMessageData = {
  orderId: 321,
  orderNo: 'YD2611260042',
  orderType: 1,
  appointmentDate: '2026-12-05',
  slotLabel: '08:00 - 11:00',
  shopName: 'ร้านยางดีทดสอบ สาขาบางนา',
  tyres: [
    { title: 'Michelin Primacy 4 205/55R16', quantity: 2 },
    { title: 'Bridgestone Turanza 215/55R17', quantity: 2 },
  ],
  totalSatang: 1_472_050,
  customerFirstName: 'สมชาย',
};

const bookings: MorningBookingsMessageData = {
  date: '2026-12-05',
  shopName: 'ร้านยางดีทดสอบ สาขาบางนา',
  bookings: [
    { orderId: 1, orderNo: 'YD1', slotLabel: '08:00 - 11:00', tyres: 'Michelin 205/55R16 ×4' },
    { orderId: 2, orderNo: 'YD2', slotLabel: '14:00 - 17:00', tyres: 'Yokohama 185/65R15 ×2' },
  ],
};

const render = (kind: 'new_order' | 'morning_bookings', data: object) => {
  const rendered = rendererOf(kind)?.(data as Record<string, unknown>, ctx);
  if (!rendered) throw new Error(`no renderer for ${kind}`);
  const [message] = rendered.line;
  if (message?.type !== 'flex') throw new Error('not a flex message');
  return { text: rendered.text, altText: message.altText, json: JSON.stringify(message.contents) };
};

describe('new_order', () => {
  it('names the order, the branch, the day, the time, the tyres and the total in baht, with a button to the order', () => {
    const { text, altText, json } = render('new_order', newOrder);
    expect(text).toBe(
      'ยางดี: คำสั่งซื้อใหม่ YD2611260042 นัดติดตั้ง 5 ธ.ค. 2569 08:00 - 11:00 น. ยอด 14,720.5 บาท รอร้านยืนยัน ร้านยางดีทดสอบ สาขาบางนา',
    );
    expect(text.length).toBeLessThanOrEqual(SMS_MAX_CHARS);
    expect(altText).toBe(text);
    for (const part of [
      'คำสั่งซื้อใหม่ รอร้านยืนยัน',
      'ติดตั้งที่ร้าน',
      '5 ธ.ค. 2569',
      '08:00 - 11:00 น.',
      'Michelin Primacy 4 205/55R16 × 2 เส้น',
      'Bridgestone Turanza 215/55R17 × 2 เส้น',
      '14,720.5 บาท',
      'คุณสมชาย',
      '"uri":"https://yangdee.test/seller/order/detail/321"',
    ]) {
      expect(json).toContain(part);
    }
  });

  it('a delivery says so and has no appointment; a long shop name is cut to fit one SMS', () => {
    const delivery = {
      ...newOrder,
      orderType: 2,
      appointmentDate: null,
      slotLabel: null,
      shopName: 'ร'.repeat(150),
    };
    const { text, json } = render('new_order', delivery);
    expect(text).toContain('จัดส่งถึงบ้าน');
    expect(text.length).toBeLessThanOrEqual(SMS_MAX_CHARS);
    expect(json).not.toContain('วันนัด');
    expect(json).toContain('จัดส่งถึงบ้าน');
  });

  it('never shows a phone number or a surname (only what the data holds: the first name)', () => {
    const { json } = render('new_order', newOrder);
    expect(json).not.toMatch(/0\d{8,9}/);
    expect(Object.keys(newOrder)).not.toContain('customerTel');
  });
});

describe('morning_bookings', () => {
  it('lists the day’s bookings in order with their time, order number and tyres, with a button to the day board', () => {
    const { text, altText, json } = render('morning_bookings', bookings);
    expect(text).toBe(
      'ยางดี: วันนี้ 5 ธ.ค. 2569 มีนัดติดตั้ง 2 คิว ร้านยางดีทดสอบ สาขาบางนา คิวแรก 08:00 - 11:00 น.',
    );
    expect(text.length).toBeLessThanOrEqual(SMS_MAX_CHARS);
    expect(altText).toBe(text);
    expect(json).toContain('นัดติดตั้งวันนี้ 2 คิว');
    expect(json).toContain('08:00 - 11:00 น. · YD1 · Michelin 205/55R16 ×4');
    expect(json.indexOf('YD1')).toBeLessThan(json.indexOf('YD2'));
    expect(json).toContain('"uri":"https://yangdee.test/seller/order/service"');
  });

  it('a booking whose slot the shop no longer offers says the time is not given; many bookings still fit one SMS', () => {
    const odd = {
      ...bookings,
      shopName: 'ร'.repeat(120),
      bookings: [{ orderId: 3, orderNo: 'YD3', slotLabel: '', tyres: 'x ×1' }],
    };
    const { text, json } = render('morning_bookings', odd);
    expect(text.length).toBeLessThanOrEqual(SMS_MAX_CHARS);
    expect(json).toContain('ไม่ระบุเวลา · YD3');
  });
});
