import { describe, expect, it } from 'vitest';
import { pointLabel, presetOf, presetRange, readRange, writeRange } from './dashboard-range';

// 26 Nov 2026 at 01:30 in Bangkok is still the 25th in UTC.
const now = new Date('2026-11-25T18:30:00Z');

describe('the dashboard’s date range', () => {
  it('ends presets today in Bangkok: the last 7, 30 or 90 days, or this month', () => {
    expect(presetRange('7', now)).toEqual({ fromDate: '2026-11-20', toDate: '2026-11-26' });
    expect(presetRange('30', now)).toEqual({ fromDate: '2026-10-28', toDate: '2026-11-26' });
    expect(presetRange('90', now)).toEqual({ fromDate: '2026-08-29', toDate: '2026-11-26' });
    expect(presetRange('month', now)).toEqual({ fromDate: '2026-11-01', toDate: '2026-11-26' });
  });

  it('opens on the last 30 days, and keeps a range and branch written in the address', () => {
    expect(readRange(new URLSearchParams(), now)).toEqual(presetRange('30', now));
    expect(readRange(new URLSearchParams('from=2026-02-30&to=2026-03-01'), now)).toEqual(
      presetRange('30', now),
    );
    const range = { fromDate: '2025-01-01', toDate: '2025-12-31', branchId: 4 };
    expect(readRange(writeRange(range), now)).toEqual(range);
    expect(presetOf(presetRange('90', now), now)).toBe('90');
    expect(presetOf(range, now)).toBeNull();
  });

  it('labels chart points with Thai months and the Buddhist year', () => {
    expect(pointLabel('2026-11-03', 'day')).toBe('3 พ.ย.');
    expect(pointLabel('2026-11-01', 'month')).toBe('พ.ย. 69');
  });
});
