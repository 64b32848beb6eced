// A tyre's production year, one convention everywhere (issue 37 item 12, decision 0137): the
// Gregorian year (ค.ศ.), because that is what the tyre itself says. The DOT code on the sidewall
// ends in the week and the last two digits of the Gregorian year ("2326" = week 23 of 2026), and a
// Thai tyre shop speaks of "ยางปี 26" / "ยางปี 2026". Calendar dates stay in the Buddhist era.

/** The era the production year is written in, for labels such as "ปีที่ผลิต (ค.ศ.)". */
export const PRODUCTION_YEAR_ERA = 'ค.ศ.';

/** How a production year is shown: "2026" — on stock, cards, cart, receipts, pickers and Excel. */
export function formatProductionYear(year: number): string {
  return String(year);
}

/** A typed year: a Buddhist-era year (2400 and later) is read as the Gregorian one it means. */
export function productionYearOf(year: number): number {
  return year >= 2400 ? year - 543 : year;
}

/** "ปีที่ผลิตต้องอยู่ระหว่าง 2021 ถึง 2026" for the years offered (newest first). */
export function productionYearRangeMessage(years: readonly number[]): string {
  const newest = years[0] ?? 0;
  const oldest = years[years.length - 1] ?? newest;
  return `ปีที่ผลิตต้องอยู่ระหว่าง ${formatProductionYear(oldest)} ถึง ${formatProductionYear(newest)}`;
}

// ---------------------------------------------------------------------------------------------
// Fresh tyres (issue 36 item 5, decision 0164): "made within the last N months", read off the
// offer's production year and DOT week relative to a day the caller gives (the server passes its
// clock; nothing here reads the time).

/** The listing's and tyre page's choices: every offer, or made within the last 12 / 24 months. */
export const FRESHNESS_MONTHS = [12, 24] as const;
export type FreshnessMonths = (typeof FRESHNESS_MONTHS)[number];

/** The Thai refusal of a freshness value that is not a choice. */
export const FRESHNESS_INVALID_MESSAGE = 'ตัวกรองปีผลิตต้องเป็น 12 หรือ 24 เดือน';

/** `fresh` query value → months, or undefined for "ทั้งหมด" and anything that is not a choice. */
export function freshnessOf(value: unknown): FreshnessMonths | undefined {
  const n = typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value) : value;
  return FRESHNESS_MONTHS.find((m) => m === n);
}

/** "ผลิตไม่เกิน 12 เดือน": the label of a freshness choice (null: "ทั้งหมด"). */
export function freshnessLabel(months: FreshnessMonths | undefined): string {
  return months ? `ผลิตไม่เกิน ${months} เดือน` : 'ทั้งหมด';
}

/** A DOT week as a week in 1…53, or 1 when it is not known (the oldest the year allows). */
function weekOrFirst(week: number | null | undefined): number {
  return week && week >= 1 && week <= 53 ? week : 1;
}

/** The Monday of ISO week `week` of `year` (UTC), the day a DOT week starts. */
export function dotWeekStart(year: number, week: number): Date {
  const jan4 = Date.UTC(year, 0, 4);
  const mondayOfWeek1 = jan4 - ((new Date(jan4).getUTCDay() + 6) % 7) * 86_400_000;
  return new Date(mondayOfWeek1 + (week - 1) * 7 * 86_400_000);
}

/** `today` ('YYYY-MM-DD') less `months` months, at 00:00 UTC (the 31st of a short month rolls on). */
function monthsBefore(today: string, months: number): Date {
  const [y, m, d] = today.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1 - months, d));
}

/**
 * True when a tyre of `year` and DOT `week` was made within the last `months` months of `today`:
 * its week started on or after that day. Without a week, the first week of the year is assumed,
 * so an unknown week never makes a tyre look newer than it may be.
 */
export function isMadeWithin(
  year: number,
  week: number | null | undefined,
  months: number,
  today: string,
): boolean {
  return dotWeekStart(year, weekOrFirst(week)) >= monthsBefore(today, months);
}

/** An offer's production as one sortable number: year × 100 + week (week 1 when unknown). */
export function productionKey(year: number, week: number | null | undefined): number {
  return year * 100 + weekOrFirst(week);
}

/**
 * The smallest productionKey that isMadeWithin(months, today): an offer is fresh exactly when its
 * key is at least this, so SQL and the in-memory catalogue compare one number per offer.
 */
export function freshSinceKey(months: number, today: string): number {
  const since = monthsBefore(today, months);
  const year = since.getUTCFullYear();
  for (const y of [year - 1, year, year + 1]) {
    for (let w = 1; w <= 53; w++) if (dotWeekStart(y, w) >= since) return y * 100 + w;
  }
  return (year + 2) * 100 + 1;
}

/** "ผลิตปี 2026", or "ผลิตสัปดาห์ 23/2026" when the DOT week is known. */
export function productionLabel(year: number, week: number | null | undefined): string {
  return week && week >= 1 && week <= 53
    ? `ผลิตสัปดาห์ ${week}/${formatProductionYear(year)}`
    : `ผลิตปี ${formatProductionYear(year)}`;
}
