import { describe, expect, it } from 'vitest';
import { dateRangeError, RANGE_ORDER_MESSAGE } from './date-range';
import {
  commissionSatang,
  divideHalfUp,
  feeKindOf,
  incomeParts,
  providerFeeSatang,
} from './income';

// Money parts of a ledger entry (decision 0102): integer satang, rounded once and half up.

describe('income money parts', () => {
  it('rounds a half satang up and anything below it down', () => {
    expect(divideHalfUp(5, 10)).toBe(1);
    expect(divideHalfUp(4, 10)).toBe(0);
    expect(divideHalfUp(15, 10)).toBe(2);
    expect(divideHalfUp(149_999, 100_000)).toBe(1);
  });

  it('charges each method kind its rate plus 7 % VAT on the fee', () => {
    expect(feeKindOf('scanQR')).toBe('qr');
    expect(feeKindOf('prepaidIBanking')).toBe('banking');
    expect(feeKindOf('prepaidCard')).toBe('card');
    expect(feeKindOf('installment2')).toBe('installment');
    // 1,000 baht by QR: 0.8 % = 8.00, VAT 0.56 → 8.56 baht.
    expect(providerFeeSatang(100_000, 'scanQR')).toBe(856);
    // 1,000 baht by card: 28.00 + 1.96 = 29.96 baht.
    expect(providerFeeSatang(100_000, 'card')).toBe(2996);
    // 0.01 baht by QR rounds to nothing; 10 baht: 0.0856 → 9 satang.
    expect(providerFeeSatang(1, 'scanQR')).toBe(0);
    expect(providerFeeSatang(1000, 'scanQR')).toBe(9);
  });

  it('takes the commission half up on the money paid online', () => {
    expect(commissionSatang(100_010, 500)).toBe(5001); // 5,000.5 → 5,001
    expect(commissionSatang(100_009, 500)).toBe(5000); // 5,000.45 → 5,000
    expect(commissionSatang(0, 500)).toBe(0);
  });

  it('keeps net = gross − fee − commission, never below zero', () => {
    for (const gross of [0, 1, 99, 12_345, 1_000_000, 99_999_999]) {
      const p = incomeParts(gross, 'installment1', 9000);
      expect(p.net).toBe(p.gross - p.fee - p.commission);
      expect(p.net).toBeGreaterThanOrEqual(0);
    }
    expect(incomeParts(100_000, 'card', 500, 1234).fee).toBe(1234);
  });

  it('refuses a range that ends before it starts or spans over five years, in Thai', () => {
    expect(dateRangeError('2026-02-01', '2026-01-01')).toBe(RANGE_ORDER_MESSAGE);
    expect(dateRangeError('2020-01-01', '2026-01-02')).toBe('เลือกช่วงวันที่ได้ไม่เกิน 5 ปี');
    expect(dateRangeError('2021-01-01', '2026-01-01')).toBeNull();
    expect(dateRangeError(undefined, '2026-01-01')).toBeNull();
  });
});
