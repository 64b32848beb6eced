import { describe, expect, it } from 'vitest';
import { dotCodeError, fittingDotErrors, isoWeekOf, isoWeeksInYear } from './dot-codes';

// The DOT code rule the fitting form and the server share (issue 37 item 10): four digits, a
// real ISO week of that year, not after today. `today` is always pinned here.

const TODAY = '2026-11-28'; // ISO week 48 of 2026

describe('DOT date codes', () => {
  it('knows which years have 53 ISO weeks', () => {
    expect([2015, 2020, 2026, 2032].map(isoWeeksInYear)).toEqual([53, 53, 53, 53]);
    expect([2021, 2022, 2023, 2024, 2025, 2027].map(isoWeeksInYear)).toEqual([
      52, 52, 52, 52, 52, 52,
    ]);
  });

  it('reads the ISO week of a day, across a year’s end', () => {
    expect(isoWeekOf('2026-11-28')).toEqual({ year: 2026, week: 48 });
    expect(isoWeekOf('2027-01-01')).toEqual({ year: 2026, week: 53 });
    expect(isoWeekOf('2027-01-04')).toEqual({ year: 2027, week: 1 });
    expect(isoWeekOf('2024-12-30')).toEqual({ year: 2025, week: 1 });
  });

  it('accepts a real week up to this week', () => {
    expect(dotCodeError('3226', TODAY)).toBeNull();
    expect(dotCodeError('4826', TODAY)).toBeNull();
    expect(dotCodeError('5320', TODAY)).toBeNull();
    expect(dotCodeError(' 0125 ', TODAY)).toBeNull();
  });

  it('refuses a week the year does not have, with the year’s count in Thai', () => {
    expect(dotCodeError('5325', TODAY)).toBe(
      'สัปดาห์ในรหัส DOT ต้องอยู่ระหว่าง 01–52 (ปี 2025 มี 52 สัปดาห์)',
    );
    expect(dotCodeError('0025', TODAY)).toMatch(/^สัปดาห์ในรหัส DOT/);
    expect(dotCodeError('6024', TODAY)).toMatch(/^สัปดาห์ในรหัส DOT/);
  });

  it('refuses a week or a year still to come (week 53 of 2099 included)', () => {
    expect(dotCodeError('5399', TODAY)).toMatch(/ยังมาไม่ถึง/);
    expect(dotCodeError('0127', TODAY)).toMatch(/ยังมาไม่ถึง/);
    expect(dotCodeError('4926', TODAY)).toMatch(/ยังมาไม่ถึง/);
    // On the last days of December the 53rd week of 2026 has come.
    expect(dotCodeError('5326', '2026-12-31')).toBeNull();
  });

  it('refuses anything but four digits', () => {
    for (const bad of ['', '322', '32266', 'ab26', '32-6']) {
      expect(dotCodeError(bad, TODAY)).toBe('รหัส DOT ต้องเป็นเลข 4 หลัก (สัปดาห์และปีที่ผลิต เช่น 3226)');
    }
  });

  it('a fitting needs one sound code per tyre of every line', () => {
    const items = [
      { id: 7, quantity: 4 },
      { id: 8, quantity: 2 },
    ];
    const codes: Record<number, string[]> = { 7: ['3226', '3226', '3226'], 8: ['3226', '5399'] };
    const errors = fittingDotErrors(items, (id) => codes[id] ?? [], TODAY);
    expect(errors.map((e) => [e.itemId, e.index])).toEqual([
      [7, 3],
      [8, 1],
    ]);
    expect(errors[0].message).toBe('กรุณากรอกรหัส DOT ของยางเส้นนี้');
    codes[7].push('0126');
    codes[8][1] = '4826';
    expect(fittingDotErrors(items, (id) => codes[id] ?? [], TODAY)).toEqual([]);
  });
});
