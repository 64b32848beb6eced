import {
  bangkokParts,
  buddhistYear,
  THAI_MONTHS_LONG,
  THAI_MONTHS_SHORT,
} from '../../../lib/bangkok-date';

// Dates on content screens: Thai Buddhist era in Thai ("22 พ.ย. 2569"), Gregorian in English,
// always in Bangkok time (ARCHITECTURE "dates"). Thai is written by hand (lib/bangkok-date.ts
// says why: no locale data to load for a date under a card); English, a chunk of its own that a
// visitor chooses, keeps Intl.

const englishFormats = new Map<string, Intl.DateTimeFormat>();

function englishFormat(month: 'short' | 'long'): Intl.DateTimeFormat {
  let format = englishFormats.get(month);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', {
      day: 'numeric',
      month,
      year: 'numeric',
      timeZone: 'Asia/Bangkok',
    });
    englishFormats.set(month, format);
  }
  return format;
}

/** A full timestamp or a `YYYY-MM-DD` Bangkok calendar day → a display date. */
export function formatContentDate(
  value: string,
  language = 'th',
  month: 'short' | 'long' = 'short',
): string {
  const date = /^\d{4}-\d{2}-\d{2}$/.test(value)
    ? new Date(`${value}T12:00:00+07:00`)
    : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  if (language === 'en') return englishFormat(month).format(date);
  const parts = bangkokParts(date);
  const names = month === 'long' ? THAI_MONTHS_LONG : THAI_MONTHS_SHORT;
  return `${parts.day} ${names[parts.month - 1]} ${buddhistYear(parts.year)}`;
}
