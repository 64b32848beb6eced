import type { ReportKind } from '@yangdee/contracts/reports';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

// What every report is made of (decision 0108): a count of its rows, the totals of its totalled
// columns over the whole range, and one slice of rows in a fixed order. Rows come back raw from
// SQL keyed by the report's column keys: money in satang, moments as timestamps, days as
// YYYY-MM-DD; the service (JSON) and the export (.xlsx) convert them at the edge.

export type ReportContext = {
  /** The stores reported on: the store signed in and its branches, or the one branch asked. */
  storeIds: number[];
  fromDate: string;
  toDate: string;
  /** Bangkok midnight starting fromDate, and the one after toDate (exclusive). */
  fromAt: string;
  toAt: string;
  /** product-remain only; null = every status. */
  productStatus: number | null;
};

export type RawRow = Record<string, unknown>;

export type ReportSource = {
  count(db: Db, ctx: ReportContext): Promise<number>;
  /** Sums over the whole range, keyed by column (money in satang). */
  totals(db: Db, ctx: ReportContext): Promise<Record<string, number>>;
  rows(db: Db, ctx: ReportContext, limit: number, offset: number): Promise<RawRow[]>;
};

export type ReportSources = Record<ReportKind, ReportSource>;

/** `(1, 2, 3)`: the scope's store ids for `store_id in ...` (never empty: a seller has a store). */
export function storeList(ctx: ReportContext): SQL {
  return sql`(${sql.join(
    ctx.storeIds.map((id) => sql`${id}`),
    sql`, `,
  )})`;
}

export async function readRows(db: Db, query: SQL): Promise<RawRow[]> {
  const result = await db.execute<RawRow>(query);
  return result.rows;
}

export async function readOne(db: Db, query: SQL): Promise<RawRow> {
  const rows = await readRows(db, query);
  return rows[0] ?? {};
}

/** bigint / numeric values come back as strings from node-postgres: numbers here, null → 0. */
export function numbersOf(row: RawRow, keys: string[]): Record<string, number> {
  return Object.fromEntries(keys.map((k) => [k, Number(row[k] ?? 0) || 0]));
}

const memos = new WeakMap<ReportContext, Map<string, Promise<unknown>>>();

/**
 * One query shared by a report's count, totals and rows within one request (the context object
 * lives as long as the request or the export): a grouped report scans its range once.
 */
export function memoFor<T>(ctx: ReportContext, key: string, run: () => Promise<T>): Promise<T> {
  let map = memos.get(ctx);
  if (!map) {
    map = new Map();
    memos.set(ctx, map);
  }
  let value = map.get(key) as Promise<T> | undefined;
  if (!value) {
    value = run();
    map.set(key, value);
  }
  return value;
}
