import { isDateKey } from '@yangdee/contracts/slots';
import { THAI_MONTHS_LONG } from '@yangdee/contracts/thai-months';

// The day board's date: 'YYYY-MM-DD' (Bangkok business date) in the URL, shown in the Buddhist
// era with the weekday, e.g. 'วันพฤหัสบดีที่ 26 พฤศจิกายน 2569'.

const WEEKDAYS = ['อาทิตย์', 'จันทร์', 'อังคาร', 'พุธ', 'พฤหัสบดี', 'ศุกร์', 'เสาร์'];

export function bangkokTodayKey(now: Date = new Date()): string {
  return new Date(now.getTime() + 7 * 3_600_000).toISOString().slice(0, 10);
}

export function shiftDateKey(dateKey: string, days: number): string {
  const d = new Date(`${dateKey}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** The ?date= of the URL when it is a real date, else today. */
export function boardDateOf(param: string | null, today: string): string {
  return param && isDateKey(param) ? param : today;
}

export function formatBoardDate(dateKey: string): string {
  const d = new Date(`${dateKey}T12:00:00Z`);
  return `วัน${WEEKDAYS[d.getUTCDay()]}ที่ ${d.getUTCDate()} ${THAI_MONTHS_LONG[d.getUTCMonth()]} ${d.getUTCFullYear() + 543}`;
}
