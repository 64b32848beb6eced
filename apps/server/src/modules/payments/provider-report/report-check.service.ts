import { and, eq, gte, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client';
import { providerReportDays, providerReportMismatches } from '../../../db/schema/commission';
import { payments } from '../../../db/schema/orders';
import { AppError } from '../../../lib/app-error';
import { bangkokDayBounds, lastClosedBangkokDay } from '../../../lib/time';
import { type PaymentProvider, PaymentProviderError } from '../provider/payment-provider';
import { type FoundMismatch, matchReport, type OurTransaction } from './report-match';

// The daily reconciliation pass (issue 32 item 5, decision 0145): a Bangkok day's report is
// fetched through the provider port, matched with our payments (report-match.ts) and written as
// that day's row and mismatches. Payments own payments, so this lives here; it reads the refunds'
// table only to know which money the provider gave back.
//
// Running a day again rewrites its findings in one transaction: mismatches no longer found and
// not resolved are deleted, found ones are inserted or brought up to date, and resolved ones are
// left as the operator closed them (unique per day, kind and reference). The day's row is
// written first, so two checks of one day at once queue on its row lock.

export type ReportCheckSummary = {
  day: string;
  theirCount: number;
  ourCount: number;
  mismatchCount: number;
  /** Mismatches still open after this check. */
  openCount: number;
};

export type CheckOptions = {
  now?: Date;
  /** Written in the check's own transaction (the console's audit log). */
  onWritten?: (tx: Tx, summary: ReportCheckSummary) => Promise<void>;
};

/**
 * Our status of a payment, with `refunded` for money the provider gave back. The columns are
 * written qualified: drizzle leaves them bare in a select, and inside the subquery a bare "id"
 * would be the refund's.
 */
const ourStatus = sql<string>`case when payments.status = 'paid' and exists (
  select 1 from payment_refunds r where r.payment_id = payments.id
     and r.route = 'provider' and r.status = 'refunded') then 'refunded'
  else payments.status end`;

const ourColumns = {
  referenceNo: payments.referenceNo,
  gbpReferenceNo: payments.gbpReferenceNo,
  amountSatang: payments.amountSatang,
  status: ourStatus,
};

/** Our payments made on `day`, and those of other days the report names. */
async function ourTransactions(
  db: Db | Tx,
  day: string,
  named: readonly string[],
): Promise<Map<string, OurTransaction>> {
  const { start, end } = bangkokDayBounds(day);
  const ofDay = await db
    .select(ourColumns)
    .from(payments)
    .where(and(gte(payments.createdAt, start), lt(payments.createdAt, end)));
  const ours = new Map<string, OurTransaction>(
    ofDay.map((row) => [row.referenceNo, { ...row, isOfDay: true }]),
  );
  const elsewhere = named.filter((referenceNo) => !ours.has(referenceNo));
  for (let i = 0; i < elsewhere.length; i += 1000) {
    const rows = await db
      .select(ourColumns)
      .from(payments)
      .where(inArray(payments.referenceNo, elsewhere.slice(i, i + 1000)));
    for (const row of rows) ours.set(row.referenceNo, { ...row, isOfDay: false });
  }
  return ours;
}

function assertDayIsOver(day: string, now: Date): void {
  if (bangkokDayBounds(day).end.getTime() > now.getTime()) {
    throw new AppError('RECONCILIATION_DAY_NOT_OVER');
  }
}

async function writeFindings(
  tx: Tx,
  day: string,
  found: FoundMismatch[],
  counts: { theirCount: number; ourCount: number },
  now: Date,
): Promise<number> {
  const dayRow = {
    theirCount: counts.theirCount,
    ourCount: counts.ourCount,
    mismatchCount: found.length,
    checkedAt: now,
  };
  await tx
    .insert(providerReportDays)
    .values({ day, ...dayRow })
    .onConflictDoUpdate({ target: providerReportDays.day, set: dayRow });
  const keys = new Set(found.map((m) => `${m.kind}|${m.referenceNo}`));
  const open = await tx
    .select({
      id: providerReportMismatches.id,
      kind: providerReportMismatches.kind,
      referenceNo: providerReportMismatches.referenceNo,
    })
    .from(providerReportMismatches)
    .where(and(eq(providerReportMismatches.day, day), isNull(providerReportMismatches.resolvedAt)));
  const gone = open.filter((m) => !keys.has(`${m.kind}|${m.referenceNo}`)).map((m) => m.id);
  for (let i = 0; i < gone.length; i += 1000) {
    await tx
      .delete(providerReportMismatches)
      .where(inArray(providerReportMismatches.id, gone.slice(i, i + 1000)));
  }
  for (let i = 0; i < found.length; i += 500) {
    await tx
      .insert(providerReportMismatches)
      .values(found.slice(i, i + 500).map((m) => ({ day, ...m })))
      .onConflictDoUpdate({
        target: [
          providerReportMismatches.day,
          providerReportMismatches.kind,
          providerReportMismatches.referenceNo,
        ],
        set: {
          gbpReferenceNo: sql`excluded.gbp_reference_no`,
          ourAmountSatang: sql`excluded.our_amount_satang`,
          theirAmountSatang: sql`excluded.their_amount_satang`,
          ourStatus: sql`excluded.our_status`,
          theirStatus: sql`excluded.their_status`,
        },
        // A resolved mismatch stays as the operator closed it.
        setWhere: isNull(providerReportMismatches.resolvedAt),
      });
  }
  const [{ openCount }] = await tx
    .select({ openCount: sql<number>`count(*)::int` })
    .from(providerReportMismatches)
    .where(and(eq(providerReportMismatches.day, day), isNull(providerReportMismatches.resolvedAt)));
  return openCount;
}

/** Checks one ended Bangkok day (YYYY-MM-DD) against the provider's report. */
export async function checkProviderReport(
  db: Db,
  provider: PaymentProvider,
  day: string,
  { now = new Date(), onWritten }: CheckOptions = {},
): Promise<ReportCheckSummary> {
  assertDayIsOver(day, now);
  let report: Awaited<ReturnType<PaymentProvider['dailyReport']>>;
  try {
    report = await provider.dailyReport(day);
  } catch (error) {
    if (error instanceof PaymentProviderError) throw new AppError('PAYMENT_PROVIDER_UNAVAILABLE');
    throw error;
  }
  if (!report.isReady) throw new AppError('PROVIDER_REPORT_NOT_READY');
  const { rows } = report;
  return db.transaction(async (tx) => {
    const ours = await ourTransactions(
      tx,
      day,
      rows.map((row) => row.referenceNo),
    );
    const { mismatches, theirCount, ourCount } = matchReport(rows, ours);
    const openCount = await writeFindings(tx, day, mismatches, { theirCount, ourCount }, now);
    const summary = { day, theirCount, ourCount, mismatchCount: mismatches.length, openCount };
    await onWritten?.(tx, summary);
    return summary;
  });
}

/**
 * The scheduled pass: the last day whose report is due (`closeHour` o'clock the next morning,
 * Bangkok) is checked unless it has been already. A report not out yet is asked for again at
 * the next run; a provider that cannot be reached throws (the runner logs it).
 */
export async function checkDueProviderReport(
  db: Db,
  provider: PaymentProvider,
  closeHour: number,
  now = new Date(),
): Promise<ReportCheckSummary | null> {
  const day = lastClosedBangkokDay(now, closeHour);
  const [done] = await db
    .select({ day: providerReportDays.day })
    .from(providerReportDays)
    .where(eq(providerReportDays.day, day));
  if (done) return null;
  try {
    return await checkProviderReport(db, provider, day, { now });
  } catch (error) {
    if (error instanceof AppError && error.code === 'PROVIDER_REPORT_NOT_READY') return null;
    throw error;
  }
}
