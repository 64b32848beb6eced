// The back office's date-range rule (issue 17: "bad ranges — from after to, over 5 years — get a
// Thai message"): one rule for income, the dashboard and every report. Days are Bangkok calendar
// days as YYYY-MM-DD, both ends inclusive.

export const RANGE_MAX_YEARS = 5;
export const RANGE_ORDER_MESSAGE = 'วันที่เริ่มต้นต้องไม่อยู่หลังวันที่สิ้นสุด';
export const RANGE_TOO_LONG_MESSAGE = `เลือกช่วงวันที่ได้ไม่เกิน ${RANGE_MAX_YEARS} ปี`;

/** YYYY-MM-DD plus whole years (29 Feb → 28 Feb when the target year has none). */
export function addYears(day: string, years: number): string {
  const y = Number(day.slice(0, 4)) + years;
  const m = day.slice(5, 7);
  let d = day.slice(8, 10);
  if (m === '02' && d === '29' && !(y % 4 === 0 && (y % 100 !== 0 || y % 400 === 0))) d = '28';
  return `${String(y).padStart(4, '0')}-${m}-${d}`;
}

/** A Thai message when a range is backwards or longer than 5 years, else null (ends optional). */
export function dateRangeError(fromDate?: string | null, toDate?: string | null): string | null {
  if (!fromDate || !toDate) return null;
  if (fromDate > toDate) return RANGE_ORDER_MESSAGE;
  if (toDate > addYears(fromDate, RANGE_MAX_YEARS)) return RANGE_TOO_LONG_MESSAGE;
  return null;
}
