import { describe, expect, it } from 'vitest';
import { orderDepositSatang } from './cart-pricing';
import { DEFAULT_SLOTS, slotsOnWeekday, weekdaysWithoutSlots } from './slots';
import { isThaiTaxId, openTimeHtmlOf, openTimeLines, taxIdCheckDigit } from './store-profile';
import { SaveInstallationBodySchema, SavePrepaidInfoBodySchema } from './store-settings';

// Store setup rules (issue 14 §5): the tax id check digit, the opening text made from the hours,
// the slots a weekday offers, and the deposit of an order with per-tyre deposits.

describe('Thai tax id', () => {
  it('accepts 13 digits with the right check digit only', () => {
    const id = `010555012345${taxIdCheckDigit('010555012345')}`;
    expect(isThaiTaxId(id)).toBe(true);
    expect(isThaiTaxId(`${id.slice(0, 12)}${(Number(id[12]) + 1) % 10}`)).toBe(false);
    expect(isThaiTaxId('12345')).toBe(false);
    expect(isThaiTaxId('3100700123456x')).toBe(false);
  });
});

describe('opening text', () => {
  it('groups consecutive days with the same hours, Monday first', () => {
    const h = { open: '08:00', close: '18:00' };
    const hours = [null, h, h, h, h, h, { open: '09:00', close: '15:00' }];
    expect(openTimeLines(hours)).toEqual([
      'จันทร์ - ศุกร์ 08:00 - 18:00 น.',
      'เสาร์ 09:00 - 15:00 น.',
      'อาทิตย์ ปิด',
    ]);
    expect(openTimeHtmlOf([h, h, h, h, h, h, h])).toBe('<p>จันทร์ - อาทิตย์ 08:00 - 18:00 น.</p>');
  });
});

describe('slots on a weekday', () => {
  const values = (list: { value: string }[]) => list.map((s) => s.value);
  it('keeps the ticked weekdays and drops a slot that ends after closing', () => {
    const plan = {
      slotWeekdays: { slot1: [1, 2], slot2: [0, 1, 2, 3, 4, 5, 6] },
      closingTimes: [null, '17:30', '20:00', '20:00', '20:00', '20:00', '20:00'],
    };
    expect(values(slotsOnWeekday(DEFAULT_SLOTS, 1, plan))).toEqual(['slot1', 'slot2', 'slot3']);
    expect(values(slotsOnWeekday(DEFAULT_SLOTS, 3, plan))).toEqual(['slot2', 'slot3', 'slot4']);
    expect(slotsOnWeekday(DEFAULT_SLOTS, 0, plan)).toEqual([]);
    expect(weekdaysWithoutSlots(DEFAULT_SLOTS, plan)).toEqual([0]);
  });
  it('offers every slot when nothing is set', () => {
    const plan = { slotWeekdays: null, closingTimes: [] };
    expect(values(slotsOnWeekday(DEFAULT_SLOTS, 0, plan))).toHaveLength(4);
  });
});

describe('deposit of an order', () => {
  const shop = { prepaidType: 'percent', prepaidValue: 30 };
  const line = (qty: number, extra = {}) => ({
    sellerProductId: 1,
    unitPriceSatang: 100_000,
    qty,
    promotions: [],
    deliveryRateSatang: null,
    ...extra,
  });
  const priced = (goods: number) => ({ goodsSatang: goods, discountSatang: 0 });
  it('applies the shop rule to the order total when every tyre follows it', () => {
    expect(orderDepositSatang([line(4)], [priced(400_000)], 420_000, shop)).toBe(126_000);
  });
  it('is nothing when no tyre takes a deposit', () => {
    expect(
      orderDepositSatang([line(4, { isPrepaid: false })], [priced(400_000)], 400_000, shop),
    ).toBe(0);
  });
  it('adds own per-tyre amounts and the shop rule on the other lines', () => {
    const lines = [line(2, { prepaidSatangPerTyre: 50_000 }), line(2)];
    expect(orderDepositSatang(lines, [priced(200_000), priced(200_000)], 400_000, shop)).toBe(
      100_000 + 60_000,
    );
  });
});

describe('setting forms', () => {
  it('gap days are 0–7 and a percent deposit 1–99', () => {
    const grid = { slot1: [], slot2: [], slot3: [], slot4: [] };
    expect(
      SaveInstallationBodySchema.safeParse({ slotWeekdays: grid, slotCapacity: 2, prepareDays: 7 })
        .success,
    ).toBe(true);
    expect(
      SaveInstallationBodySchema.safeParse({ slotWeekdays: grid, slotCapacity: 2, prepareDays: 8 })
        .success,
    ).toBe(false);
    expect(
      SavePrepaidInfoBodySchema.safeParse({
        isPrepaidEnabled: true,
        prepaidType: 'percent',
        prepaidValue: 100,
      }).success,
    ).toBe(false);
    expect(
      SavePrepaidInfoBodySchema.safeParse({
        isPrepaidEnabled: true,
        prepaidType: 'amount',
        prepaidValue: 500.25,
      }).success,
    ).toBe(true);
  });
});
