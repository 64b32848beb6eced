import { describe, expect, it } from 'vitest';
import { formatThaiDate, formatThaiDateTime } from './format-thai-date';

const zone = { timeZone: 'Asia/Bangkok' } as const;
const intlDate = new Intl.DateTimeFormat('th-TH-u-ca-buddhist', {
  ...zone,
  day: 'numeric',
  month: 'numeric',
  year: 'numeric',
});
const intlDateTime = new Intl.DateTimeFormat('th-TH-u-ca-buddhist', {
  ...zone,
  day: 'numeric',
  month: 'numeric',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

// A spread of instants: every month, both sides of Bangkok midnight, a leap day.
const INSTANTS = [
  ...Array.from({ length: 12 }, (_, m) => new Date(Date.UTC(2026, m, 5, 3, 4)).toISOString()),
  '2026-11-22T16:59:00.000Z',
  '2026-11-22T17:00:00.000Z',
  '2028-02-29T23:30:00.000Z',
  '2025-12-31T18:05:00.000Z',
];

describe('Thai Buddhist-era dates', () => {
  it('write what Intl th-TH-u-ca-buddhist writes, in Bangkok time', () => {
    for (const iso of INSTANTS) {
      expect(formatThaiDate(iso), iso).toBe(intlDate.format(new Date(iso)));
      expect(formatThaiDateTime(iso), iso).toBe(intlDateTime.format(new Date(iso)));
    }
  });

  it('read a business date as that Bangkok day, and nothing for a broken value', () => {
    expect(formatThaiDate('2026-01-01')).toBe('1/1/2569');
    expect(formatThaiDate('nope')).toBe('');
  });
});
