import { describe, expect, it } from 'vitest';
import {
  type BayBusy,
  bayEndOf,
  bayFor,
  blocksOf,
  bookedWindow,
  endTimeOf,
  freeStartTimes,
  isStartTime,
  jobMinutes,
  placeWindow,
  SaveBaySettingBodySchema,
} from './bays';

const day = { bays: 2, open: '08:00', close: '12:00' };
const busy = (entries: Record<number, number[]>): BayBusy =>
  new Map(Object.entries(entries).map(([bay, blocks]) => [Number(bay), new Set(blocks)]));

describe('job length', () => {
  it('is tyres × minutes per tyre plus the chosen services only', () => {
    expect(
      jobMinutes({
        tyres: 4,
        minutesPerTyre: 15,
        services: [
          { minutes: 60, include: true },
          { minutes: 30, include: false },
        ],
      }),
    ).toBe(120);
  });
  it('is one tyre alone without services', () => {
    expect(jobMinutes({ tyres: 1, minutesPerTyre: 20, services: [] })).toBe(20);
  });
});

describe('fitting a job into a bay', () => {
  it('takes every 15-minute block the job touches', () => {
    expect(blocksOf('08:00', 30)).toEqual([32, 33]);
    expect(blocksOf('08:30', 50)).toEqual([34, 35, 36, 37]);
    expect(endTimeOf('08:30', 50)).toBe('09:20');
  });
  it('offers every 30 minutes where the whole job ends by closing', () => {
    const starts = freeStartTimes(day, busy({}), 120).map((s) => s.value);
    expect(starts).toEqual(['08:00', '08:30', '09:00', '09:30', '10:00']);
  });
  it('labels a start by its end', () => {
    expect(freeStartTimes(day, busy({}), 120)[0]).toEqual({
      value: '08:00',
      from: '08:00',
      to: '10:00',
    });
  });
  it('needs one bay free for the whole job, not pieces of two bays', () => {
    // Bay 1 busy 08:00–09:00, bay 2 busy 09:00–10:00: a 2-hour job cannot start before 10:00.
    const b = busy({ 1: [32, 33, 34, 35], 2: [36, 37, 38, 39] });
    expect(freeStartTimes(day, b, 120).map((s) => s.value)).toEqual(['09:00', '09:30', '10:00']);
    expect(bayFor(day, b, '09:00', 120)).toBe(1);
    expect(bayFor(day, b, '08:30', 120)).toBeNull();
  });
  it('offers nothing on a day without bays, nor past times on today', () => {
    expect(freeStartTimes({ ...day, bays: 0 }, busy({}), 30)).toEqual([]);
    expect(freeStartTimes(day, busy({}), 60, '10:30').map((s) => s.value)).toEqual(['11:00']);
  });
  it('places a slot booking made before bays on the first bay free for its window', () => {
    const b = new Map<number, Set<number>>();
    expect(placeWindow(day, b, '08:00', '11:00')).toBe(1);
    expect(placeWindow(day, b, '08:00', '11:00')).toBe(2);
    expect(placeWindow(day, b, '08:00', '11:00')).toBeNull();
  });
  it('tells a start time from a slot name', () => {
    expect(isStartTime('09:30')).toBe(true);
    expect(isStartTime('slot1')).toBe(false);
  });
});

describe("an order's appointment window", () => {
  it('a booking into a bay ends its job minutes after its start', () => {
    expect(bayEndOf('08:00', 120)).toBe('10:00');
    expect(bayEndOf('09:30', 75)).toBe('10:45');
  });

  it('a slot booking, no appointment or an unknown length has no bay end', () => {
    expect(bayEndOf('slot1', 120)).toBeNull();
    expect(bayEndOf(null, 120)).toBeNull();
    expect(bayEndOf('09:30', null)).toBeNull();
    expect(bayEndOf('09:30', 0)).toBeNull();
  });

  it('the booked window reads a bay start with its length and a slot by its hours', () => {
    const slots = [{ value: 'slot1', from: '08:00', to: '11:00' }];
    expect(bookedWindow('09:30', 90, slots)).toEqual({ from: '09:30', to: '11:00' });
    expect(bookedWindow('09:30', null, slots)).toEqual({ from: '09:30', to: '09:30' });
    expect(bookedWindow('slot1', 90, slots)).toMatchObject({ from: '08:00', to: '11:00' });
  });
});

describe('the bay setting', () => {
  const week = Array.from({ length: 7 }, () => ({ bays: 2, open: '08:00', close: '18:00' }));
  it('accepts bays 0–20 and opening before closing', () => {
    expect(
      SaveBaySettingBodySchema.safeParse({ isEnabled: true, minutesPerTyre: 15, days: week })
        .success,
    ).toBe(true);
  });
  it('refuses closing before opening with a Thai message', () => {
    const bad = week.map((d, i) => (i === 1 ? { ...d, open: '18:00', close: '08:00' } : d));
    const r = SaveBaySettingBodySchema.safeParse({
      isEnabled: true,
      minutesPerTyre: 15,
      days: bad,
    });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.message).toBe('เวลาเปิดต้องก่อนเวลาปิด');
  });
  it('refuses more than 20 bays', () => {
    const bad = week.map((d) => ({ ...d, bays: 21 }));
    expect(
      SaveBaySettingBodySchema.safeParse({ isEnabled: true, minutesPerTyre: 15, days: bad })
        .success,
    ).toBe(false);
  });
});
