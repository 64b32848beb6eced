import type { IncomeFilter, IncomeStatus, MoneyTotals } from '@yangdee/contracts/income';
import { and, desc, eq, gte, inArray, lt, type SQL, sql } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { incomeEntries, incomeStatusTotals } from '../../db/schema/income';
import { orders } from '../../db/schema/orders';
import { stores } from '../../db/schema/stores';
import { mergedPageIds, pageWindow } from '../../lib/page-window';

// Reads of the ledger for the income screen (decision 0102 §4): every figure is a SUM over
// income_entries with the same WHERE the transaction list uses, so the two always agree.
// READY is derived at read time: HELD whose release_at has passed (no timer, exact at every read).

const e = incomeEntries;

/** The status a person sees: HELD split into HELD and READY by the release time. */
export const SHOWN_STATUS = sql<IncomeStatus>`(case when ${e.transferStatus} = 'HELD'
  and ${e.releaseAt} <= now() then 'READY' else ${e.transferStatus} end)`;

function statusWhere(status: IncomeStatus): SQL | undefined {
  if (status === 'READY') {
    return and(eq(e.transferStatus, 'HELD'), sql`${e.releaseAt} <= now()`);
  }
  if (status === 'HELD') {
    return and(
      eq(e.transferStatus, 'HELD'),
      sql`(${e.releaseAt} is null or ${e.releaseAt} > now())`,
    );
  }
  return eq(e.transferStatus, status);
}

/** Midnight in Bangkok (UTC+7 all year) of a calendar day. */
const bangkokMidnight = (day: string) => new Date(`${day}T00:00:00+07:00`);
const nextDay = (day: string) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

export function incomeWhere(filter: IncomeFilter, storeIds: number[]): SQL | undefined {
  return and(
    inArray(e.storeId, storeIds),
    filter.moneyTransferStatus ? statusWhere(filter.moneyTransferStatus) : undefined,
    filter.fromDate ? gte(e.paidAt, bangkokMidnight(filter.fromDate)) : undefined,
    filter.toDate ? lt(e.paidAt, bangkokMidnight(nextDay(filter.toDate))) : undefined,
  );
}

const TOTALS = {
  count: sql<number>`count(*)::int`,
  gross: sql<number>`coalesce(sum(${e.grossSatang}), 0)::bigint`,
  fee: sql<number>`coalesce(sum(${e.providerFeeSatang}), 0)::bigint`,
  commission: sql<number>`coalesce(sum(${e.commissionSatang}), 0)::bigint`,
  net: sql<number>`coalesce(sum(${e.netSatang}), 0)::bigint`,
};

/** Satang sums (numbers: bigint sums of a shop's ledger stay far below 2^53). */
function toTotals(row: Record<keyof MoneyTotals, number | string>): MoneyTotals {
  return {
    count: Number(row.count),
    gross: Number(row.gross),
    fee: Number(row.fee),
    commission: Number(row.commission),
    net: Number(row.net),
  };
}

/**
 * The shop's totals per shown status. The settled ones (transferred, refunded) come from
 * income_status_totals, kept by triggers in every writer's transaction (decision 0184); the HELD
 * entries, a few weeks of orders, are summed live, grouped by whether the release time has passed
 * (READY is derived here).
 */
export async function sumByStatus(db: DbOrTx, storeIds: number[]) {
  const held = db
    .select({
      stored: e.transferStatus,
      isReleased: sql<boolean | null>`(${e.releaseAt} <= now())`,
      ...TOTALS,
    })
    .from(e)
    .where(and(inArray(e.storeId, storeIds), eq(e.transferStatus, 'HELD')))
    .groupBy(e.transferStatus, sql`(${e.releaseAt} <= now())`);
  const t = incomeStatusTotals;
  const settled = db
    .select({
      stored: t.transferStatus,
      isReleased: sql<boolean | null>`null::boolean`,
      count: sql<number>`sum(${t.entries})::int`,
      gross: sql<number>`sum(${t.grossSatang})::bigint`,
      fee: sql<number>`sum(${t.providerFeeSatang})::bigint`,
      commission: sql<number>`sum(${t.commissionSatang})::bigint`,
      net: sql<number>`sum(${t.netSatang})::bigint`,
    })
    .from(t)
    .where(inArray(t.storeId, storeIds))
    .groupBy(t.transferStatus);
  const rows = await unionAll(held, settled);
  const byStatus = new Map<IncomeStatus, MoneyTotals>();
  for (const r of rows) {
    const status = (
      r.stored === 'HELD' && r.isReleased === true ? 'READY' : r.stored
    ) as IncomeStatus;
    const row = toTotals(r);
    if (row.count === 0) continue;
    const sum = byStatus.get(status);
    byStatus.set(
      status,
      sum
        ? {
            count: sum.count + row.count,
            gross: sum.gross + row.gross,
            fee: sum.fee + row.fee,
            commission: sum.commission + row.commission,
            net: sum.net + row.net,
          }
        : row,
    );
  }
  return [...byStatus].map(([status, totals]) => ({ status, ...totals }));
}

