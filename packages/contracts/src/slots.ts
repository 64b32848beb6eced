import { z } from 'zod';

// Installation slots (spec 9 "Appointment slots", 5 "Install date"): the four slots or the shop's
// own, a per-slot capacity, no slots on the shop's holidays or closed weekdays, and only dates
// from startDate (today + preparation days) up to, excluding, startDate + 30 days.

export const SlotSchema = z.object({ value: z.string(), from: z.string(), to: z.string() });
export type Slot = z.infer<typeof SlotSchema>;

export const DEFAULT_SLOTS: readonly Slot[] = [
  { value: 'slot1', from: '08:00', to: '11:00' },
  { value: 'slot2', from: '11:00', to: '14:00' },
  { value: 'slot3', from: '14:00', to: '17:00' },
  { value: 'slot4', from: '17:00', to: '20:00' },
];

export const BOOKING_WINDOW_DAYS = 30;
export const DATE_KEY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** A calendar date 'YYYY-MM-DD' that really exists. */
export function isDateKey(value: string): boolean {
  if (!DATE_KEY_PATTERN.test(value)) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
}

export function addDays(dateKey: string, days: number): string {
  const d = new Date(`${dateKey}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** 0 = Sunday … 6 = Saturday. */
export function weekdayOf(dateKey: string): number {
  return new Date(`${dateKey}T00:00:00Z`).getUTCDay();
}

/** The first bookable date: today (Bangkok) plus the shop's preparation days. */
export function scheduleStartDate(today: string, prepareDays: number): string {
  return addDays(today, Math.max(0, Math.floor(prepareDays)));
}

/** The last bookable date (inclusive): startDate + 29 days. */
export function scheduleEndDate(startDate: string): string {
  return addDays(startDate, BOOKING_WINDOW_DAYS - 1);
}

export type ShopCalendar = {
  startDate: string;
  /** Shop holidays, 'YYYY-MM-DD'. */
  holidays: readonly string[];
  /** Weekdays the shop is closed (0 = Sunday). */
  closedWeekdays: readonly number[];
};

export type DateRefusal = 'INVALID_DATE' | 'OUT_OF_WINDOW' | 'HOLIDAY' | 'CLOSED';

/** Why a date cannot be booked, or null when it can. */
export function refuseDate(dateKey: string, calendar: ShopCalendar): DateRefusal | null {
  if (!isDateKey(dateKey)) return 'INVALID_DATE';
  if (dateKey < calendar.startDate || dateKey > scheduleEndDate(calendar.startDate)) {
    return 'OUT_OF_WINDOW';
  }
  if (calendar.holidays.includes(dateKey)) return 'HOLIDAY';
  if (calendar.closedWeekdays.includes(weekdayOf(dateKey))) return 'CLOSED';
  return null;
}

/** Dates of the window the shop is open, for the date picker. */
export function bookableDates(calendar: ShopCalendar): string[] {
  const out: string[] = [];
  for (let i = 0; i < BOOKING_WINDOW_DAYS; i += 1) {
    const d = addDays(calendar.startDate, i);
    if (refuseDate(d, calendar) === null) out.push(d);
  }
  return out;
}

/**
 * Dates the date picker offers: open dates of the window with a slot still free (not fully
 * booked, and on today's date not started yet). `taken`: live bookings per date and slot.
 */
export function datesWithFreeSlots(
  calendar: ShopCalendar,
  slots: readonly Slot[] | ((dateKey: string) => readonly Slot[]),
  capacity: number,
  taken: Readonly<Record<string, Readonly<Record<string, number>>>>,
  now: { today: string; nowTime: string },
): string[] {
  return bookableDates(calendar).filter(
    (d) =>
      freeSlots(
        typeof slots === 'function' ? slots(d) : slots,
        capacity,
        taken[d] ?? {},
        d === now.today ? now.nowTime : undefined,
      ).length > 0,
  );
}

/** The shop's slots: its own list when set, else the four slots of spec 9. */
export function shopSlots(customSlots: readonly Slot[] | null | undefined): readonly Slot[] {
  return customSlots && customSlots.length > 0 ? customSlots : DEFAULT_SLOTS;
}

/**
 * The slots with a free place: fewer live bookings than the capacity. On today's date a slot
 * that has already started is not free (`nowTime` 'HH:MM', Bangkok).
 */
export function freeSlots(
  slots: readonly Slot[],
  capacity: number,
  taken: Readonly<Record<string, number>>,
  nowTime?: string,
): Slot[] {
  return slots.filter(
    (s) => (taken[s.value] ?? 0) < capacity && (nowTime === undefined || s.from > nowTime),
  );
}

/** Radio label of a slot: 'from - to' (spec 2.9 c). */
export function slotLabel(slot: Pick<Slot, 'from' | 'to'>): string {
  return `${slot.from} - ${slot.to}`;
}

/**
 * Which slots a shop offers on each weekday (issue 14 §5 /seller/setting, decision 0074): the
 * slot × weekday grid the shop ticks, and the day's closing time from its opening hours — a slot
 * that ends after the shop closes that day is never offered.
 */
export type SlotPlan = {
  /** Slot value → weekdays (0 = Sunday) it is offered; null → every slot on every weekday. */
  slotWeekdays: Readonly<Record<string, readonly number[]>> | null;
  /** Closing time 'HH:MM' per weekday (index 0 = Sunday); null → closed; [] → not known. */
  closingTimes: readonly (string | null)[];
};

/** The shop's slots offered on a weekday. */
export function slotsOnWeekday(slots: readonly Slot[], weekday: number, plan: SlotPlan): Slot[] {
  const known = plan.closingTimes.length === 7;
  const close = known ? plan.closingTimes[weekday] : undefined;
  if (close === null) return [];
  return slots.filter((s) => {
    const days = plan.slotWeekdays?.[s.value];
    if (days && !days.includes(weekday)) return false;
    return close === undefined || s.to <= close;
  });
}

/** Weekdays on which the plan offers no slot at all (the date picker treats them as closed). */
export function weekdaysWithoutSlots(slots: readonly Slot[], plan: SlotPlan): number[] {
  return [0, 1, 2, 3, 4, 5, 6].filter((d) => slotsOnWeekday(slots, d, plan).length === 0);
}
