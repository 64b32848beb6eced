import type { ProductCard } from '@yangdee/contracts/catalog';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { compareTotals, type ListingQuery } from './card-index.entries';
import { freshSinceOn, listingFilterIndex } from './card-index.repository';
import { findSetTotals } from './card-index.totals';
import { completeCards, findPage, loadCards } from './product-card.mapper';
import { type CardQuery, offerConditions } from './product-card.repository';

// The SQL listing's 4-fitted totals (decision 0165): the same `findSetTotals` the listing copy
// reads, for the page's tyres; sorted by total, every matching tyre is priced and sorted in code
// (SQL has no total to sort by). The SQL path serves a cold process and a promotion filter only.

/** Every matching tyre at most (a listing has ~5,000 tyres). */
const ALL_ROWS = 1_000_000;

export async function loadListingCards(
  db: DbOrTx,
  cq: CardQuery,
  q: ListingQuery,
  promotion: string | undefined,
  today: string,
): Promise<{ items: ProductCard[]; total: number }> {
  const fi = listingFilterIndex(q.filter, q.fresh);
  // A promotion filter counts only the offers carrying it, as it does for the lowest price.
  const extra = promotion ? sql.join(offerConditions({ promotion }), sql` `) : sql``;
  const totalsOf = async (ids: number[]) => {
    const totals = await findSetTotals(db, today, freshSinceOn(today), ids, extra);
    return (id: number) => totals.get(id)?.[fi] ?? Number.POSITIVE_INFINITY;
  };
  const withTotal = (card: ProductCard, satang: number): ProductCard => ({
    ...card,
    setTotal4: Number.isFinite(satang) ? satang / 100 : null,
  });
  if (q.sort !== 'total') {
    const { items, total } = await loadCards(db, cq);
    const totalOf = await totalsOf(items.map((c) => c.id));
    return { items: items.map((c) => withTotal(c, totalOf(c.id))), total };
  }
  const rows = await findPage(db, { ...cq, sort: 'price_asc', offset: 0, limit: ALL_ROWS });
  const totalOf = await totalsOf(rows.map((r) => r.id));
  rows.sort((a, b) => compareTotals(totalOf(a.id), totalOf(b.id)) || a.id - b.id);
  const page = rows.slice(cq.offset, cq.offset + cq.limit);
  const items = await completeCards(db, page, cq.offerWhere);
  return { items: items.map((c) => withTotal(c, totalOf(c.id))), total: rows.length };
}
