import { describe, expect, it } from 'vitest';
import {
  installmentNoAdditional,
  installmentWithAdditional,
  isInstallmentAllowed,
} from './installments';

describe('instalment tables', () => {
  it('splits a 0% instalment over 3, 4, 6 and 10 months without changing the total', () => {
    const rows = installmentNoAdditional(1_000_000);
    expect(rows.map((r) => r.period)).toEqual([3, 4, 6, 10]);
    expect(rows[0]).toEqual({ period: 3, paidSatang: 333_334, totalSatang: 1_000_000 });
    expect(rows[3]).toEqual({ period: 10, paidSatang: 100_000, totalSatang: 1_000_000 });
    for (const r of rows) expect(r.paidSatang * r.period).toBeGreaterThanOrEqual(r.totalSatang);
  });

  it('adds a flat monthly interest for instalments with interest', () => {
    const rows = installmentWithAdditional(1_000_000, 80);
    // 0.8 % × 6 months = 4.8 % → 10,480 baht, 1,746.67 baht a month (rounded up).
    expect(rows[2]).toEqual({ period: 6, paidSatang: 174_667, totalSatang: 1_048_000 });
    expect(rows[3]?.totalSatang).toBe(1_080_000);
  });

  it('allows instalments only from the shop minimum', () => {
    expect(isInstallmentAllowed(299_999, { interestBp: 0, minSatang: 300_000 })).toBe(false);
    expect(isInstallmentAllowed(300_000, { interestBp: 0, minSatang: 300_000 })).toBe(true);
    expect(isInstallmentAllowed(0, { interestBp: 0, minSatang: 0 })).toBe(false);
  });
});
