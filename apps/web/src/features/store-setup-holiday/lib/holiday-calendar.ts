// The holiday calendar's dates: business dates 'YYYY-MM-DD' in Bangkok, shown d/M/yyyy in the
// Buddhist era (year + 543). Arithmetic on UTC noon, so no zone shift can move a day.

const YMD = /^(\d{4})-(\d{2})-(\d{2})$/;
const today = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Bangkok',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** Today's date in Bangkok, 'YYYY-MM-DD'. */
export function bangkokToday(now: Date = new Date()): string {
  return today.format(now);
}

function fromUtc(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** '2026-12-31' → '31/12/2569'. */
export function formatBuddhistDate(ymd: string): string {
  const m = YMD.exec(ymd);
  return m ? `${Number(m[3])}/${Number(m[2])}/${Number(m[1]) + 543}` : ymd;
}

export type CalendarDay = { ymd: string; day: number };

/** Weeks of a month (Sunday first), null for the blanks around it. */
export function monthGrid(year: number, month: number): (CalendarDay | null)[][] {
  const first = new Date(Date.UTC(year, month - 1, 1, 12));
  const days = new Date(Date.UTC(year, month, 0, 12)).getUTCDate();
  const cells: (CalendarDay | null)[] = Array.from({ length: first.getUTCDay() }, () => null);
  for (let day = 1; day <= days; day += 1) {
    cells.push({ ymd: fromUtc(new Date(Date.UTC(year, month - 1, day, 12))), day });
  }
  while (cells.length % 7 !== 0) cells.push(null);
  const weeks: (CalendarDay | null)[][] = [];
  for (let i = 0; i < cells.length; i += 7) weeks.push(cells.slice(i, i + 7));
  return weeks;
}

const monthTitle = new Intl.DateTimeFormat('th-TH-u-ca-buddhist', {
  timeZone: 'UTC',
  month: 'long',
  year: 'numeric',
});

/** 'ธันวาคม 2569'. */
export function formatBuddhistMonth(year: number, month: number): string {
  return monthTitle.format(new Date(Date.UTC(year, month - 1, 1, 12)));
}

export function yearMonthOf(ymd: string): { year: number; month: number } {
  const m = YMD.exec(ymd);
  return m ? { year: Number(m[1]), month: Number(m[2]) } : { year: 1970, month: 1 };
}

export function shiftMonth(year: number, month: number, by: number) {
  const index = year * 12 + (month - 1) + by;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}
