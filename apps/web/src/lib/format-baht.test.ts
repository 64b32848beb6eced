import { describe, expect, it } from 'vitest';
import { formatBaht, formatNumber } from './format-baht';

describe('formatBaht', () => {
  it('writes what Intl th-TH writes, without loading Intl', () => {
    const whole = new Intl.NumberFormat('th-TH', { maximumFractionDigits: 0 });
    const exact = new Intl.NumberFormat('th-TH', {
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    for (const value of [
      0, 5, 999, 1000, 3200, 16360, 1234567, -1500, 1234.5, 0.1, 99.999, 1.005, 2.675, -3.25159,
      1e-7,
    ]) {
      const expected = Number.isInteger(value) ? whole.format(value) : exact.format(value);
      expect(formatBaht(value), String(value)).toBe(expected);
    }
  });

  it('groups thousands with a chosen number of decimals', () => {
    expect(formatNumber(4.25, 1)).toBe('4.3');
    expect(formatNumber(1600)).toBe('1,600');
    expect(formatNumber(-0.001, 2)).toBe('0.00');
  });
});
