// The install-date picker's calendar (spec 2.9 (c), 5 "Install date", 9 "Appointment slots"):
// Thai Buddhist-era display d/M/yyyy (year + 543); only dates from startDate up to, but
// excluding, startDate + 30 days can be picked, and never a day the shop is closed.
// Dates are business dates 'YYYY-MM-DD' (Asia/Bangkok); arithmetic runs on UTC noon so no time
// zone or daylight-saving shift can move a day.

export const BOOKING_WINDOW_DAYS = 30;
export const BUDDHIST_ERA_OFFSET = 543;

const YMD = /^(\d{4})-(\d{2})-(\d{2})$/;

function toUtc(ymd: string): Date {
  const m = YMD.exec(ymd);
  if (!m) throw new Error(`not a YYYY-MM-DD date: ${ymd}`);
  return new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]), 12));
}

function fromUtc(date: Date): string {
  const y = date.getUTCFullYear();
  const m = String(date.getUTCMonth() + 1).padStart(2, '0');
  const d = String(date.getUTCDate()).padStart(2, '0');
  return `${y}-${m}-${d}`;
}

export function addDays(ymd: string, days: number): string {
  const date = toUtc(ymd);
  date.setUTCDate(date.getUTCDate() + days);
  return fromUtc(date);
}

/** '2026-11-23' → '23/11/2569' (spec 2.9 (c): d/M/yyyy in the Buddhist era). */
export function formatBuddhistDate(ymd: string): string {
  const m = YMD.exec(ymd);
  if (!m) return ymd;
  return `${Number(m[3])}/${Number(m[2])}/${Number(m[1]) + BUDDHIST_ERA_OFFSET}`;
}

/** 'd/M/yyyy' in the Buddhist era → 'YYYY-MM-DD', or null when it is not a real date. */
export function parseBuddhistDate(text: string): string | null {
  const m = /^\s*(\d{1,2})\/(\d{1,2})\/(\d{4})\s*$/.exec(text);
  if (!m) return null;
  const year = Number(m[3]) - BUDDHIST_ERA_OFFSET;
  const ymd = `${year}-${m[2].padStart(2, '0')}-${m[1].padStart(2, '0')}`;
  return fromUtc(toUtc(ymd)) === ymd ? ymd : null;
}

export interface DateRules {
  /** The first bookable date (today plus the shop's preparation days), 'YYYY-MM-DD'. */
  startDate: string;
  /** Closed days and holidays of the shop, 'YYYY-MM-DD'. */
  closedDates?: readonly string[];
  /** Weekdays the shop is closed (0 Sunday … 6 Saturday). */
  closedWeekdays?: readonly number[];
  /** When the server lists the bookable dates (the cart's availableDates), only those. */
  availableDates?: readonly string[];
}

export function isInBookingWindow(ymd: string, startDate: string): boolean {
  return ymd >= startDate && ymd < addDays(startDate, BOOKING_WINDOW_DAYS);
}

export function isDateSelectable(ymd: string, rules: DateRules): boolean {
  if (!isInBookingWindow(ymd, rules.startDate)) return false;
  if (rules.closedDates?.includes(ymd)) return false;
  if (rules.availableDates && !rules.availableDates.includes(ymd)) return false;
  return !rules.closedWeekdays?.includes(toUtc(ymd).getUTCDay());
}

/**
 * The first day that can be picked (startDate when none can), so the calendar opens on its month:
 * at a month's end the start date's month may hold no bookable day at all (issue 37 item 11).
 */
export function firstSelectableDate(rules: DateRules): string {
  for (let i = 0; i < BOOKING_WINDOW_DAYS; i += 1) {
    const ymd = addDays(rules.startDate, i);
    if (isDateSelectable(ymd, rules)) return ymd;
  }
  return rules.startDate;
}

export interface CalendarDay {
  ymd: string;
  day: number;
}

/** The weeks of a month (Sunday first), null for the blanks before the 1st and after the end. */
export function monthGrid(year: number, month: number): (CalendarDay | null)[][] {
  const first = new Date(Date.UTC(year, month - 1, 1, 12));
  const days = new Date(Date.UTC(year, month, 0, 12)).getUTCDate();
  const cells: (CalendarDay | null)[] = Array.from({ length: first.getUTCDay() }, () => null);
  for (let day = 1; day <= days; day += 1) {
    cells.push({ ymd: fromUtc(new Date(Date.UTC(year, month - 1, day, 12))), day });
  }
  while (cells.length % 7 !== 0) cells.push(null);
  const weeks: (CalendarDay | null)[][] = [];
  for (let i = 0; i < cells.length; i += 7) weeks.push(cells.slice(i, i + 7));
  return weeks;
}

// Made on first use (the cart page loads this before it shows a calendar; issue 13 §2).
let monthTitle: Intl.DateTimeFormat | undefined;

/** 'พฤศจิกายน 2569' — the month name from the th locale and the Buddhist-era year. */
export function formatBuddhistMonth(year: number, month: number): string {
  monthTitle ??= new Intl.DateTimeFormat('th-TH-u-ca-buddhist', {
    timeZone: 'UTC',
    month: 'long',
    year: 'numeric',
  });
  return monthTitle.format(new Date(Date.UTC(year, month - 1, 1, 12)));
}

/** Year and month (1-12) of a business date. */
export function yearMonthOf(ymd: string): { year: number; month: number } {
  const date = toUtc(ymd);
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1 };
}

export function shiftMonth(
  year: number,
  month: number,
  by: number,
): { year: number; month: number } {
  const index = year * 12 + (month - 1) + by;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}
