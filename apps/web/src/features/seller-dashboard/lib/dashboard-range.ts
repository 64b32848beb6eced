import { isDateKey } from '@yangdee/contracts/store-holidays';
import { bangkokParts, buddhistYear, THAI_MONTHS_SHORT } from '../../../lib/bangkok-date';

// The dashboard's range lives in the address (?from=&to=&branch=) so a refresh or a shared link
// shows the same figures. Days are the shop's Bangkok calendar days, YYYY-MM-DD.

export const RANGE_PRESETS = ['7', '30', '90', 'month'] as const;
export type RangePreset = (typeof RANGE_PRESETS)[number];
export type DashboardRange = { fromDate: string; toDate: string; branchId?: number };

const DAY_MS = 86_400_000;
const pad = (n: number) => String(n).padStart(2, '0');

export function bangkokDayKey(now: Date = new Date()): string {
  const { year, month, day } = bangkokParts(now);
  return `${year}-${pad(month)}-${pad(day)}`;
}

function daysBefore(dayKey: string, days: number): string {
  return new Date(Date.parse(`${dayKey}T00:00:00Z`) - days * DAY_MS).toISOString().slice(0, 10);
}

/** A preset's range ending today: the last n days including today, or this month so far. */
export function presetRange(preset: RangePreset, now: Date = new Date()): DashboardRange {
  const today = bangkokDayKey(now);
  if (preset === 'month') return { fromDate: `${today.slice(0, 8)}01`, toDate: today };
  return { fromDate: daysBefore(today, Number(preset) - 1), toDate: today };
}

/** Which preset the range is, if any (to light its button). */
export function presetOf(range: DashboardRange, now: Date = new Date()): RangePreset | null {
  return (
    RANGE_PRESETS.find((p) => {
      const r = presetRange(p, now);
      return r.fromDate === range.fromDate && r.toDate === range.toDate;
    }) ?? null
  );
}

export function readRange(params: URLSearchParams, now: Date = new Date()): DashboardRange {
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  const branch = Number(params.get('branch'));
  const base =
    isDateKey(from) && isDateKey(to) ? { fromDate: from, toDate: to } : presetRange('30', now);
  return Number.isInteger(branch) && branch > 0 ? { ...base, branchId: branch } : base;
}

export function writeRange(range: DashboardRange): URLSearchParams {
  const params = new URLSearchParams({ from: range.fromDate, to: range.toDate });
  if (range.branchId) params.set('branch', String(range.branchId));
  return params;
}

/** A chart point's label: '3 พ.ย.' for a day or a week, 'พ.ย. 68' for a month (Buddhist era). */
export function pointLabel(dayKey: string, bucket: 'day' | 'week' | 'month'): string {
  const [y, m, d] = dayKey.split('-').map(Number);
  const month = THAI_MONTHS_SHORT[m - 1];
  if (bucket === 'month') return `${month} ${String(buddhistYear(y)).slice(2)}`;
  return `${d} ${month}`;
}
