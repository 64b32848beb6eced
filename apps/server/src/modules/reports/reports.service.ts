import { dateRangeError } from '@yangdee/contracts/date-range';
import { satangToBaht } from '@yangdee/contracts/pricing';
import {
  REPORT_COLUMNS,
  REPORT_DEFAULT_DAYS,
  REPORT_PAGE_SIZE,
  type ReportBody,
  type ReportColumn,
  type ReportKind,
  type ReportResponse,
} from '@yangdee/contracts/reports';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { bangkokToday } from '../../lib/time';
import { storeLabel } from '../orders/seller-orders.mapper';
import {
  findScopeStores,
  type ScopeSeller,
  sellerOrderStoreIds,
} from '../seller-accounts/seller-order-scope';
import { customerReport, promotionReport, saleReport } from './order-reports';
import type { RawRow, ReportContext, ReportSources } from './report-source';
import {
  productMovementReport,
  productPromotionReport,
  productRemainReport,
} from './stock-reports';
import { systemReport } from './system-report';

// get-report-* (spec 7 "Seller" → Reports): one use case for the seven reports. The range is the
// shop's Bangkok calendar days (the last 30 days when none is given); an owner reports on its
// store and branches, or on one branch it names (decision 0108).

export const REPORT_SOURCES: ReportSources = {
  sale: saleReport,
  'product-remain': productRemainReport,
  promotion: promotionReport,
  'product-promotion': productPromotionReport,
  'product-movement': productMovementReport,
  system: systemReport,
  customer: customerReport,
};

const DAY_MS = 86_400_000;
const shiftDay = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

type Filter = Pick<ReportBody, 'fromDate' | 'toDate' | 'branchId' | 'productStatus'>;

/** The filter → what the sources read; a bad range is a Thai 400 before any query. */
export async function reportContext(
  db: Db,
  seller: ScopeSeller,
  report: ReportKind,
  filter: Filter,
  now = new Date(),
): Promise<ReportContext> {
  const toDate = filter.toDate ?? bangkokToday(now);
  const fromDate = filter.fromDate ?? shiftDay(toDate, -(REPORT_DEFAULT_DAYS - 1));
  const message = dateRangeError(fromDate, toDate);
  if (message) throw new AppError('VALIDATION_FAILED', message, { toDate: [message] });
  const storeIds = await sellerOrderStoreIds(
    db,
    seller,
    'manageReport',
    filter.branchId ?? undefined,
  );
  const status = filter.productStatus;
  return {
    storeIds,
    fromDate,
    toDate,
    fromAt: `${fromDate}T00:00:00+07:00`,
    toAt: `${shiftDay(toDate, 1)}T00:00:00+07:00`,
    productStatus: report === 'product-remain' && status != null && status !== -1 ? status : null,
  };
}

const isoOf = (v: unknown): string | null => {
  if (v === null || v === undefined || v === '') return null;
  const date = v instanceof Date ? v : new Date(String(v));
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
};

/** One raw cell → the API's value: baht for money, ISO for moments, YYYY-MM-DD for days. */
export function apiCell(column: ReportColumn, value: unknown): string | number | null {
  switch (column.kind) {
    case 'money':
      return value === null || value === undefined ? null : satangToBaht(Number(value));
    case 'count':
      return value === null || value === undefined ? null : Number(value);
    case 'date':
      return isoOf(value);
    case 'day':
      return value ? String(value).slice(0, 10) : null;
    default:
      return value === null || value === undefined ? '' : String(value);
  }
}

export function apiRow(report: ReportKind, row: RawRow) {
  return Object.fromEntries(REPORT_COLUMNS[report].map((c) => [c.key, apiCell(c, row[c.key])]));
}

/** Totals in the API's units: money columns in baht, counts as they are. */
export function apiTotals(report: ReportKind, totals: Record<string, number>) {
  const money = new Set(REPORT_COLUMNS[report].filter((c) => c.kind === 'money').map((c) => c.key));
  return Object.fromEntries(
    Object.entries(totals).map(([k, v]) => [k, money.has(k) ? satangToBaht(v) : v]),
  );
}

export async function getReport(
  db: Db,
  seller: ScopeSeller,
  report: ReportKind,
  body: ReportBody,
): Promise<ReportResponse> {
  const ctx = await reportContext(db, seller, report, body);
  const source = REPORT_SOURCES[report];
  const [totalCount, totals, scope] = await Promise.all([
    source.count(db, ctx),
    source.totals(db, ctx),
    sellerOrderStoreIds(db, seller, 'manageReport').then((ids) => findScopeStores(db, ids)),
  ]);
  const totalPage = Math.max(1, Math.ceil(totalCount / REPORT_PAGE_SIZE));
  const page = Math.min(body.page, totalPage);
  const rows = await source.rows(db, ctx, REPORT_PAGE_SIZE, (page - 1) * REPORT_PAGE_SIZE);
  return {
    report,
    fromDate: ctx.fromDate,
    toDate: ctx.toDate,
    rows: rows.map((r) => apiRow(report, r)),
    totals: { rows: totalCount, ...apiTotals(report, totals) },
    page,
    totalPage,
    totalCount,
    stores: scope.map((st) => ({ id: st.id, name: storeLabel(st) })),
  };
}
