import { addBangkokDays, bangkokDayStart, bangkokToday } from '../../lib/time';

// When a reminder is due (issue 35 item 3). Days are Bangkok calendar days (YYYY-MM-DD). A
// reminder is sent from 08:00 on the day it is due; the pass that finds it later that day (or on a
// catch-up day) sends it at once. Month arithmetic is calendar arithmetic, clamped at a month's
// end as PostgreSQL's `date + interval 'n months'` does: 31 Aug + 6 months = 28 (29) Feb.

/** The hour reminders go out, Bangkok time. */
export const REMINDER_HOUR = 8;
/** Tyre rotation: 6 calendar months after the fitting; not caught up after 7. */
export const ROTATION_MONTHS = 6;
export const ROTATION_LAST_MONTHS = 7;
/** Tyres approaching 5 years: 4 years 9 months after the DOT week; caught up for one month. */
export const TYRE_AGE_MONTHS = 4 * 12 + 9;
export const TYRE_AGE_LAST_MONTHS = TYRE_AGE_MONTHS + 1;

const daysInMonth = (year: number, month0: number) =>
  new Date(Date.UTC(year, month0 + 1, 0)).getUTCDate();

/** `day` + `months` calendar months (negative: before), clamped to the month's last day. */
export function addMonths(day: string, months: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const index = y * 12 + (m - 1) + months;
  const year = Math.floor(index / 12);
  const month0 = index - year * 12;
  const date = Math.min(d, daysInMonth(year, month0));
  return new Date(Date.UTC(year, month0, date)).toISOString().slice(0, 10);
}

/** Whether `day` is the last day of its month. */
function isMonthEnd(day: string): boolean {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return d === daysInMonth(y, m - 1);
}

/**
 * The latest start day whose `months`-later day is on or before `today`: every start day up to it
 * is due. On a month's last day the clamp makes the rest of the earlier month due as well
 * (28 Feb: 29, 30 and 31 Aug + 6 months all land on 28 Feb).
 */
export function lastDueStart(today: string, months: number): string {
  const back = addMonths(today, -months);
  if (!isMonthEnd(today)) return back;
  const [y, m] = back.split('-').map(Number) as [number, number];
  return `${back.slice(0, 8)}${String(daysInMonth(y, m - 1)).padStart(2, '0')}`;
}

/** The day a start day's reminder is due: `months` calendar months later. */
export function dueDay(start: string, months: number): string {
  return addMonths(start, months);
}

/** When a reminder due today may go: 08:00 Bangkok today, or now when that has passed. */
export function reminderNotBefore(now: Date): Date {
  const eight = new Date(bangkokDayStart(bangkokToday(now)).getTime() + REMINDER_HOUR * 3_600_000);
  return eight > now ? eight : now;
}

/** The Monday of the ISO week a DOT code names ('3226' → the Monday of week 32 of 2026). */
export function dotWeekMonday(code: string): string | null {
  const text = code.trim();
  if (!/^\d{4}$/.test(text)) return null;
  const week = Number(text.slice(0, 2));
  const year = 2000 + Number(text.slice(2));
  if (week < 1 || week > 53) return null;
  const jan4 = Date.UTC(year, 0, 4);
  const isoWeekday = new Date(jan4).getUTCDay() || 7;
  const monday = jan4 - (isoWeekday - 1) * 86_400_000 + (week - 1) * 7 * 86_400_000;
  return new Date(monday).toISOString().slice(0, 10);
}

/** The windows the pass asks the database for, on Bangkok day `today`. */
export function reminderWindows(today: string) {
  return {
    /** Fittings booked on this day get their reminder today. */
    fittingDay: addBangkokDays(today, 1),
    /** Fitted on a day in (rotationAfter, rotationUpTo]. */
    rotationUpTo: lastDueStart(today, ROTATION_MONTHS),
    rotationAfter: lastDueStart(today, ROTATION_LAST_MONTHS),
    /** Oldest tyre's DOT Monday in (tyreAgeAfter, tyreAgeUpTo]. */
    tyreAgeUpTo: lastDueStart(today, TYRE_AGE_MONTHS),
    tyreAgeAfter: lastDueStart(today, TYRE_AGE_LAST_MONTHS),
  };
}
