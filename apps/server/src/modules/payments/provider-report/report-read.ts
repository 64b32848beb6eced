import {
  type Mismatch,
  RECONCILIATION_PAGE_SIZE,
  type ReconciliationDayResponse,
  type ReconciliationDaysResponse,
  type ReportDaySummary,
} from '@yangdee/contracts/provider-report';
import { and, asc, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { providerReportDays, providerReportMismatches } from '../../../db/schema/commission';
import { orders, payments } from '../../../db/schema/orders';
import { AppError } from '../../../lib/app-error';

// The console's reads of the reconciliation (decision 0145) and the one change an operator makes
// to a mismatch: resolving it with a note, once. Amounts leave here in baht.

const baht = (satang: number | null) => (satang === null ? null : satang / 100);

// Qualified by hand: drizzle leaves columns bare in a select, and a bare "day" in the subquery
// would be the mismatch's own.
const openCount = sql<number>`(select count(*)::int from provider_report_mismatches m
  where m.day = provider_report_days.day and m.resolved_at is null)`;

const summaryColumns = {
  day: providerReportDays.day,
  theirCount: providerReportDays.theirCount,
  ourCount: providerReportDays.ourCount,
  mismatchCount: providerReportDays.mismatchCount,
  openCount,
  checkedAt: providerReportDays.checkedAt,
};

type SummaryRow = Omit<ReportDaySummary, 'checkedAt'> & { checkedAt: Date };

const summaryOf = (row: SummaryRow): ReportDaySummary => ({
  ...row,
  checkedAt: row.checkedAt.toISOString(),
});

/** Checked days, newest first. */
export async function listReportDays(
  db: DbOrTx,
  page: number,
): Promise<ReconciliationDaysResponse> {
  const [rows, [{ total }]] = await Promise.all([
    db
      .select(summaryColumns)
      .from(providerReportDays)
      .orderBy(desc(providerReportDays.day))
      .limit(RECONCILIATION_PAGE_SIZE)
      .offset((page - 1) * RECONCILIATION_PAGE_SIZE),
    db.select({ total: count() }).from(providerReportDays),
  ]);
  return {
    success: true,
    items: rows.map(summaryOf),
    total,
    page,
    pageSize: RECONCILIATION_PAGE_SIZE,
  };
}

/** A checked day with its mismatches: open ones first, then by kind and reference. */
export async function readReportDay(db: DbOrTx, day: string): Promise<ReconciliationDayResponse> {
  const [summary] = await db
    .select(summaryColumns)
    .from(providerReportDays)
    .where(eq(providerReportDays.day, day));
  if (!summary) throw new AppError('NOT_FOUND', 'ยังไม่ได้กระทบยอดของวันนี้');
  const rows = await db
    .select({ mismatch: providerReportMismatches, orderNo: orders.orderNo })
    .from(providerReportMismatches)
    .leftJoin(payments, eq(payments.referenceNo, providerReportMismatches.referenceNo))
    .leftJoin(orders, eq(orders.id, payments.orderId))
    .where(eq(providerReportMismatches.day, day))
    .orderBy(
      sql`${providerReportMismatches.resolvedAt} is not null`,
      asc(providerReportMismatches.kind),
      asc(providerReportMismatches.referenceNo),
    );
  const mismatches: Mismatch[] = rows.map(({ mismatch: m, orderNo }) => ({
    id: m.id,
    kind: m.kind,
    referenceNo: m.referenceNo,
    gbpReferenceNo: m.gbpReferenceNo,
    orderNo: orderNo ?? null,
    ourAmount: baht(m.ourAmountSatang),
    theirAmount: baht(m.theirAmountSatang),
    ourStatus: m.ourStatus,
    theirStatus: m.theirStatus,
    resolvedAt: m.resolvedAt?.toISOString() ?? null,
    resolvedBy: m.resolvedBy,
    resolvedNote: m.resolvedNote,
  }));
  return { success: true, day: summaryOf(summary), mismatches };
}

/**
 * Closes an open mismatch with the operator's note (what they found). Resolved once: a second
 * resolve is refused and changes nothing. Returns the mismatch's day and kind for the audit log.
 */
export async function resolveMismatch(
  db: DbOrTx,
  id: number,
  { by, note, now }: { by: string; note: string; now: Date },
): Promise<{ day: string; kind: string; referenceNo: string }> {
  const [resolved] = await db
    .update(providerReportMismatches)
    .set({ resolvedAt: now, resolvedBy: by.slice(0, 60), resolvedNote: note })
    .where(and(eq(providerReportMismatches.id, id), isNull(providerReportMismatches.resolvedAt)))
    .returning({
      day: providerReportMismatches.day,
      kind: providerReportMismatches.kind,
      referenceNo: providerReportMismatches.referenceNo,
    });
  if (resolved) return resolved;
  const [exists] = await db
    .select({ id: providerReportMismatches.id })
    .from(providerReportMismatches)
    .where(eq(providerReportMismatches.id, id));
  throw new AppError(exists ? 'MISMATCH_ALREADY_RESOLVED' : 'NOT_FOUND');
}
