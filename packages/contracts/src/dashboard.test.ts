import { describe, expect, it } from 'vitest';
import {
  bucketKeyOf,
  bucketKeys,
  DashboardBodySchema,
  dashboardBucketFor,
  daysInRange,
} from './dashboard';
import { dateRangeError, RANGE_ORDER_MESSAGE, RANGE_TOO_LONG_MESSAGE } from './date-range';

describe('the dashboard’s sales over time', () => {
  it('shows one point a day up to two months, a week up to a year, then a month', () => {
    expect(dashboardBucketFor('2026-11-01', '2026-11-01')).toBe('day');
    expect(dashboardBucketFor('2026-10-01', '2026-11-30')).toBe('day');
    expect(dashboardBucketFor('2026-01-01', '2026-12-31')).toBe('week');
    expect(dashboardBucketFor('2024-11-01', '2026-10-31')).toBe('month');
  });

  it('counts the days of a range inclusively, across a leap day', () => {
    expect(daysInRange('2024-02-28', '2024-03-01')).toBe(3);
    expect(daysInRange('2026-11-26', '2026-11-26')).toBe(1);
  });

  it('puts a day in the week starting on its Monday, and in its month', () => {
    // 26 Nov 2026 is a Thursday; its week began on Monday 23 Nov.
    expect(bucketKeyOf('2026-11-26', 'week', '2026-01-01')).toBe('2026-11-23');
    expect(bucketKeyOf('2026-11-23', 'week', '2026-01-01')).toBe('2026-11-23');
    expect(bucketKeyOf('2026-11-29', 'week', '2026-01-01')).toBe('2026-11-23');
    expect(bucketKeyOf('2026-11-26', 'month', '2026-01-01')).toBe('2026-11-01');
    expect(bucketKeyOf('2026-11-26', 'day', '2026-01-01')).toBe('2026-11-26');
  });

  it('starts the first point at the range’s first day when the range begins mid-week or mid-month', () => {
    expect(bucketKeyOf('2026-11-26', 'week', '2026-11-25')).toBe('2026-11-25');
    expect(bucketKeyOf('2026-11-26', 'month', '2026-11-10')).toBe('2026-11-10');
  });

  it('lists every point of the range in order, so days without sales show as zero', () => {
    expect(bucketKeys('2026-11-27', '2026-11-30', 'day')).toEqual([
      '2026-11-27',
      '2026-11-28',
      '2026-11-29',
      '2026-11-30',
    ]);
    expect(bucketKeys('2026-11-26', '2026-12-08', 'week')).toEqual([
      '2026-11-26',
      '2026-11-30',
      '2026-12-07',
    ]);
    const months = bucketKeys('2024-12-15', '2026-11-30', 'month');
    expect(months).toHaveLength(24);
    expect(months[0]).toBe('2024-12-15');
    expect(months[1]).toBe('2025-01-01');
    expect(months.at(-1)).toBe('2026-11-01');
  });
});

describe('the dashboard’s date range', () => {
  it('refuses a start after the end and a range over five years, in Thai', () => {
    expect(dateRangeError('2026-11-02', '2026-11-01')).toBe(RANGE_ORDER_MESSAGE);
    expect(dateRangeError('2020-01-01', '2025-01-02')).toBe(RANGE_TOO_LONG_MESSAGE);
    expect(dateRangeError('2020-01-01', '2025-01-01')).toBeNull();
    expect(dateRangeError('2024-02-29', '2029-02-28')).toBeNull();
  });

  it('needs both dates as real calendar days', () => {
    const missing = DashboardBodySchema.safeParse({ toDate: '2026-11-01' });
    expect(missing.success).toBe(false);
    expect(missing.error?.issues[0]?.message).toBe('กรุณาเลือกวันที่');
    expect(
      DashboardBodySchema.safeParse({ fromDate: '2026-02-30', toDate: '2026-03-01' }).success,
    ).toBe(false);
    expect(
      DashboardBodySchema.parse({ fromDate: '2026-11-01', toDate: '2026-11-30', branchId: '7' }),
    ).toEqual({ fromDate: '2026-11-01', toDate: '2026-11-30', branchId: 7 });
  });
});
