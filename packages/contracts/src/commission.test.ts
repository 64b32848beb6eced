import { describe, expect, it } from 'vitest';
import {
  bahtText,
  bangkokMonthOf,
  CommissionRateBodySchema,
  CommissionRateFormSchema,
  commissionDocNo,
  nextMonth,
  splitVatIncluded,
  thaiNumberText,
} from './commission';

describe('VAT inside an amount the marketplace kept', () => {
  it('is round(amount × 7 / 107) to the satang, and the parts add up to the amount', () => {
    expect(splitVatIncluded(10_700)).toEqual({ beforeVat: 10_000, vat: 700 });
    expect(splitVatIncluded(0)).toEqual({ beforeVat: 0, vat: 0 });
    // 1 satang × 7 / 107 = 0.065 → 0; 8 satang → 0.523 → 1 (half up).
    expect(splitVatIncluded(1)).toEqual({ beforeVat: 1, vat: 0 });
    expect(splitVatIncluded(8)).toEqual({ beforeVat: 7, vat: 1 });
    for (let amount = 0; amount < 5000; amount += 7) {
      const { beforeVat, vat } = splitVatIncluded(amount);
      expect(beforeVat + vat).toBe(amount);
      expect(Math.abs(vat - (amount * 7) / 107)).toBeLessThanOrEqual(0.5);
    }
  });

  it('refuses a fraction of a satang or a negative amount', () => {
    expect(() => splitVatIncluded(1.5)).toThrow(RangeError);
    expect(() => splitVatIncluded(-1)).toThrow(RangeError);
  });
});

describe('baht in Thai words', () => {
  it.each([
    [0, 'ศูนย์บาทถ้วน'],
    [100, 'หนึ่งบาทถ้วน'],
    [1_100, 'สิบเอ็ดบาทถ้วน'],
    [2_100, 'ยี่สิบเอ็ดบาทถ้วน'],
    [10_100, 'หนึ่งร้อยเอ็ดบาทถ้วน'],
    [2_000, 'ยี่สิบบาทถ้วน'],
    [123_456, 'หนึ่งพันสองร้อยสามสิบสี่บาทห้าสิบหกสตางค์'],
    [25, 'ยี่สิบห้าสตางค์'],
    [101, 'หนึ่งบาทหนึ่งสตางค์'],
    [111, 'หนึ่งบาทสิบเอ็ดสตางค์'],
    [100_000_000, 'หนึ่งล้านบาทถ้วน'],
    [100_000_100, 'หนึ่งล้านเอ็ดบาทถ้วน'],
    [2_150_000_000, 'ยี่สิบเอ็ดล้านห้าแสนบาทถ้วน'],
    [100_000_000_000_000, 'หนึ่งล้านล้านบาทถ้วน'],
  ])('%i satang reads %s', (satang, words) => {
    expect(bahtText(satang)).toBe(words);
  });

  it('counts whole numbers with every place', () => {
    expect(thaiNumberText(987_654)).toBe('เก้าแสนแปดหมื่นเจ็ดพันหกร้อยห้าสิบสี่');
    expect(thaiNumberText(10)).toBe('สิบ');
    expect(thaiNumberText(1)).toBe('หนึ่ง');
  });
});

describe('commission document numbers and months', () => {
  it('are CM, the Buddhist year and six digits', () => {
    expect(commissionDocNo(2569, 123)).toBe('CM2569-000123');
    expect(commissionDocNo(2570, 1)).toBe('CM2570-000001');
  });

  it('take the Bangkok calendar month of a moment, and the month after it', () => {
    expect(bangkokMonthOf(new Date('2026-01-31T17:00:00Z'))).toBe('2026-02');
    expect(bangkokMonthOf(new Date('2026-01-31T16:59:59Z'))).toBe('2026-01');
    expect(nextMonth('2026-12')).toBe('2027-01');
    expect(nextMonth('2026-09')).toBe('2026-10');
  });
});

describe('a commission rate an operator sets', () => {
  it('is a percent with at most two decimals between 0 and 50', () => {
    expect(CommissionRateBodySchema.parse({ storeId: 1, ratePercent: 4.25 }).ratePercent).toBe(
      4.25,
    );
    expect(CommissionRateBodySchema.safeParse({ storeId: 1, ratePercent: 4.255 }).success).toBe(
      false,
    );
    expect(CommissionRateBodySchema.safeParse({ storeId: 1, ratePercent: 51 }).success).toBe(false);
    expect(CommissionRateBodySchema.safeParse({ storeId: 1, ratePercent: -1 }).success).toBe(false);
  });
});

describe('the console’s new-rate form', () => {
  it('reads the rate as typed, a decimal comma as a point, and keeps the day for the caller', () => {
    expect(
      CommissionRateFormSchema.parse({ ratePercent: '4,5', effectiveDay: '', note: ' ใหม่ ' }),
    ).toEqual({ ratePercent: 4.5, effectiveDay: '', note: 'ใหม่' });
  });

  it('answers a bad rate with the body’s own Thai messages', () => {
    const messages = (ratePercent: string) => {
      const r = CommissionRateFormSchema.safeParse({ ratePercent, effectiveDay: '', note: '' });
      return r.success ? [] : r.error.issues.map((i) => i.message);
    };
    expect(messages('ห้า')).toEqual(['กรุณากรอกอัตราค่าคอมมิชชัน']);
    expect(messages('51')).toEqual(['อัตราค่าคอมมิชชันต้องไม่เกิน 50%']);
    expect(messages('4.555')).toEqual(['ทศนิยมได้ไม่เกิน 2 ตำแหน่ง']);
  });
});
