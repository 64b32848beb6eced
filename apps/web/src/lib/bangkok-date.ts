// Calendar parts of an instant in Bangkok time (UTC+7 all year: Thailand keeps no summer time).
// Thai dates are written by hand from these rather than with Intl.DateTimeFormat: the first Thai
// DateTimeFormat a page creates loads the locale's calendar data, ~60 ms of main thread on a fast
// desktop and 4× that on a phone, for a date under a card (issue 13 §2, decision 0079).

const BANGKOK_OFFSET_MS = 7 * 60 * 60 * 1000;

export interface BangkokParts {
  year: number;
  /** 1–12 */
  month: number;
  day: number;
  hour: number;
  minute: number;
}

export function bangkokParts(date: Date): BangkokParts {
  const local = new Date(date.getTime() + BANGKOK_OFFSET_MS);
  return {
    year: local.getUTCFullYear(),
    month: local.getUTCMonth() + 1,
    day: local.getUTCDate(),
    hour: local.getUTCHours(),
    minute: local.getUTCMinutes(),
  };
}

export { buddhistYear, THAI_MONTHS_LONG, THAI_MONTHS_SHORT } from '@yangdee/contracts/thai-months';
