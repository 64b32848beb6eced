import { dateRangeError } from '@yangdee/contracts/date-range';
import { REPORT_DEFAULT_DAYS } from '@yangdee/contracts/reports';

// A report's filter in the address (back button and links keep it): fromDate, toDate (YYYY-MM-DD,
// Bangkok days), branchId, productStatus, page. Absent dates = the last 30 days; the presets below
// write both ends.

export type ReportQuery = {
  fromDate?: string;
  toDate?: string;
  branchId?: number;
  productStatus?: number;
  page: number;
};

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const positive = (v: string | null) => {
  const n = Number(v);
  return v && Number.isInteger(n) && n > 0 ? n : undefined;
};

export function readReportQuery(params: URLSearchParams): ReportQuery {
  const from = params.get('fromDate') ?? '';
  const to = params.get('toDate') ?? '';
  const status = Number(params.get('productStatus'));
  return {
    ...(DAY.test(from) ? { fromDate: from } : {}),
    ...(DAY.test(to) ? { toDate: to } : {}),
    ...(positive(params.get('branchId')) ? { branchId: positive(params.get('branchId')) } : {}),
    ...(params.get('productStatus') && Number.isInteger(status) && status > 0
      ? { productStatus: status }
      : {}),
    page: positive(params.get('page')) ?? 1,
  };
}

export function writeReportQuery(query: ReportQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.fromDate) params.set('fromDate', query.fromDate);
  if (query.toDate) params.set('toDate', query.toDate);
  if (query.branchId) params.set('branchId', String(query.branchId));
  if (query.productStatus) params.set('productStatus', String(query.productStatus));
  if (query.page > 1) params.set('page', String(query.page));
  return params;
}

const DAY_MS = 86_400_000;
export const shiftDay = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

export type RangePreset = 'last30' | 'thisMonth' | 'lastMonth';
export const RANGE_PRESETS: RangePreset[] = ['last30', 'thisMonth', 'lastMonth'];

/** A preset's days ending on `today` (Bangkok). */
export function presetRange(preset: RangePreset, today: string) {
  const monthStart = `${today.slice(0, 7)}-01`;
  if (preset === 'thisMonth') return { fromDate: monthStart, toDate: today };
  if (preset === 'lastMonth') {
    const lastDay = shiftDay(monthStart, -1);
    return { fromDate: `${lastDay.slice(0, 7)}-01`, toDate: lastDay };
  }
  return { fromDate: shiftDay(today, -(REPORT_DEFAULT_DAYS - 1)), toDate: today };
}

/** The Thai message of a range the server would refuse (the one rule in contracts), or ''. */
export function rangeProblem(query: ReportQuery): string {
  if (!query.fromDate || !query.toDate) return '';
  return dateRangeError(query.fromDate, query.toDate) ?? '';
}
