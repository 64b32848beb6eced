import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';

// A page of a newest-first list, read from whichever end of the index is nearer (decision 0169):
// past the middle, the page is counted from the oldest end in ascending order, so a deep page
// walks few index entries. The shop's order list and its income list both page this way.

export type PageWindow = {
  /** Counted from the oldest end (ascending). */
  isReversed: boolean;
  /** Rows skipped from that end. */
  skip: number;
  /** Rows taken after them. */
  take: number;
};

/** Where page `offset`…`offset + limit` of `total` rows lies, counted from the nearer end. */
export function pageWindow(page: { limit: number; offset: number; total: number }): PageWindow {
  const { limit, offset, total } = page;
  const isReversed = offset > total / 2;
  const skip = isReversed ? Math.max(0, total - offset - limit) : offset;
  const take = isReversed ? Math.max(0, total - offset - skip) : limit;
  return { isReversed, skip, take };
}

/**
 * The page's ids from per-store parts (each `select id, <sort column> … order … limit skip+take`)
 * merged in `order` — the parts come from each store's own index.
 */
export async function mergedPageIds(
  db: DbOrTx,
  parts: SQL[],
  order: SQL,
  window: PageWindow,
): Promise<number[]> {
  const found = await db.execute<{ id: number }>(
    sql`select id from (${sql.join(parts, sql` union all `)}) p ${order} limit ${window.take} offset ${window.skip}`,
  );
  return found.rows.map((r) => Number(r.id));
}
