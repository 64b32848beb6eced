import { describe, expect, it } from 'vitest';
import { bahtToSatang, SaveStockBodySchema, stockYearOptions } from './seller-stock';

// Spec 9 stock years and issue 16's price rule (0 < price ≤ 1,000,000 baht, at most 2 decimals).

describe('stock years', () => {
  it('are this year down to five years back, newest first', () => {
    expect(stockYearOptions('2026-01-01')).toEqual([2026, 2025, 2024, 2023, 2022, 2021]);
  });
});

describe('baht to satang', () => {
  it('keeps at most two decimals exactly and refuses a third', () => {
    expect(bahtToSatang(2999.5)).toBe(299_950);
    expect(bahtToSatang(0.29)).toBe(29);
    expect(bahtToSatang(1_000_000)).toBe(100_000_000);
    expect(bahtToSatang(10.005)).toBeNull();
    expect(bahtToSatang(Number.NaN)).toBeNull();
  });
});

describe('the save-stock body', () => {
  const good = { productId: 1, year: 2026, price: 100, qty: 0, status: 1 };
  it('takes an empty delivery price as none and display as on by default', () => {
    expect(SaveStockBodySchema.parse({ ...good, priceDelivery: '' })).toMatchObject({
      priceDelivery: null,
      display: true,
    });
  });
  it('says in Thai what is wrong', () => {
    for (const bad of [{ price: 0 }, { price: 1_000_001 }, { qty: 10_000 }, { status: 99 }]) {
      const result = SaveStockBodySchema.safeParse({ ...good, ...bad });
      expect(result.success).toBe(false);
      expect(result.error?.issues[0].message).toMatch(/[ก-๙]/);
    }
  });
});
