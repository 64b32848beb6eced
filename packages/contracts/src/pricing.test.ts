import { describe, expect, it } from 'vitest';
import { type PriceLineInput, type PricingPromotion, priceLine, satangToBaht } from './pricing';

const balancing = {
  id: 1,
  title: 'ถ่วงล้อและเติมลมไนโตรเจน',
  priceSatang: 0,
  isIncluded: true,
  isTogglable: false,
  orderType: 1,
};
const alignment = {
  id: 2,
  title: 'ตั้งศูนย์ล้อ',
  priceSatang: 50_000,
  isIncluded: false,
  isTogglable: true,
  orderType: 1,
};
const disposal = {
  id: 3,
  title: 'ค่ากำจัดยางเก่า',
  priceSatang: 20_000,
  isIncluded: true,
  isTogglable: false,
  orderType: 0,
};

const promo = (over: Partial<PricingPromotion>): PricingPromotion => ({
  id: 10,
  title: 'โปรโมชัน',
  amountType: 'discountAmount',
  amountValue: 50_000,
  minQty: 1,
  isTogglable: false,
  startDate: '2026-11-01',
  endDate: '2026-12-31',
  ...over,
});

const base: PriceLineInput = {
  unitPriceSatang: 350_000,
  qty: 4,
  orderType: 'SERVICE',
  services: [balancing, alignment, disposal],
  promotions: [],
  today: '2026-11-22',
};

describe('priceLine', () => {
  it('a set of 4 = 4 × price + the included services of the order type', () => {
    const line = priceLine(base);
    expect(line.goodsSatang).toBe(1_400_000);
    expect(line.services.map((s) => s.id)).toEqual([1, 3]);
    expect(line.servicesSatang).toBe(20_000);
    expect(line.totalSatang).toBe(1_420_000);
  });

  it('a togglable service counts only when chosen; delivery orders skip installation services', () => {
    expect(priceLine({ ...base, selectedServiceIds: [2] }).servicesSatang).toBe(70_000);
    const delivery = priceLine({
      ...base,
      orderType: 'DELIVERY',
      deliveryRatePerTyreSatang: 10_000,
    });
    expect(delivery.services.map((s) => s.id)).toEqual([3]);
    expect(delivery.deliverySatang).toBe(40_000);
    expect(delivery.totalSatang).toBe(1_400_000 + 20_000 + 40_000);
  });

  it('discountAmount is per tyre', () => {
    const line = priceLine({ ...base, promotions: [promo({ amountValue: 50_000, minQty: 4 })] });
    expect(line.discountSatang).toBe(200_000);
    expect(line.totalSatang).toBe(1_400_000 + 20_000 - 200_000);
  });

  it('discountOrderAmt is per order', () => {
    const line = priceLine({
      ...base,
      promotions: [promo({ amountType: 'discountOrderAmt', amountValue: 100_000 })],
    });
    expect(line.discountSatang).toBe(100_000);
  });

  it('discountPercent is per tyre, rounded to the satang; discountOrderPercent on the goods', () => {
    const perTyre = priceLine({
      ...base,
      unitPriceSatang: 333_333,
      promotions: [promo({ amountType: 'discountPercent', amountValue: 500 })],
    });
    // 5 % of 3,333.33 = 166.6665 → 166.67 baht per tyre.
    expect(perTyre.discountSatang).toBe(16_667 * 4);
    const order = priceLine({
      ...base,
      promotions: [promo({ amountType: 'discountOrderPercent', amountValue: 300 })],
    });
    expect(order.discountSatang).toBe(42_000);
  });

  it('discountTurnPart (trade-in) is per tyre, at the shop only, and only when asked for', () => {
    const turn = promo({ amountType: 'discountTurnPart', amountValue: 20_000, isTogglable: true });
    expect(priceLine({ ...base, promotions: [turn] }).discountSatang).toBe(0);
    expect(
      priceLine({ ...base, promotions: [turn], selectedPromotionIds: [10] }).discountSatang,
    ).toBe(80_000);
    expect(
      priceLine({
        ...base,
        orderType: 'DELIVERY',
        promotions: [turn],
        selectedPromotionIds: [10],
      }).discountSatang,
    ).toBe(0);
  });

  it('a promotion applies only inside its dates and from its minimum quantity', () => {
    const p = promo({ minQty: 4, startDate: '2026-12-01' });
    expect(priceLine({ ...base, promotions: [p] }).discounts).toEqual([]);
    expect(priceLine({ ...base, today: '2026-12-01', promotions: [p] }).discountSatang).toBe(
      200_000,
    );
    expect(priceLine({ ...base, today: '2026-12-01', qty: 3, promotions: [p] }).discounts).toEqual(
      [],
    );
    expect(priceLine({ ...base, today: '2027-01-01', promotions: [p] }).discounts).toEqual([]);
  });

  it('discounts stack on the list price and never exceed the goods', () => {
    const line = priceLine({
      ...base,
      qty: 1,
      unitPriceSatang: 100_000,
      promotions: [
        promo({ id: 1, amountType: 'discountPercent', amountValue: 1000 }),
        promo({ id: 2, amountType: 'discountOrderAmt', amountValue: 200_000 }),
      ],
    });
    expect(line.discounts.map((d) => [d.promotionId, d.amountSatang])).toEqual([
      [1, 10_000],
      [2, 90_000],
    ]);
    expect(line.discountSatang).toBe(100_000);
    expect(line.totalSatang).toBe(20_000); // the services are still paid
  });

  it('converts satang to baht at the edge', () => {
    expect(satangToBaht(1_420_050)).toBe(14_200.5);
  });
});
