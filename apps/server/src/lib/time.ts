// Business time is Asia/Bangkok (ARCHITECTURE "dates"): UTC+7 all year, no daylight saving.

const BANGKOK_OFFSET_MS = 7 * 60 * 60 * 1000;

/** Today's date in Bangkok as YYYY-MM-DD. */
export function bangkokToday(now: Date = new Date()): string {
  return new Date(now.getTime() + BANGKOK_OFFSET_MS).toISOString().slice(0, 10);
}

/** The time of day in Bangkok as HH:MM. */
export function bangkokNowTime(now: Date = new Date()): string {
  return new Date(now.getTime() + BANGKOK_OFFSET_MS).toISOString().slice(11, 16);
}

/** The Bangkok calendar day (YYYY-MM-DD) `days` after `day` (before, when negative). */
export function addBangkokDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** [start, end) of a Bangkok calendar day, as instants. */
export function bangkokDayBounds(day: string): { start: Date; end: Date } {
  const start = new Date(`${day}T00:00:00+07:00`);
  return { start, end: new Date(start.getTime() + 86_400_000) };
}

/**
 * The latest Bangkok day whose books are closed at `now`: a day closes at `closeHour` o'clock
 * the next morning (the provider's daily report is due then). At 05:59 on the 2nd with a close
 * hour of 6 that is the 31st before; at 06:00, the 1st.
 */
export function lastClosedBangkokDay(now: Date, closeHour: number): string {
  return addBangkokDays(bangkokToday(new Date(now.getTime() - closeHour * 3_600_000)), -1);
}

const BANGKOK_OFFSET = '+07:00';

/** The first instant of a Bangkok calendar day (YYYY-MM-DD). */
export function bangkokDayStart(dateKey: string): Date {
  return new Date(`${dateKey}T00:00:00${BANGKOK_OFFSET}`);
}

/** The first instant of the Bangkok day after `dateKey`. */
export function bangkokDayEnd(dateKey: string): Date {
  return new Date(bangkokDayStart(dateKey).getTime() + 86_400_000);
}
