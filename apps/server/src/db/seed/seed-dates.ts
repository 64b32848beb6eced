// The seed's dates that can run out (platform promotions) are written as on SEED_DAY and moved to
// the day the seed runs, so a database seeded on any day of the year has the same promotions
// running, ended and upcoming (issue 37 item 11). Orders, reviews and holidays stay historical.

import { isoWeekOf } from '@yangdee/contracts/dot-codes';
import { dotWeekStart } from '@yangdee/contracts/production-year';
import { bangkokToday } from '../../lib/time';
import { type PromotionSeed, promotionSeeds } from './data/promotions';

/** The day the seed's data files are written for. */
export const SEED_DAY = '2026-11-22';

const DAY_MS = 86_400_000;

const toTime = (day: string) => Date.parse(`${day}T00:00:00Z`);

/** `day` moved by `days` calendar days (YYYY-MM-DD). */
export function addDays(day: string, days: number): string {
  return new Date(toTime(day) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Whole days from SEED_DAY to `day`. */
export function daysSinceSeedDay(day: string): number {
  return Math.round((toTime(day) - toTime(SEED_DAY)) / DAY_MS);
}

/**
 * A tyre's DOT week written for SEED_DAY, moved by the whole weeks from SEED_DAY to `seedDay`
 * (issue 36): a tyre made N weeks before SEED_DAY is made N weeks before the day the seed runs,
 * so the share of fresh offers (decision 0164) does not age with the calendar. The same day
 * gives the same weeks.
 */
export function movedProductionWeek(
  year: number,
  week: number,
  seedDay: string,
): { year: number; week: number } {
  const weeks = Math.floor(daysSinceSeedDay(seedDay) / 7);
  const start = dotWeekStart(year, week).toISOString().slice(0, 10);
  return isoWeekOf(addDays(start, weeks * 7));
}

/** A date written for SEED_DAY, moved by the whole weeks from SEED_DAY to `seedDay`. */
export function movedDate(date: Date, seedDay: string): Date {
  return new Date(date.getTime() + Math.floor(daysSinceSeedDay(seedDay) / 7) * 7 * DAY_MS);
}

const buddhistYear = (day: string) => Number(day.slice(0, 4)) + 543;
// Thai short dates as the SMS writes them (messages/render/thai-text.ts): th-TH's calendar is the Buddhist era.
const thaiShort = (day: string, withYear: boolean) =>
  new Date(`${day}T00:00:00+07:00`).toLocaleDateString('th-TH', {
    day: 'numeric',
    month: 'short',
    ...(withYear ? { year: 'numeric' } : {}),
    timeZone: 'Asia/Bangkok',
  });

/** "1 พ.ย. – 31 ธ.ค. 2569", the year written once when both ends share it. */
export function thaiPeriod(start: string, end: string): string {
  const sameYear = start.slice(0, 4) === end.slice(0, 4);
  return `${thaiShort(start, !sameYear)} – ${thaiShort(end, true)}`;
}

/** The platform promotions with their dates moved from SEED_DAY to `seedDay`. */
export function datedPromotionSeeds(seedDay: string = bangkokToday()): PromotionSeed[] {
  const shift = daysSinceSeedDay(seedDay);
  return promotionSeeds.map((p) => {
    const startDate = addDays(p.startDate, shift);
    const endDate = addDays(p.endDate, shift);
    const fill = (text: string) =>
      text
        .replaceAll('{period}', thaiPeriod(startDate, endDate))
        .replaceAll('{endYear}', String(buddhistYear(endDate)));
    return {
      ...p,
      startDate,
      endDate,
      title: fill(p.title),
      remark: fill(p.remark),
      imageTitle: fill(p.imageTitle),
      detailHtml: fill(p.detailHtml),
    };
  });
}
