import { describe, expect, it } from 'vitest';
import { lastClosedBangkokDay } from '../../../lib/time';
import { lastClosedMonth } from './commission-schedule';

// When the scheduler's daily and monthly passes are due (decision 0145): a Bangkok day closes at
// DAY_CLOSE_HOUR the next morning; a month once its last day has closed.

const bkk = (local: string) => new Date(`${local}+07:00`);

describe('closed days and months', () => {
  it('closes a day at the close hour of the next morning, in Bangkok time', () => {
    expect(lastClosedBangkokDay(bkk('2031-03-02T05:59:59'), 6)).toBe('2031-02-28');
    expect(lastClosedBangkokDay(bkk('2031-03-02T06:00:00'), 6)).toBe('2031-03-01');
    // 23:30 UTC on 1 March is already 06:30 on the 2nd in Bangkok.
    expect(lastClosedBangkokDay(new Date('2031-03-01T23:30:00Z'), 6)).toBe('2031-03-01');
    expect(lastClosedBangkokDay(bkk('2031-03-02T00:00:00'), 0)).toBe('2031-03-01');
  });

  it('closes a month once its last day has closed, across a year and a leap day', () => {
    expect(lastClosedMonth(bkk('2032-03-01T05:59:00'), 6)).toBe('2032-01');
    expect(lastClosedMonth(bkk('2032-03-01T06:00:00'), 6)).toBe('2032-02');
    expect(lastClosedMonth(bkk('2032-03-31T23:00:00'), 6)).toBe('2032-02');
    expect(lastClosedMonth(bkk('2033-01-01T06:00:00'), 6)).toBe('2032-12');
    expect(lastClosedMonth(bkk('2033-01-01T05:00:00'), 6)).toBe('2032-11');
  });
});
