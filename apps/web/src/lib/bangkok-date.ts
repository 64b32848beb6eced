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

/** The Buddhist-era year (glossary "Dates": year + 543). */
export const buddhistYear = (year: number) => year + 543;

export const THAI_MONTHS_SHORT = [
  'ม.ค.',
  'ก.พ.',
  'มี.ค.',
  'เม.ย.',
  'พ.ค.',
  'มิ.ย.',
  'ก.ค.',
  'ส.ค.',
  'ก.ย.',
  'ต.ค.',
  'พ.ย.',
  'ธ.ค.',
] as const;

export const THAI_MONTHS_LONG = [
  'มกราคม',
  'กุมภาพันธ์',
  'มีนาคม',
  'เมษายน',
  'พฤษภาคม',
  'มิถุนายน',
  'กรกฎาคม',
  'สิงหาคม',
  'กันยายน',
  'ตุลาคม',
  'พฤศจิกายน',
  'ธันวาคม',
] as const;
