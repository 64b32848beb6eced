import { describe, expect, it } from 'vitest';
import { formatContentDate } from './format-thai-date';

describe('formatContentDate', () => {
  it('shows Thai dates in the Buddhist era, in Bangkok time', () => {
    expect(formatContentDate('2026-12-31')).toBe('31 ธ.ค. 2569');
    // 20:00 UTC on 22 Nov is already 23 Nov in Bangkok.
    expect(formatContentDate('2026-11-22T20:00:00.000Z', 'th', 'long')).toBe('23 พฤศจิกายน 2569');
  });

  it('writes every Thai month as Intl th-TH does', () => {
    for (let m = 0; m < 12; m++) {
      const date = new Date(Date.UTC(2026, m, 5, 3, 4));
      for (const month of ['short', 'long'] as const) {
        const intl = new Intl.DateTimeFormat('th-TH', {
          day: 'numeric',
          month,
          year: 'numeric',
          timeZone: 'Asia/Bangkok',
        });
        expect(formatContentDate(date.toISOString(), 'th', month)).toBe(intl.format(date));
      }
    }
  });

  it('shows Gregorian dates in English and nothing for a broken value', () => {
    expect(formatContentDate('2026-12-31', 'en')).toBe('31 Dec 2026');
    expect(formatContentDate('not a date')).toBe('');
  });
});
