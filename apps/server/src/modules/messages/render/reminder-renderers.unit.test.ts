import { describe, expect, it } from 'vitest';
import type {
  FittingReminderData,
  RotationReminderData,
  TyreAgeReminderData,
} from '../reminder-data';
import { rendererOf } from './registry';

// The reminders as the shopper reads them (issue 35 item 3): Thai, SMS within 140 characters, a
// LINE flex bubble with one tap: back to the order (fitting, plus the map) or to book the same
// tyres at the same shop (rotation, tyre age).

const ctx = { webUrl: 'https://yangdee.example' };
const tyres = [{ title: 'Michelin Primacy 4 205/55R16', quantity: 4 }];

const fitting: FittingReminderData = {
  orderId: 42,
  orderNo: 'YD3506140001',
  date: '2035-06-15',
  slot: '09:00 - 12:00',
  shopName: 'ยางดีเซอร์วิส สาขาลาดพร้าว',
  address: '99 ถนนลาดพร้าว จอมพล จตุจักร กรุงเทพมหานคร 10900',
  shopTel: '021234567',
  mapUrl: 'https://www.google.com/maps/search/?api=1&query=13.8,100.57',
  remainSatang: 1_120_000,
  tyres,
};

const render = (kind: Parameters<typeof rendererOf>[0], data: object) => {
  const renderer = rendererOf(kind);
  if (!renderer) throw new Error(`no renderer for ${kind}`);
  return renderer(data as Record<string, unknown>, ctx);
};

/** Every button of a flex bubble: label and link. */
const buttonsOf = (message: { type: string; contents?: Record<string, unknown> }) => {
  const footer = message.contents?.footer as {
    contents: { action: { label: string; uri: string } }[];
  };
  return footer.contents.map((b) => [b.action.label, b.action.uri]);
};

describe('the fitting reminder', () => {
  it('says when, where and what to bring, with the remainder to pay at the shop', () => {
    const out = render('reminder_fitting', fitting);
    expect(out.text.length).toBeLessThanOrEqual(140);
    expect(out.text).toContain('พรุ่งนี้');
    expect(out.text).toContain('YD3506140001');
    expect(out.text).toContain('09:00 - 12:00');
    expect(out.text).toContain('นำใบเสร็จ/เลขคำสั่งซื้อมาด้วย');
    expect(out.text).toContain('11,200 บาท');
    const json = JSON.stringify(out.line);
    expect(json).toContain('99 ถนนลาดพร้าว');
    expect(json).toContain('Michelin Primacy 4 205/55R16 × 4 เส้น');
    expect(json).toContain('ชำระส่วนที่เหลือที่ร้าน 11,200 บาท');
  });

  it('has one button to the order and a link to the map', () => {
    const [message] = render('reminder_fitting', fitting).line;
    expect(buttonsOf(message)).toEqual([
      ['ดูคำสั่งซื้อ', 'https://yangdee.example/order/receipt/YD3506140001'],
      ['เปิดแผนที่ไปร้าน', fitting.mapUrl],
    ]);
  });

  it('keeps the SMS within 140 characters with a very long shop name, and asks no payment when none is due', () => {
    const out = render('reminder_fitting', {
      ...fitting,
      remainSatang: 0,
      shopName: 'ร้านยางและศูนย์บริการช่วงล่างครบวงจร'.repeat(4),
    });
    expect(out.text.length).toBeLessThanOrEqual(140);
    expect(out.text).toContain('…');
    expect(out.text).not.toContain('ชำระ');
  });
});

describe('the rotation reminder', () => {
  const data: RotationReminderData = {
    orderId: 42,
    orderNo: 'YD3412140001',
    fittedOn: '2034-12-14',
    shopName: 'ยางดีเซอร์วิส สาขาลาดพร้าว',
    tyres,
  };

  it('invites a rotation with one tap to book the same tyres at the same shop', () => {
    const out = render('reminder_rotation', data);
    expect(out.text.length).toBeLessThanOrEqual(140);
    expect(out.text).toContain('สลับยาง');
    expect(out.text).toContain('https://yangdee.example/rebook/42');
    expect(buttonsOf(out.line[0])).toEqual([
      ['จองยางชุดเดิมที่ร้านเดิม', 'https://yangdee.example/rebook/42'],
    ]);
  });
});

describe('the tyre age reminder', () => {
  const data: TyreAgeReminderData = {
    orderId: 7,
    orderNo: 'YD3008010001',
    dot: '2430',
    productionYear: 2030,
    shopName: 'ยางดีเซอร์วิส สาขาลาดพร้าว',
    tyres,
  };

  it('names the DOT and the production year and links back to book the same tyres', () => {
    const out = render('reminder_tyre_age', data);
    expect(out.text.length).toBeLessThanOrEqual(140);
    expect(out.text).toContain('DOT 2430');
    expect(out.text).toContain('2030');
    expect(out.text).toContain('5 ปี');
    expect(JSON.stringify(out.line)).toContain('ปีที่ผลิต');
    expect(buttonsOf(out.line[0])).toEqual([
      ['สั่งยางชุดเดิมที่ร้านเดิม', 'https://yangdee.example/rebook/7'],
    ]);
  });
});
