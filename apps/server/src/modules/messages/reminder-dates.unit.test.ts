import { describe, expect, it } from 'vitest';
import {
  addMonths,
  dotWeekMonday,
  dueDay,
  lastDueStart,
  REMINDER_HOUR,
  reminderNotBefore,
  reminderWindows,
  TYRE_AGE_MONTHS,
} from './reminder-dates';

// When reminders are due (issue 35 item 3): calendar months clamped at a month's end, 08:00
// Bangkok on the due day, DOT weeks read as their ISO Monday. Every date here is given.

describe('calendar months', () => {
  it('adds and subtracts months, clamping to the last day of a shorter month', () => {
    expect(addMonths('2035-01-15', 6)).toBe('2035-07-15');
    expect(addMonths('2034-08-31', 6)).toBe('2035-02-28');
    expect(addMonths('2035-08-31', 6)).toBe('2036-02-29');
    expect(addMonths('2035-03-31', -1)).toBe('2035-02-28');
    expect(addMonths('2035-01-10', -7)).toBe('2034-06-10');
  });

  it('makes every fitting from the end of a longer month due on the last day of a shorter one', () => {
    expect(lastDueStart('2035-02-28', 6)).toBe('2034-08-31');
    expect(lastDueStart('2035-02-27', 6)).toBe('2034-08-27');
    expect(lastDueStart('2035-06-14', 6)).toBe('2034-12-14');
    for (const fitted of ['2034-08-28', '2034-08-29', '2034-08-31']) {
      expect(dueDay(fitted, 6) <= '2035-02-28').toBe(true);
    }
  });
});

describe('the hour a reminder goes', () => {
  it('is 08:00 Bangkok on the due day when the pass runs before it', () => {
    expect(REMINDER_HOUR).toBe(8);
    expect(reminderNotBefore(new Date('2035-06-13T18:10:00Z')).toISOString()).toBe(
      '2035-06-14T01:00:00.000Z',
    );
  });

  it('is at once when the pass runs after 08:00 that day', () => {
    const now = new Date('2035-06-14T05:20:00Z');
    expect(reminderNotBefore(now)).toEqual(now);
  });
});

describe('the due windows of a day', () => {
  it('names tomorrow’s fittings, fittings of 6–7 months ago and tyres of 4 years 9–10 months', () => {
    expect(reminderWindows('2035-06-14')).toEqual({
      fittingDay: '2035-06-15',
      rotationUpTo: '2034-12-14',
      rotationAfter: '2034-11-14',
      tyreAgeUpTo: '2030-09-14',
      tyreAgeAfter: '2030-08-14',
    });
  });

  it('crosses the year for a fitting booked on 1 January', () => {
    expect(reminderWindows('2035-12-31').fittingDay).toBe('2036-01-01');
  });
});

describe('DOT weeks', () => {
  it('reads a DOT code as the Monday of its ISO week', () => {
    expect(dotWeekMonday('2430')).toBe('2030-06-10');
    // Week 1 of 2026 begins on Monday 29 December 2025.
    expect(dotWeekMonday('0126')).toBe('2025-12-29');
    expect(dotWeekMonday('5326')).toBe('2026-12-28');
  });

  it('reads nothing from a code that is not a week and a year', () => {
    expect(dotWeekMonday('0030')).toBeNull();
    expect(dotWeekMonday('5430')).toBeNull();
    expect(dotWeekMonday('24-30')).toBeNull();
  });

  it('is due 4 years 9 months after the DOT week', () => {
    expect(dueDay(dotWeekMonday('2430') as string, TYRE_AGE_MONTHS)).toBe('2035-03-10');
  });
});
