// Dates on content screens: Thai Buddhist era in Thai ("22 พ.ย. 2569"), Gregorian in English,
// always in Bangkok time (ARCHITECTURE "dates").

const formats = new Map<string, Intl.DateTimeFormat>();

function formatter(language: string, month: 'short' | 'long'): Intl.DateTimeFormat {
  const key = `${language}|${month}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(language === 'en' ? 'en-GB' : 'th-TH', {
      day: 'numeric',
      month,
      year: 'numeric',
      timeZone: 'Asia/Bangkok',
    });
    formats.set(key, format);
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
  return Number.isNaN(date.getTime()) ? '' : formatter(language, month).format(date);
}
