import { describe, expect, it } from 'vitest';
import type { OrderMessageData } from '../../outbox/message-data';
import {
  orderCancelledText,
  orderConfirmedText,
  orderFittedText,
  orderRenderers,
  orderShippedText,
} from './order-renderers';
import { SMS_MAX_CHARS, thaiShortDate } from './thai-text';

// The shopper's messages when the shop acts on an order (decision 0081, issue 35): the SMS — short
// Thai, the order number, Buddhist-era dates, the slot's hours, and for a cancel what happens to
// the money — and the LINE card with the shop, the date, the tyres and a button to the order.

const service: OrderMessageData = {
  orderNo: 'YD2611260042',
  orderType: 1,
  appointmentDate: '2026-12-05',
  slotLabel: '11:00 - 14:00',
  isAppointmentPassed: false,
  shopName: 'ร้านยางดีทดสอบ สาขาบางนา',
  mapUrl: 'https://www.google.com/maps/dir/?api=1&destination=13.7,100.5',
  tyres: [{ title: 'Michelin Primacy 4 205/55R16', quantity: 4 }],
};
const delivery: OrderMessageData = {
  ...service,
  orderType: 2,
  appointmentDate: null,
  slotLabel: null,
  mapUrl: null,
};
const ctx = { webUrl: 'https://yangdee.test' };
const RECEIPT = 'https://yangdee.test/my/receipt/YD2611260042';

/** Every text of a flex bubble, with its button's link, as one string. */
const cardOf = (data: OrderMessageData, kind: keyof typeof orderRenderers) => {
  const rendered = orderRenderers[kind]?.(data as unknown as Record<string, unknown>, ctx);
  if (!rendered) throw new Error(`no renderer for ${kind}`);
  const [message] = rendered.line;
  if (message?.type !== 'flex') throw new Error('not a flex message');
  return { rendered, altText: message.altText, json: JSON.stringify(message.contents) };
};

describe('order SMS texts', () => {
  it('dates are Buddhist era, Bangkok', () => {
    expect(thaiShortDate('2026-12-05')).toBe('5 ธ.ค. 2569');
  });

  it('a confirmed fitting names the day and the slot’s hours', () => {
    expect(orderConfirmedText(service)).toBe(
      'ยางดี: ร้านค้ายืนยันคำสั่งซื้อ YD2611260042 แล้ว นัดติดตั้ง 5 ธ.ค. 2569 เวลา 11:00 - 14:00 น.',
    );
    expect(orderConfirmedText(delivery)).toBe(
      'ยางดี: ร้านค้ายืนยันคำสั่งซื้อ YD2611260042 แล้ว กำลังเตรียมจัดส่งสินค้า',
    );
  });

  it('a confirmed fitting whose appointment has passed never cites the past date: it asks for a new time', () => {
    const text = orderConfirmedText({ ...service, isAppointmentPassed: true });
    expect(text).toBe(
      'ยางดี: ร้านค้ายืนยันคำสั่งซื้อ YD2611260042 แล้ว วันนัดเดิมผ่านไปแล้ว ร้านจะติดต่อกลับเพื่อนัดวันติดตั้งใหม่',
    );
    expect(text).not.toContain('2569');
    expect(text.length).toBeLessThanOrEqual(SMS_MAX_CHARS);
  });

  it('a cancel gives the reason and, when money was paid online, the full refund and when', () => {
    expect(
      orderCancelledText({ ...service, cancelReason: 'สินค้าหมด', refundSatang: 1_472_000 }),
    ).toBe(
      'ยางดี: ร้านค้ายกเลิกคำสั่งซื้อ YD2611260042 เหตุผล: สินค้าหมด คืนเงิน 14,720 บาทเต็มจำนวน จะแจ้งขั้นตอนทาง SMS',
    );
    expect(orderCancelledText({ ...service, cancelReason: 'สินค้าหมด', refundSatang: 0 })).toBe(
      'ยางดี: ร้านค้ายกเลิกคำสั่งซื้อ YD2611260042 เหตุผล: สินค้าหมด',
    );
  });

  it('a long reason is cut so the message stays within one short SMS, the refund line kept', () => {
    const text = orderCancelledText({
      ...service,
      cancelReason: 'ก'.repeat(300),
      refundSatang: 500_000,
    });
    expect(text.length).toBeLessThanOrEqual(SMS_MAX_CHARS);
    expect(text).toMatch(/… คืนเงิน 5,000 บาทเต็มจำนวน จะแจ้งขั้นตอนทาง SMS$/);
  });

  it('a finished fitting thanks the customer and points to the review', () => {
    const text = orderFittedText(service);
    expect(text).toContain('YD2611260042');
    expect(text).toContain('ติดตั้งยาง');
    expect(text).toContain('เรียบร้อยแล้ว');
    expect(text.length).toBeLessThanOrEqual(SMS_MAX_CHARS);
  });

  it('shipping names the carrier and the tracking number; a long one is cut to fit', () => {
    expect(
      orderShippedText({ ...delivery, carrier: 'Kerry Express', trackingText: 'KEX123' }),
    ).toBe('ยางดี: คำสั่งซื้อ YD2611260042 จัดส่งแล้ว Kerry Express เลขพัสดุ KEX123');
    const long = orderShippedText({
      ...delivery,
      carrier: 'ข'.repeat(100),
      trackingText: 'X'.repeat(80),
    });
    expect(long.length).toBeLessThanOrEqual(SMS_MAX_CHARS);
  });
});

