import {
  type ExportReportBody,
  REPORT_COLUMNS,
  REPORT_TITLES,
  type ReportColumn,
  type ReportKind,
} from '@yangdee/contracts/reports';
import type { Db } from '../../db/client';
import {
  attachmentDisposition,
  bahtCell,
  bangkokDateCell,
  dayCell,
  streamedSheet,
  type XlsxColumn,
} from '../../lib/xlsx';
import type { ScopeSeller } from '../seller-accounts/seller-order-scope';
import type { RawRow } from './report-source';
import { REPORT_SOURCES, reportContext } from './reports.service';

// export-report (spec 7 "Seller" → Exports; issue 17 item 4): the WHOLE range of one report as a
// streamed .xlsx (lib/xlsx.ts, decision 0087): rows are read in batches of EXPORT_BATCH_ROWS and
// written as they come; the last row sums every totalled column of the rows written, so the
// file checks itself against the page's totals (decision 0109).

export const EXPORT_BATCH_ROWS = 2_000;
export const TOTAL_LABEL = 'รวมทั้งหมด';

const WIDTH: Record<ReportColumn['kind'], number> = {
  text: 24,
  money: 18,
  count: 14,
  date: 18,
  day: 14,
};

export function xlsxColumns(report: ReportKind): XlsxColumn[] {
  return REPORT_COLUMNS[report].map((c) => ({
    header: c.label,
    key: c.key,
    kind: c.kind,
    width: c.key === 'product' || c.key === 'promotions' ? 40 : WIDTH[c.kind],
  }));
}

function xlsxCell(column: ReportColumn, value: unknown): unknown {
  if (value === null || value === undefined) return null;
  switch (column.kind) {
    case 'money':
      return bahtCell(Number(value));
    case 'count':
      return Number(value);
    case 'date':
      return bangkokDateCell(value instanceof Date ? value : String(value));
    case 'day':
      return dayCell(String(value));
    default:
      return String(value);
  }
}

export type ReportExport = { disposition: string; stream: NodeJS.ReadableStream };

/** Checks the filter (a bad one is answered before any byte), then writes in the background. */
export async function exportReport(
  db: Db,
  seller: ScopeSeller,
  body: ExportReportBody,
  log: { error: (obj: unknown, msg: string) => void },
  { batchRows = EXPORT_BATCH_ROWS }: { batchRows?: number } = {},
): Promise<ReportExport> {
  const { report } = body;
  const ctx = await reportContext(db, seller, report, body);
  // Rows paid or logged after this moment stay out, so the offset batches below never shift.
  const startedAt = new Date();
  if (Date.parse(ctx.toAt) > startedAt.getTime()) ctx.toAt = startedAt.toISOString();
  const columns = REPORT_COLUMNS[report];
  const source = REPORT_SOURCES[report];
  const { stream, sheet } = streamedSheet(REPORT_TITLES[report], xlsxColumns(report));
  const totalled = columns.filter((c) => c.isTotalled);
  const labelKey = columns.find((c) => c.kind === 'text')?.key ?? columns[0].key;

  const write = async () => {
    // Sums in satang / whole units: integers, exact however many rows.
    const sums = new Map(totalled.map((c) => [c.key, 0]));
    const fetchBatch = (offset: number) => {
      const next = source.rows(db, ctx, batchRows, offset);
      next.catch(() => undefined); // awaited below; no unhandled rejection meanwhile
      return next;
    };
    let offset = 0;
    let batch: RawRow[] = await fetchBatch(0);
    while (batch.length > 0) {
      offset += batch.length;
      // The next batch is read while this one is zipped.
      const following = batch.length < batchRows ? Promise.resolve([]) : fetchBatch(offset);
      for (const row of batch) {
        const cells: Record<string, unknown> = {};
        for (const c of columns) cells[c.key] = xlsxCell(c, row[c.key]);
        for (const c of totalled) sums.set(c.key, (sums.get(c.key) ?? 0) + Number(row[c.key] ?? 0));
        sheet.addRow(cells);
      }
      await sheet.drained();
      batch = await following;
    }
    const totalRow: Record<string, unknown> = { [labelKey]: TOTAL_LABEL };
    for (const c of totalled) {
      const sum = sums.get(c.key) ?? 0;
      totalRow[c.key] = c.kind === 'money' ? bahtCell(sum) : sum;
    }
    sheet.addRow(totalRow);
    await sheet.finish();
  };
  write().catch((error: Error) => {
    log.error({ err: error }, 'report export failed');
    sheet.abort(error);
  });

  const be = (day: string) => `${Number(day.slice(0, 4)) + 543}${day.slice(4)}`;
  return {
    disposition: attachmentDisposition(
      `yangdee-report-${report}-${ctx.fromDate}-${ctx.toDate}.xlsx`,
      `${REPORT_TITLES[report]}-${be(ctx.fromDate)}-${be(ctx.toDate)}.xlsx`,
    ),
    stream,
  };
}
