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
