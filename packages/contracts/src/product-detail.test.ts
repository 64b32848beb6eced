import { describe, expect, it } from 'vitest';
import { dotCode, isFreshTyre, isoWeekStart, ProductDetailBodySchema } from './product-detail';

describe('isoWeekStart', () => {
  it('is the Monday of the ISO week', () => {
    expect(isoWeekStart(2026, 1).toISOString().slice(0, 10)).toBe('2025-12-29');
    expect(isoWeekStart(2025, 48).toISOString().slice(0, 10)).toBe('2025-11-24');
  });
});

describe('isFreshTyre (made within the last 12 months)', () => {
  const today = '2026-11-22';
  it('a tyre of this year is fresh', () => {
    expect(isFreshTyre(2026, 30, today)).toBe(true);
  });
  it('the boundary is 12 months back to the day', () => {
    expect(isFreshTyre(2025, 48, today)).toBe(true); // week from 24 Nov 2025
    expect(isFreshTyre(2025, 47, today)).toBe(false); // week from 17 Nov 2025
  });
  it('without a week the first week of the year is assumed', () => {
    expect(isFreshTyre(2026, null, today)).toBe(true);
    expect(isFreshTyre(2025, null, today)).toBe(false);
    expect(isFreshTyre(2026, null, '2027-01-10')).toBe(false);
  });
});

describe('dotCode', () => {
  it('prints week and two-digit year', () => {
    expect(dotCode(2026, 5)).toBe('0526');
    expect(dotCode(2026, null)).toBeNull();
  });
});

describe('ProductDetailBodySchema', () => {
  it('defaults the offer sort to price and rejects unknown sorts', () => {
    expect(ProductDetailBodySchema.parse({ param: '12.x' }).sort).toBe('price');
    expect(ProductDetailBodySchema.safeParse({ param: '12.x', sort: 'name' }).success).toBe(false);
    expect(ProductDetailBodySchema.safeParse({ param: '' }).success).toBe(false);
  });
});
