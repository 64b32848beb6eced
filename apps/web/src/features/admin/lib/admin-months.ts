import { bangkokParts } from '../../../lib/bangkok-date';

// Months of the console's money screens as 'YYYY-MM' (Gregorian, Bangkok calendar), which is what
// the /api/admin calls take; the screens show them with Thai month names and Buddhist-era years.

const pad = (n: number) => String(n).padStart(2, '0');

export const monthKey = (year: number, month: number) => `${year}-${pad(month)}`;

export function isMonthKey(value: string | null | undefined): value is string {
  return Boolean(value && /^\d{4}-(0[1-9]|1[0-2])$/.test(value));
}

/** 'YYYY-MM' moved by `months` (negative goes back). */
export function shiftMonthKey(key: string, months: number): string {
  const [year, month] = key.split('-').map(Number);
  const index = year * 12 + (month - 1) + months;
  return monthKey(Math.floor(index / 12), (index % 12) + 1);
}

/** The Bangkok month of `now`. */
export function bangkokMonthKey(now: Date = new Date()): string {
  const { year, month } = bangkokParts(now);
  return monthKey(year, month);
}

/** The Gregorian years a month field offers: `back` years before `key`'s up to its own. */
export function yearsUpTo(key: string, back = 5): number[] {
  const last = Number(key.slice(0, 4));
  return Array.from({ length: back + 1 }, (_, i) => last - back + i);
}
