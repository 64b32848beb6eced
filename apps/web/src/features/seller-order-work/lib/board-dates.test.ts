import { describe, expect, it } from 'vitest';
import { bangkokTodayKey, boardDateOf, formatBoardDate, shiftDateKey } from './board-dates';

describe('the day board’s date', () => {
  it('is shown with the weekday in the Buddhist era', () => {
    expect(formatBoardDate('2026-11-26')).toBe('วันพฤหัสบดีที่ 26 พฤศจิกายน 2569');
    expect(formatBoardDate('2027-01-01')).toBe('วันศุกร์ที่ 1 มกราคม 2570');
  });
  it('steps a day across months and years', () => {
    expect(shiftDateKey('2026-12-31', 1)).toBe('2027-01-01');
    expect(shiftDateKey('2026-03-01', -1)).toBe('2026-02-28');
  });
  it('is today in Bangkok unless the URL names a real date', () => {
    expect(bangkokTodayKey(new Date('2026-11-25T18:30:00Z'))).toBe('2026-11-26');
    expect(boardDateOf('2026-11-30', '2026-11-26')).toBe('2026-11-30');
    expect(boardDateOf('2026-02-30', '2026-11-26')).toBe('2026-11-26');
    expect(boardDateOf(null, '2026-11-26')).toBe('2026-11-26');
  });
});
