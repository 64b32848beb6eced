import { describe, expect, it } from 'vitest';
import { satangText } from './admin-money';
import { bangkokMonthKey, isMonthKey, shiftMonthKey, yearsUpTo } from './admin-months';

describe('the console’s money and months', () => {
  it('writes satang as baht to the satang with commas', () => {
    expect(satangText(0)).toBe('0.00');
    expect(satangText(5)).toBe('0.05');
    expect(satangText(123_456_789)).toBe('1,234,567.89');
    expect(satangText(73_608_874_900)).toBe('736,088,749.00');
    expect(satangText(-1_050)).toBe('-10.50');
  });

  it('moves months across years and reads the Bangkok month of a moment', () => {
    expect(shiftMonthKey('2026-01', -1)).toBe('2025-12');
    expect(shiftMonthKey('2026-11', 3)).toBe('2027-02');
    expect(shiftMonthKey('2026-03', -14)).toBe('2025-01');
    // 31 October 17:30 UTC is already 1 November in Bangkok.
    expect(bangkokMonthKey(new Date('2026-10-31T17:30:00Z'))).toBe('2026-11');
    expect(yearsUpTo('2026-05', 2)).toEqual([2024, 2025, 2026]);
    expect(isMonthKey('2026-13')).toBe(false);
    expect(isMonthKey('2026-12')).toBe(true);
  });
});