describe('order LINE cards', () => {
  it('every kind’s text is its SMS (≤ 140) and its card’s altText, with a button to the shopper’s own order', () => {
    const cases: Array<[keyof typeof orderRenderers, OrderMessageData]> = [
      ['order_confirmed', service],
      ['order_cancelled', { ...service, cancelReason: 'ร'.repeat(200), refundSatang: 1_000_000 }],
      ['order_fitted', service],
      ['order_shipped', { ...delivery, carrier: 'Flash Express', trackingText: 'TH0123456789' }],
    ];
    for (const [kind, data] of cases) {
      const { rendered, altText, json } = cardOf(data, kind);
      expect(rendered.text.length, kind).toBeLessThanOrEqual(SMS_MAX_CHARS);
      expect(altText, kind).toBe(rendered.text);
      expect(json, kind).toContain(`"uri":"${RECEIPT}"`);
      expect(json, kind).toContain('ดูคำสั่งซื้อ');
      expect(json, kind).toContain('Michelin Primacy 4 205/55R16 × 4 เส้น');
      expect(json, kind).toContain('ร้านยางดีทดสอบ สาขาบางนา');
    }
  });

  it('a confirmed fitting shows the order, the shop, the day and the time in Thai', () => {
    const { json } = cardOf(service, 'order_confirmed');
    for (const part of [
      'ร้านยืนยันคำสั่งซื้อแล้ว',
      'คำสั่งซื้อ',
      'YD2611260042',
      'วันนัด',
      '5 ธ.ค. 2569',
      'เวลา',
      '11:00 - 14:00 น.',
    ]) {
      expect(json).toContain(part);
    }
    const passed = cardOf({ ...service, isAppointmentPassed: true }, 'order_confirmed').json;
    expect(passed).not.toContain('2569');
    expect(passed).toContain('ร้านจะติดต่อกลับเพื่อนัดวันใหม่');
    expect(cardOf(delivery, 'order_confirmed').json).not.toContain('วันนัด');
  });

  it('a cancel shows the reason and the refund; shipping shows the carrier and the tracking number', () => {
    const cancelled = cardOf(
      { ...service, cancelReason: 'สินค้าหมด', refundSatang: 1_472_000 },
      'order_cancelled',
    ).json;
    expect(cancelled).toContain('เหตุผล');
    expect(cancelled).toContain('สินค้าหมด');
    expect(cancelled).toContain('14,720 บาท (เต็มจำนวน)');
    expect(
      cardOf({ ...service, cancelReason: 'x', refundSatang: 0 }, 'order_cancelled').json,
    ).not.toContain('คืนเงิน');
    const shipped = cardOf(
      { ...delivery, carrier: 'Kerry Express', trackingText: 'KEX123' },
      'order_shipped',
    ).json;
    expect(shipped).toContain('"text":"Kerry Express"');
    expect(shipped).toContain('"text":"KEX123"');
    expect(shipped).toContain('จัดส่งสินค้าแล้ว');
  });

  it('an order number with odd characters is escaped in the link', () => {
    const { json } = cardOf({ ...service, orderNo: 'YD 1/2' }, 'order_fitted');
    expect(json).toContain('/my/receipt/YD%201%2F2');
  });
});
