import { describe, expect, it } from 'vitest';
import {
  AssignPrepaidFormSchema,
  InstallationFormSchema,
  PrepaidInfoFormSchema,
  ProductRateFormSchema,
  ProductSearchFormSchema,
  SaveInstallationBodySchema,
} from './store-settings';

// The store setup forms' schemas (issue 34 item 3): what a shop types becomes the body the
// server takes, and a wrong value is answered with the body's own Thai message.

const messagesOf = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.success ? [] : (r.error?.issues.map((i) => i.message) ?? []);

const grid = { slot1: [1, 2], slot2: [], slot3: [], slot4: [0] };

describe('the installation form', () => {
  it('reads the cars per slot as typed, into the body', () => {
    const body = InstallationFormSchema.parse({
      slotWeekdays: grid,
      slotCapacity: '5',
      prepareDays: 2,
    });
    expect(SaveInstallationBodySchema.parse(body)).toEqual(body);
    expect(body.slotCapacity).toBe(5);
  });

  it('asks for the cars per slot when blank, and keeps them within 1–20', () => {
    const of = (slotCapacity: string) =>
      messagesOf(
        InstallationFormSchema.safeParse({ slotWeekdays: grid, slotCapacity, prepareDays: 0 }),
      );
    expect(of('')).toEqual(['กรุณากรอกจำนวนรถต่อช่วงเวลา']);
    expect(of('0')).toEqual(['จำนวนรถต่อช่วงเวลาต้องอย่างน้อย 1 คัน']);
    expect(of('21')).toEqual(['จำนวนรถต่อช่วงเวลาต้องไม่เกิน 20 คัน']);
  });
});

describe('the shop’s deposit form', () => {
  it('reads "1,000" baht, and a percent as a whole 1–99', () => {
    expect(
      PrepaidInfoFormSchema.parse({
        isPrepaidEnabled: true,
        prepaidType: 'amount',
        prepaidValue: '1,000',
      }).prepaidValue,
    ).toBe(1000);
    const percent = (prepaidValue: string) =>
      messagesOf(
        PrepaidInfoFormSchema.safeParse({
          isPrepaidEnabled: true,
          prepaidType: 'percent',
          prepaidValue,
        }),
      );
    expect(percent('')).toEqual(['กรุณากรอกยอดมัดจำเป็นตัวเลข']);
    expect(percent('150')).toEqual(['เปอร์เซ็นต์มัดจำต้องเป็นจำนวนเต็ม 1-99']);
    expect(percent('30')).toEqual([]);
  });
});

describe('a tyre’s deposit form', () => {
  it('sends no amount when the tyre takes no deposit or the amount is blank', () => {
    expect(AssignPrepaidFormSchema.parse({ isPrepaid: false, prepaidAmount: 'x' })).toEqual({
      isPrepaid: false,
      prepaidAmount: null,
    });
    expect(
      AssignPrepaidFormSchema.parse({ isPrepaid: true, prepaidAmount: ' ' }).prepaidAmount,
    ).toBeNull();
  });

  it('reads "1,250.50" and refuses text with the deposit’s Thai message', () => {
    expect(
      AssignPrepaidFormSchema.parse({ isPrepaid: true, prepaidAmount: '1,250.50' }).prepaidAmount,
    ).toBe(1250.5);
    const r = AssignPrepaidFormSchema.safeParse({ isPrepaid: true, prepaidAmount: 'ห้าร้อย' });
    expect(messagesOf(r)).toEqual(['กรุณากรอกยอดมัดจำเป็นตัวเลข']);
    expect(r.success ? [] : r.error.issues[0].path).toEqual(['prepaidAmount']);
  });
});

describe('a product’s delivery fee form', () => {
  it('is null when blank (the area’s or shop’s rate), a number when typed', () => {
    expect(ProductRateFormSchema.parse({ rate: '' }).rate).toBeNull();
    expect(ProductRateFormSchema.parse({ rate: '1,200' }).rate).toBe(1200);
    expect(messagesOf(ProductRateFormSchema.safeParse({ rate: '-5' }))).toEqual([
      'ค่าจัดส่งต้องไม่ติดลบ',
    ]);
  });
});

describe('the product search', () => {
  it('trims the keyword and refuses more than 100 characters in Thai', () => {
    expect(ProductSearchFormSchema.parse({ keyword: ' Michelin ' })).toEqual({
      keyword: 'Michelin',
    });
    expect(messagesOf(ProductSearchFormSchema.safeParse({ keyword: 'x'.repeat(101) }))).toEqual([
      'คำค้นยาวได้ไม่เกิน 100 ตัวอักษร',
    ]);
  });
});
