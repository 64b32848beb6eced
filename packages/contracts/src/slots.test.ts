import { describe, expect, it } from 'vitest';
import {
  bookableDates,
  DEFAULT_SLOTS,
  datesWithFreeSlots,
  freeSlots,
  refuseDate,
  scheduleEndDate,
  scheduleStartDate,
  shopSlots,
  slotLabel,
} from './slots';

const calendar = {
  startDate: '2026-12-01',
  holidays: ['2026-12-05'],
  closedWeekdays: [0], // Sundays
};

describe('slot calendar', () => {
  it('starts after the preparation days and lasts 30 days, the last one excluded', () => {
    expect(scheduleStartDate('2026-11-29', 2)).toBe('2026-12-01');
    expect(scheduleEndDate('2026-12-01')).toBe('2026-12-30');
    expect(refuseDate('2026-11-30', calendar)).toBe('OUT_OF_WINDOW');
    expect(refuseDate('2026-12-01', calendar)).toBeNull();
    expect(refuseDate('2026-12-30', calendar)).toBeNull();
    expect(refuseDate('2026-12-31', calendar)).toBe('OUT_OF_WINDOW');
  });

  it('has no slots on holidays and closed weekdays', () => {
    expect(refuseDate('2026-12-05', calendar)).toBe('HOLIDAY');
    expect(refuseDate('2026-12-06', calendar)).toBe('CLOSED');
    const dates = bookableDates(calendar);
    expect(dates).not.toContain('2026-12-05');
    expect(dates).not.toContain('2026-12-13');
    expect(dates).toHaveLength(30 - 1 - 4);
  });

  it('offers only dates with a free slot: not fully booked, and today only before its last slot', () => {
    const open = { startDate: '2026-12-01', holidays: [], closedWeekdays: [] };
    const full = Object.fromEntries(DEFAULT_SLOTS.map((s) => [s.value, 2]));
    const last = DEFAULT_SLOTS[DEFAULT_SLOTS.length - 1];
    const dates = (taken: Record<string, Record<string, number>>, nowTime: string) =>
      datesWithFreeSlots(open, DEFAULT_SLOTS, 2, taken, { today: '2026-12-01', nowTime });
    expect(dates({}, '08:00')).toHaveLength(30);
    expect(dates({}, last.from)[0]).toBe('2026-12-02');
    expect(dates({ '2026-12-02': full }, '23:00')[0]).toBe('2026-12-03');
    expect(dates({ '2026-12-01': { [last.value]: 2 } }, '16:00')[0]).toBe('2026-12-02');
    expect(dates({ '2026-12-01': { [last.value]: 1 } }, '16:00')[0]).toBe('2026-12-01');
  });

  it('refuses dates that do not exist', () => {
    expect(refuseDate('2026-02-30', calendar)).toBe('INVALID_DATE');
    expect(refuseDate('tomorrow', calendar)).toBe('INVALID_DATE');
  });

  it('offers only slots with a free place', () => {
    const free = freeSlots(DEFAULT_SLOTS, 2, { slot1: 2, slot2: 1 });
    expect(free.map((s) => s.value)).toEqual(['slot2', 'slot3', 'slot4']);
    expect(freeSlots(DEFAULT_SLOTS, 1, { slot1: 1, slot2: 1, slot3: 1, slot4: 1 })).toEqual([]);
  });

  it('hides today’s slots that have already started', () => {
    expect(freeSlots(DEFAULT_SLOTS, 2, {}, '12:30').map((s) => s.value)).toEqual([
      'slot3',
      'slot4',
    ]);
  });

  it('uses the four slots of spec 9 unless the shop has its own', () => {
    expect(shopSlots(null).map(slotLabel)).toEqual([
      '08:00 - 11:00',
      '11:00 - 14:00',
      '14:00 - 17:00',
      '17:00 - 20:00',
    ]);
    expect(shopSlots([{ value: 'am', from: '09:00', to: '12:00' }])).toHaveLength(1);
  });
});
