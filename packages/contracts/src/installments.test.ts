import { describe, expect, it } from 'vitest';
import {
  installmentNoAdditional,
  installmentWithAdditional,
  isInstallmentAllowed,
  splitInstallment,
} from './installments';

describe('instalment tables', () => {
  it('splits a 0% instalment over 3, 4, 6 and 10 months without changing the total', () => {
    const rows = installmentNoAdditional(1_000_000);
    expect(rows.map((r) => r.period)).toEqual([3, 4, 6, 10]);
    expect(rows[0]).toEqual({
      period: 3,
      paidSatang: 333_334,
      totalSatang: 1_000_000,
      lastSatang: 333_332,
    });
    expect(rows[3]).toEqual({
      period: 10,
      paidSatang: 100_000,
      totalSatang: 1_000_000,
      lastSatang: 100_000,
    });
  });

  it('adds a flat monthly interest for instalments with interest', () => {
    const rows = installmentWithAdditional(1_000_000, 80);
    // 0.8 % × 6 months = 4.8 % → 10,480 baht, 1,746.67 baht a month (rounded up).
    expect(rows[2]).toEqual({
      period: 6,
      paidSatang: 174_667,
      totalSatang: 1_048_000,
      lastSatang: 174_665,
    });
    expect(rows[3]?.totalSatang).toBe(1_080_000);
  });

  it('months × the monthly amount, with the last month’s difference, make the total exactly', () => {
    for (const total of [1_000_000, 1_048_000, 1_170_200, 523_301, 300_000, 7]) {
      for (const period of [3, 4, 6, 10]) {
        const { perMonthSatang, lastSatang } = splitInstallment(total, period);
        expect(perMonthSatang * (period - 1) + lastSatang).toBe(total);
        expect(lastSatang).toBeGreaterThan(0);
      }
    }
    // 11,702 baht over 3 months: 3,900.67 twice and 3,900.66 in the last month.
    expect(splitInstallment(1_170_200, 3)).toEqual({
      perMonthSatang: 390_067,
      lastSatang: 390_066,
    });
  });

  it('allows instalments only from the shop minimum', () => {
    expect(isInstallmentAllowed(299_999, { interestBp: 0, minSatang: 300_000 })).toBe(false);
    expect(isInstallmentAllowed(300_000, { interestBp: 0, minSatang: 300_000 })).toBe(true);
    expect(isInstallmentAllowed(0, { interestBp: 0, minSatang: 0 })).toBe(false);
  });
});