/**
 * Remainders the shop recorded as collected from the customer (informational): orders not
 * refunded whose remainder was stamped collected (issue 37 item 10), never one still to collect.
 */
export async function sumRemain(db: DbOrTx, storeIds: number[]): Promise<number> {
  const [row] = await db
    .select({ remain: sql<number>`coalesce(sum(${e.remainSatang}), 0)::bigint` })
    .from(e)
    .innerJoin(orders, eq(orders.id, e.orderId))
    .where(
      and(
        inArray(e.storeId, storeIds),
        // Only entries with a remainder count (decision 0169: the join reads those alone).
        sql`${e.remainSatang} <> 0`,
        sql`${e.transferStatus} <> 'REFUNDED'`,
        sql`${orders.remainCollectedAt} is not null`,
      ),
    );
  return Number(row?.remain ?? 0);
}

export async function sumWhere(db: DbOrTx, where: SQL | undefined): Promise<MoneyTotals> {
  const [row] = await db.select(TOTALS).from(e).where(where);
  return toTotals(row ?? { count: 0, gross: 0, fee: 0, commission: 0, net: 0 });
}

export const ENTRY_COLUMNS = {
  id: e.id,
  orderId: e.orderId,
  orderNo: orders.orderNo,
  storeId: e.storeId,
  storeName: stores.name,
  branchName: stores.branchName,
  orderType: e.orderType,
  paymentMethod: e.paymentMethod,
  paidAt: e.paidAt,
  gross: e.grossSatang,
  fee: e.providerFeeSatang,
  commission: e.commissionSatang,
  net: e.netSatang,
  remain: e.remainSatang,
  status: SHOWN_STATUS,
  releaseAt: e.releaseAt,
  transferredAt: e.transferredAt,
  refundedAt: e.refundedAt,
};

export type EntryRow = Awaited<ReturnType<typeof findEntryPage>>[number];

/**
 * One page, newest payment first (decision 0169): each store's newest (past the middle, oldest)
 * offset + limit entry ids come from income_entries_store_paid_idx alone and are merged, then
 * the page's rows are read by id. `total` is the filter's count (the page past it is empty).
 */
export async function findEntryPage(
  db: DbOrTx,
  filter: IncomeFilter,
  storeIds: number[],
  page: { limit: number; offset: number; total: number },
) {
  if (storeIds.length === 0 || page.offset >= page.total) return [];
  const window = pageWindow(page);
  const { skip, take } = window;
  const direction = window.isReversed ? sql`asc` : sql`desc`;
  const order = sql`order by paid_at ${direction}, id ${direction}`;
  const parts = storeIds.map(
    (storeId) =>
      sql`(select id, paid_at from ${e} where ${incomeWhere(filter, [storeId])} ${order} limit ${skip + take})`,
  );
  const ids = await mergedPageIds(db, parts, order, window);
  if (ids.length === 0) return [];
  return db
    .select(ENTRY_COLUMNS)
    .from(e)
    .innerJoin(orders, eq(orders.id, e.orderId))
    .innerJoin(stores, eq(stores.id, e.storeId))
    .where(inArray(e.id, ids))
    .orderBy(desc(e.paidAt), desc(e.id));
}

/** A keyset batch for the export: entries older than the cursor (paid_at, id). */
export function findEntryBatch(
  db: DbOrTx,
  where: SQL | undefined,
  cursor: { paidAt: Date; id: number } | null,
  limit: number,
) {
  const after = cursor
    ? sql`(${e.paidAt}, ${e.id}) < (${cursor.paidAt.toISOString()}::timestamptz, ${cursor.id})`
    : undefined;
  return db
    .select(ENTRY_COLUMNS)
    .from(e)
    .innerJoin(orders, eq(orders.id, e.orderId))
    .innerJoin(stores, eq(stores.id, e.storeId))
    .where(and(where, after))
    .orderBy(desc(e.paidAt), desc(e.id))
    .limit(limit);
}
