import { z } from 'zod';
import { typedNumber } from './typed-number';

// Bookings that fit the work (issue 36 item 3, docs/decisions/0162). A job's length is the tyres
// times the shop's minutes per tyre plus each chosen service's minutes; a shop has bays and
// opening hours per weekday; a start time is offered only where the whole job fits in ONE bay
// before closing without overlapping that bay's other bookings. The day is cut into blocks of
// BLOCK_MINUTES: a booking takes the blocks it touches, one row per (store, date, bay, block) in
// bay_bookings, whose unique index sells a bay's time once.

export const BLOCK_MINUTES = 15;
/** Start times are offered every START_STEP_MINUTES from opening. */
export const START_STEP_MINUTES = 30;
export const BAYS_MAX = 20;
export const MINUTES_PER_TYRE_MAX = 240;
export const SERVICE_MINUTES_MAX = 480;
/** Used when the shop has not said (decision 0162). */
export const DEFAULT_MINUTES_PER_TYRE = 15;

export const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

/** 'HH:MM' → minutes since midnight. */
export function toMinutes(time: string): number {
  const [h, m] = time.split(':').map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
}

/** Minutes since midnight → 'HH:MM' (24:00 and beyond wrap into the day's last minute). */
export function fromMinutes(minutes: number): string {
  const m = Math.max(0, Math.min(minutes, 24 * 60 - 1));
  return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
}

/** Whether a start value is a bay start time ('HH:MM') rather than a slot name ('slot1'). */
export const isStartTime = (value: string | null | undefined): value is string =>
  typeof value === 'string' && TIME_PATTERN.test(value);

/** One weekday of the shop: how many bays work, from when to when. bays 0 → closed. */
export type BayDay = { bays: number; open: string; close: string };
/** Index 0 = Sunday … 6 = Saturday. */
export type BayWeek = readonly BayDay[];

/** A job's length in minutes: tyres × minutes per tyre + the chosen services' minutes. */
export function jobMinutes(input: {
  tyres: number;
  minutesPerTyre: number;
  services: readonly { minutes: number; include: boolean }[];
}): number {
  const services = input.services
    .filter((s) => s.include)
    .reduce((sum, s) => sum + Math.max(0, s.minutes), 0);
  return Math.max(0, input.tyres) * Math.max(0, input.minutesPerTyre) + services;
}

/** The blocks [first, last) a job of `minutes` starting at `start` ('HH:MM') takes. */
export function blocksOf(start: string, minutes: number): number[] {
  const from = Math.floor(toMinutes(start) / BLOCK_MINUTES);
  const to = Math.ceil((toMinutes(start) + Math.max(minutes, 1)) / BLOCK_MINUTES);
  const out: number[] = [];
  for (let b = from; b < to; b += 1) out.push(b);
  return out;
}

/** The end 'HH:MM' of a job. */
export const endTimeOf = (start: string, minutes: number) =>
  fromMinutes(toMinutes(start) + minutes);

/**
 * Where an order's appointment ends when it was booked into a bay: its start ('HH:MM', kept in
 * appointment_time) plus the order's job_minutes. Null for a slot booking ('slot1'), no
 * appointment or an unknown length, which screens show as before.
 */
export function bayEndOf(
  appointmentTime: string | null | undefined,
  jobMinutes: number | null | undefined,
): string | null {
  if (!isStartTime(appointmentTime) || !jobMinutes || jobMinutes <= 0) return null;
  return endTimeOf(appointmentTime, jobMinutes);
}

/** Taken blocks per bay (1-based bay → set of blocks). */
export type BayBusy = ReadonlyMap<number, ReadonlySet<number>>;

/** The lowest bay where the job fits at `start`, or null. */
export function bayFor(day: BayDay, busy: BayBusy, start: string, minutes: number): number | null {
  if (day.bays <= 0) return null;
  if (toMinutes(start) < toMinutes(day.open)) return null;
  if (toMinutes(start) + minutes > toMinutes(day.close)) return null;
  const blocks = blocksOf(start, minutes);
  for (let bay = 1; bay <= day.bays; bay += 1) {
    const taken = busy.get(bay);
    if (!taken || blocks.every((b) => !taken.has(b))) return bay;
  }
  return null;
}

/**
 * The start times of a day where the whole job fits in one bay before closing, every
 * START_STEP_MINUTES from opening; on today's date only those after `nowTime` ('HH:MM').
 */
export function freeStartTimes(
  day: BayDay | null | undefined,
  busy: BayBusy,
  minutes: number,
  nowTime?: string,
): { value: string; from: string; to: string }[] {
  if (!day || day.bays <= 0 || minutes <= 0) return [];
  const out: { value: string; from: string; to: string }[] = [];
  for (let t = toMinutes(day.open); t + minutes <= toMinutes(day.close); t += START_STEP_MINUTES) {
    const start = fromMinutes(t);
    if (nowTime !== undefined && start <= nowTime) continue;
    if (bayFor(day, busy, start, minutes) !== null) {
      out.push({ value: start, from: start, to: endTimeOf(start, minutes) });
    }
  }
  return out;
}

