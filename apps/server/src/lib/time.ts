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
