// The DOT date code on a tyre's sidewall (issue 37 item 10): four digits, the ISO week (01–53)
// and the last two digits of the year it was made, e.g. '3226' = week 32 of 2026. One rule for
// the shop's fitting form and the server: a real week of that year (a year has 53 ISO weeks only
// when it starts on a Thursday, or on a Wednesday in a leap year) and not after today. `today` is
// the caller's clock as YYYY-MM-DD (Bangkok): the browser's in the form, the server's on the server.

/** Four digits; whether the week and year are real is dotCodeError's business. */
export const DOT_CODE_FORMAT = /^\d{4}$/;

export const DOT_FORMAT_MESSAGE = 'รหัส DOT ต้องเป็นเลข 4 หลัก (สัปดาห์และปีที่ผลิต เช่น 3226)';

/** Day of the week (0 = Sunday … 6 = Saturday) of 31 December of `year`, proleptic Gregorian. */
function dec31Weekday(year: number): number {
  return (year + Math.floor(year / 4) - Math.floor(year / 100) + Math.floor(year / 400)) % 7;
}

/** 52 or 53: the ISO weeks `year` has. */
export function isoWeeksInYear(year: number): 52 | 53 {
  return dec31Weekday(year) === 4 || dec31Weekday(year - 1) === 3 ? 53 : 52;
}

/** The ISO week and its year of a YYYY-MM-DD date. */
export function isoWeekOf(dateKey: string): { year: number; week: number } {
  const date = new Date(`${dateKey}T00:00:00Z`);
  const weekday = date.getUTCDay() || 7;
  // The Thursday of this week decides the year.
  const thursday = new Date(date.getTime() + (4 - weekday) * 86_400_000);
  const year = thursday.getUTCFullYear();
  const jan1 = Date.UTC(year, 0, 1);
  const week = Math.floor((thursday.getTime() - jan1) / 86_400_000 / 7) + 1;
  return { year, week };
}

/** The week and year a code names ('3226' → week 32 of 2026); null when not four digits. */
export function readDotCode(code: string): { week: number; year: number } | null {
  const text = code.trim();
  if (!DOT_CODE_FORMAT.test(text)) return null;
  return { week: Number(text.slice(0, 2)), year: 2000 + Number(text.slice(2)) };
}

/** Null when `code` names a real production week not after `today`; else the Thai reason. */
export function dotCodeError(code: string, today: string): string | null {
  const read = readDotCode(code);
  if (!read) return DOT_FORMAT_MESSAGE;
  const { week, year } = read;
  const weeks = isoWeeksInYear(year);
  if (week < 1 || week > weeks) {
    return `สัปดาห์ในรหัส DOT ต้องอยู่ระหว่าง 01–${weeks} (ปี ${year} มี ${weeks} สัปดาห์)`;
  }
  const now = isoWeekOf(today);
  if (year > now.year || (year === now.year && week > now.week)) {
    return `รหัส DOT ${code.trim()} ระบุสัปดาห์ที่ยังมาไม่ถึง กรุณาตรวจสอบบนแก้มยางอีกครั้ง`;
  }
  return null;
}

/**
 * What a fitting's DOT codes lack: each order line needs exactly one code per tyre, each a real
 * week not after today. Answers the Thai reasons by line id and tyre index, empty when all is well.
 */
export function fittingDotErrors(
  items: readonly { id: number; quantity: number }[],
  codesOf: (itemId: number) => readonly string[],
  today: string,
): { itemId: number; index: number; message: string }[] {
  const out: { itemId: number; index: number; message: string }[] = [];
  for (const item of items) {
    const codes = codesOf(item.id);
    for (let n = 0; n < item.quantity; n += 1) {
      const code = (codes[n] ?? '').trim();
      const message = code ? dotCodeError(code, today) : 'กรุณากรอกรหัส DOT ของยางเส้นนี้';
      if (message) out.push({ itemId: item.id, index: n, message });
    }
  }
  return out;
}