/**
 * A booking made before bays (a slot, 'from'–'to') placed on the first bay free for its whole
 * window, so a shop that turns bays on does not sell that time twice. Mutates `busy`.
 */
export function placeWindow(
  day: BayDay,
  busy: Map<number, Set<number>>,
  from: string,
  to: string,
): number | null {
  const minutes = toMinutes(to) - toMinutes(from);
  const blocks = blocksOf(from, minutes);
  for (let bay = 1; bay <= day.bays; bay += 1) {
    const taken = busy.get(bay) ?? new Set<number>();
    if (blocks.every((b) => !taken.has(b))) {
      for (const b of blocks) taken.add(b);
      busy.set(bay, taken);
      return bay;
    }
  }
  return null;
}

// ---------- the seller's setting ----------

const time = z
  .string({ message: 'กรุณาเลือกเวลา' })
  .regex(TIME_PATTERN, { message: 'กรุณากรอกเวลาให้ถูกต้อง เช่น 08:30' });

export const BayDaySchema = z
  .object({
    bays: z.preprocess(
      typedNumber,
      z
        .number({ message: 'กรุณากรอกจำนวนช่องบริการเป็นตัวเลข' })
        .int({ message: 'จำนวนช่องบริการต้องเป็นจำนวนเต็ม' })
        .min(0, { message: 'จำนวนช่องบริการต้องไม่ติดลบ' })
        .max(BAYS_MAX, { message: `จำนวนช่องบริการต้องไม่เกิน ${BAYS_MAX} ช่อง` }),
    ),
    open: time,
    close: time,
  })
  .refine((d) => d.bays === 0 || toMinutes(d.open) < toMinutes(d.close), {
    message: 'เวลาเปิดต้องก่อนเวลาปิด',
    path: ['close'],
  });

/** POST /api/seller/save-bay-setting. */
export const SaveBaySettingBodySchema = z.object({
  /** false → the shop books by the slots of spec 9 as before. */
  isEnabled: z.boolean(),
  minutesPerTyre: z.preprocess(
    typedNumber,
    z
      .number({ message: 'กรุณากรอกเวลาต่อเส้นเป็นตัวเลข' })
      .int({ message: 'เวลาต่อเส้นต้องเป็นจำนวนเต็มนาที' })
      .min(1, { message: 'เวลาต่อเส้นต้องอย่างน้อย 1 นาที' })
      .max(MINUTES_PER_TYRE_MAX, { message: `เวลาต่อเส้นต้องไม่เกิน ${MINUTES_PER_TYRE_MAX} นาที` }),
  ),
  /** Sunday … Saturday. */
  days: z.array(BayDaySchema).length(7, { message: 'กรุณากำหนดให้ครบทั้ง 7 วัน' }),
});
export type SaveBaySettingBody = z.infer<typeof SaveBaySettingBodySchema>;

/** GET /api/seller/get-bay-setting. */
export type BaySetting = SaveBaySettingBody;

export const WEEKDAY_NAMES_TH = [
  'วันอาทิตย์',
  'วันจันทร์',
  'วันอังคาร',
  'วันพุธ',
  'วันพฤหัสบดี',
  'วันศุกร์',
  'วันเสาร์',
] as const;

/**
 * The week a shop starts from when it turns bays on (decision 0162): its opening hours (08:00–20:00
 * when not known), as many bays as it took cars per slot, no bays on its closed weekdays.
 */
export function defaultBayWeek(
  weeklyHours: readonly ({ day: number; open: string; close: string } | null)[] | null | undefined,
  closedWeekdays: readonly number[],
  bays: number,
): BayDay[] {
  const list = Array.isArray(weeklyHours) ? weeklyHours : [];
  return [0, 1, 2, 3, 4, 5, 6].map((d) => {
    const h = list.find((x) => x && x.day === d);
    const known = h && TIME_PATTERN.test(h.open) && TIME_PATTERN.test(h.close) && h.open < h.close;
    const closed = closedWeekdays.includes(d) || (list.length > 0 && !h);
    return {
      bays: closed ? 0 : Math.min(BAYS_MAX, Math.max(1, bays)),
      open: known ? h.open : '08:00',
      close: known ? h.close : '20:00',
    };
  });
}

/**
 * The hours of a booking: a bay start time with its length ('09:30', 90 → 09:30–11:00; without a
 * known length it ends where it starts), or the slot it names among the shop's slots.
 */
export function bookedWindow(
  value: string | null | undefined,
  minutes: number | null | undefined,
  slots: readonly { value: string; from: string; to: string }[],
): { from: string; to: string } | null {
  if (!value) return null;
  if (isStartTime(value)) return { from: value, to: bayEndOf(value, minutes) ?? value };
  return slots.find((s) => s.value === value) ?? null;
}
