import { describe, expect, it } from 'vitest';
import { bangkokToday, formatBuddhistDate, monthGrid, shiftMonth } from './holiday-calendar';

describe('holiday calendar', () => {
  it('shows dates d/M/yyyy in the Buddhist era', () => {
    expect(formatBuddhistDate('2026-12-05')).toBe('5/12/2569');
  });
  it('today is the Bangkok calendar day', () => {
    // 18:30 UTC on 31 Dec is already 1 Jan in Bangkok (UTC+7).
    expect(bangkokToday(new Date('2026-12-31T18:30:00Z'))).toBe('2027-01-01');
  });
  it('lays a month out in Sunday-first weeks', () => {
    const weeks = monthGrid(2026, 11);
    // 1 November 2026 is a Sunday.
    expect(weeks[0][0]).toEqual({ ymd: '2026-11-01', day: 1 });
    expect(weeks.flat().filter(Boolean)).toHaveLength(30);
    expect(shiftMonth(2026, 12, 1)).toEqual({ year: 2027, month: 1 });
  });
});
