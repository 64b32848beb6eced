import { describe, expect, it } from 'vitest';
import {
  addDays,
  firstSelectableDate,
  formatBuddhistDate,
  formatBuddhistMonth,
  isDateSelectable,
  isInBookingWindow,
  monthGrid,
  parseBuddhistDate,
  shiftMonth,
} from './buddhist-calendar';

describe('Buddhist calendar of the install-date picker', () => {
  it('shows dates as d/M/yyyy with the year plus 543', () => {
    expect(formatBuddhistDate('2026-11-03')).toBe('3/11/2569');
    expect(formatBuddhistDate('2025-02-28')).toBe('28/2/2568');
  });

  it('reads a Buddhist-era date back and refuses impossible ones', () => {
    expect(parseBuddhistDate('3/11/2569')).toBe('2026-11-03');
    expect(parseBuddhistDate('29/2/2568')).toBeNull();
    expect(parseBuddhistDate('29/2/2567')).toBe('2024-02-29');
    expect(parseBuddhistDate('hello')).toBeNull();
  });

  it('adds days across months and years', () => {
    expect(addDays('2026-12-30', 3)).toBe('2027-01-02');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });

  it('allows from startDate up to, but excluding, startDate + 30 days', () => {
    expect(isInBookingWindow('2026-11-24', '2026-11-25')).toBe(false);
    expect(isInBookingWindow('2026-11-25', '2026-11-25')).toBe(true);
    expect(isInBookingWindow('2026-12-24', '2026-11-25')).toBe(true);
    expect(isInBookingWindow('2026-12-25', '2026-11-25')).toBe(false);
  });

  it('disables closed dates and closed weekdays inside the window', () => {
    const rules = { startDate: '2026-11-23', closedDates: ['2026-11-25'], closedWeekdays: [0] };
    expect(isDateSelectable('2026-11-24', rules)).toBe(true);
    expect(isDateSelectable('2026-11-25', rules)).toBe(false);
    expect(isDateSelectable('2026-11-29', rules)).toBe(false); // a Sunday
  });

  it('finds the first bookable day past a month end, the day the calendar opens on', () => {
    // 30 November: the shop lists only December days as bookable.
    const rules = { startDate: '2026-11-30', availableDates: ['2026-12-01', '2026-12-02'] };
    expect(firstSelectableDate(rules)).toBe('2026-12-01');
    // Starting on the 31st of December, a closed day: the calendar opens on January.
    expect(firstSelectableDate({ startDate: '2027-12-31', closedDates: ['2027-12-31'] })).toBe(
      '2028-01-01',
    );
    expect(firstSelectableDate({ startDate: '2026-11-25' })).toBe('2026-11-25');
    // Nothing bookable in the window: the start date.
    expect(firstSelectableDate({ startDate: '2026-11-25', availableDates: [] })).toBe('2026-11-25');
  });

  it('lays a month out in Sunday-first weeks', () => {
    const weeks = monthGrid(2026, 11); // 1 Nov 2026 is a Sunday
    expect(weeks[0][0]?.ymd).toBe('2026-11-01');
    expect(weeks.flat().filter(Boolean)).toHaveLength(30);
    expect(weeks.every((w) => w.length === 7)).toBe(true);
    expect(monthGrid(2027, 2)[0].slice(0, 1)).toEqual([null]);
  });

  it('names the month in Thai with the Buddhist-era year', () => {
    expect(formatBuddhistMonth(2026, 11)).toBe('พฤศจิกายน 2569');
    expect(shiftMonth(2026, 12, 1)).toEqual({ year: 2027, month: 1 });
    expect(shiftMonth(2026, 1, -1)).toEqual({ year: 2025, month: 12 });
  });
});
