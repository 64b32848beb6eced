import { describe, expect, it } from 'vitest';
import { isFreshTyre } from './product-detail';
import {
  dotWeekStart,
  freshnessLabel,
  freshnessOf,
  freshSinceKey,
  isMadeWithin,
  productionKey,
  productionLabel,
} from './production-year';

describe('a tyre is "made within the last N months" by its DOT week, against a given day', () => {
  it('counts from the Monday its DOT week starts', () => {
    expect(dotWeekStart(2026, 1).toISOString().slice(0, 10)).toBe('2025-12-29');
    expect(dotWeekStart(2025, 23).toISOString().slice(0, 10)).toBe('2025-06-02');
  });

  it('a 2025 tyre is in 12 months in early 2026 and out of them in 2027', () => {
    expect(isMadeWithin(2025, 23, 12, '2026-05-31')).toBe(true);
    expect(isMadeWithin(2025, 23, 12, '2026-06-02')).toBe(true);
    expect(isMadeWithin(2025, 23, 12, '2026-06-03')).toBe(false);
    expect(isMadeWithin(2025, 23, 24, '2027-06-02')).toBe(true);
    expect(isMadeWithin(2025, 23, 24, '2027-06-03')).toBe(false);
  });

  it('crosses the new year: week 52 of 2025 is fresh on 2026-12-22, not a day later', () => {
    // Week 52 of 2025 starts on 2025-12-22.
    expect(isMadeWithin(2025, 52, 12, '2026-12-22')).toBe(true);
    expect(isMadeWithin(2025, 52, 12, '2026-12-23')).toBe(false);
    // Week 1 of 2026 starts on 2025-12-29: still in 12 months on 2026-12-29.
    expect(isMadeWithin(2026, 1, 12, '2026-12-29')).toBe(true);
    expect(isMadeWithin(2026, 1, 12, '2026-12-30')).toBe(false);
  });

  it('an unknown week counts as the first week of its year (never newer than it may be)', () => {
    expect(isMadeWithin(2025, null, 12, '2025-12-29')).toBe(true);
    expect(isMadeWithin(2025, null, 12, '2026-01-01')).toBe(false);
    expect(isMadeWithin(2025, 40, 12, '2026-01-01')).toBe(true);
    expect(productionKey(2025, null)).toBe(productionKey(2025, 1));
    expect(productionKey(2025, 0)).toBe(202501);
  });

  it('one number per offer: key ≥ freshSinceKey exactly when isMadeWithin, every day over two years', () => {
    for (let day = Date.UTC(2025, 11, 1); day <= Date.UTC(2027, 11, 31); day += 86_400_000) {
      const today = new Date(day).toISOString().slice(0, 10);
      for (const months of [12, 24]) {
        const since = freshSinceKey(months, today);
        for (const year of [2023, 2024, 2025, 2026, 2027]) {
          for (const week of [null, 1, 2, 26, 52, 53]) {
            expect(productionKey(year, week) >= since, `${year}/${week} ${months} ${today}`).toBe(
              isMadeWithin(year, week, months, today),
            );
          }
        }
      }
    }
  });

  it('the tyre page badge "ยางใหม่" is the 12-month rule', () => {
    expect(isFreshTyre(2025, 23, '2026-06-02')).toBe(true);
    expect(isFreshTyre(2025, 23, '2026-06-03')).toBe(false);
  });

  it('reads the choice from the query: 12, 24, or nothing (ทั้งหมด)', () => {
    expect(freshnessOf('12')).toBe(12);
    expect(freshnessOf(24)).toBe(24);
    expect(freshnessOf('6')).toBeUndefined();
    expect(freshnessOf('abc')).toBeUndefined();
    expect(freshnessOf(undefined)).toBeUndefined();
    expect(freshnessLabel(12)).toBe('ผลิตไม่เกิน 12 เดือน');
    expect(freshnessLabel(undefined)).toBe('ทั้งหมด');
  });

  it('shows the year, and the week when it is known', () => {
    expect(productionLabel(2026, null)).toBe('ผลิตปี 2026');
    expect(productionLabel(2026, 23)).toBe('ผลิตสัปดาห์ 23/2026');
  });
});
