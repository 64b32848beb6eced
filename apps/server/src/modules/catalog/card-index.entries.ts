import { FRESHNESS_MONTHS, type FreshnessMonths } from '@yangdee/contracts/production-year';
import { Slices } from '../../lib/turns';
import {
  CARD_FILTERS,
  type IndexCounts,
  type IndexRow,
  type PromotionRow,
} from './card-index.repository';
import type { SetTotals } from './card-index.totals';
import { toProductCard } from './product-card.mapper';
import type { CardRow, CardSort, OfferSummaryFilter } from './product-card.repository';

// One listed tyre as the listing copy keeps it (decision 0060): its card's JSON, its listing
// keys, and the lowest price, shop count and badges under each shopper filter. How a copy is
// searched: card-index.search.ts; how it follows the database: card-index.copy.ts.

/** Criteria of a listing page, resolved from the request (brand slug → id, car → sizes …). */
export type ListingQuery = {
  brandId?: number;
  sizeIds?: number[];
  width?: number;
  ratio?: number;
  diameter?: number;
  compact?: string;
  type?: string;
  /** Lower-case words that must each appear in the model, size, brand or a type name. */
  words: string[];
  filter: OfferSummaryFilter;
  /** Only offers made within the last 12 or 24 months (decision 0164). */
  fresh?: FreshnessMonths;
  priceMinSatang?: number;
  priceMaxSatang?: number;
  sort: CardSort;
  offset: number;
  limit: number;
};

export type Entry = {
  /** Position in the copy's entry list (ranks are kept per position). */
  at: number;
  id: number;
  brandId: number;
  sizeId: number;
  width: number;
  ratio: number;
  diameter: number;
  compact: string;
  types: string[];
  /** Lower-case model name, size label, brand names and type names (what words match). */
  text: string[];
  sold: number;
  searched: number;
  viewed: number;
  year: number;
  createdUs: number;
  /**
   * Per listingFilterIndex (CARD_FILTERS entry × freshness choice): lowest price (satang,
   * Infinity when none) and shop count.
   */
  prices: number[];
  shops: number[];
  /**
   * Per listingFilterIndex: the lowest total of 4 tyres fitted at the shop (satang, Infinity
   * when no offer the cart takes at 4 counts), decision 0165.
   */
  totals: number[];
  /** Bit i set: a counted offer under CARD_FILTERS[i] carries a promotion / a warranty. */
  promo: number;
  warranty: number;
  /** The card's JSON without its price, shop count and badges, and without the closing brace. */
  json: string;
};

/** A tyre with no offer in the fresh window: nulls (no price, no shop) for every fresh position. */
const noFresh: null[] = Array(FRESHNESS_MONTHS.length * CARD_FILTERS.length).fill(null);

/** An entry's totals before findSetTotals' are set (shared, never written). */
const NO_TOTALS: number[] = Array((FRESHNESS_MONTHS.length + 1) * CARD_FILTERS.length).fill(
  Number.POSITIVE_INFINITY,
);

/** Sets the entries' 4-fitted totals (null → Infinity); an entry absent from `totals` has none. */
export function addTotals(entries: Iterable<Entry>, totals: SetTotals): void {
  for (const e of entries) {
    const list = totals.get(e.id);
    e.totals = list ? list.map((t) => (t === null ? Number.POSITIVE_INFINITY : t)) : NO_TOTALS;
  }
}

/** One literal, every field in one order: one hidden class for the scan loop. */
export function toEntry(row: IndexRow, at: number): Entry {
  // The row as it is (its price and shop count, undefined here, are left out of the card JSON):
  // a copy of the driver's row (`{ ...row }`, ~35 fields) was 14 µs of this call's 16 (issue 18).
  const {
    minPrice: _p,
    shopCount: _s,
    hasPromotion: _h,
    hasWarranty: _w,
    setTotal4: _t,
    ...card
  } = toProductCard(row as IndexRow & Pick<CardRow, 'min_price' | 'shop_count' | 'total'>, {
    types: row.types,
    hasPromotion: false,
    hasWarranty: false,
  });
  return {
    at,
    id: row.id,
    brandId: row.brand_id,
    sizeId: row.size_id,
    width: row.width,
    ratio: row.ratio,
    diameter: row.diameter,
    compact: row.compact,
    types: row.types,
    text: [
      row.model_name,
      row.size_label,
      row.brand_name_th,
      row.brand_name,
      ...row.type_names,
    ].map((t) => t.toLowerCase()),
    sold: row.sold_count,
    searched: row.search_count,
    viewed: row.view_count,
    year: row.production_year,
    createdUs: Number(row.created_us),
    prices: [...row.prices, ...(row.fresh_prices ?? noFresh)].map((p) =>
      p === null ? Number.POSITIVE_INFINITY : Number(p),
    ),
    shops: [...row.shops, ...(row.fresh_shops ?? noFresh)].map(Number),
    totals: NO_TOTALS,
    promo: 0,
    warranty: [...row.warranties, ...(row.fresh_warranties ?? noFresh)].reduce<number>(
      (bits, n, i) => (Number(n) > 0 ? bits | (1 << i) : bits),
      0,
    ),
    json: JSON.stringify(card).slice(0, -1),
  };
}

/** ORs each promotion group into the filters it belongs to (see findIndexPromotions). */
export function addPromotions(byId: Map<number, Entry>, rows: PromotionRow[]): void {
  for (const row of rows) {
    const e = byId.get(row.id);
    if (!e) continue;
    CARD_FILTERS.forEach((f, i) => {
      if (f.inStock && !row.stock) return;
      if (f.orderType === 'SERVICE' && !row.service) return;
      if (f.orderType === 'DELIVERY' && !row.delivery) return;
      e.promo |= 1 << i;
      // The same filter among fresh offers only (listingFilterIndex), when the group is fresh.
      FRESHNESS_MONTHS.forEach((_, m) => {
        if (row.fresh?.[m]) e.promo |= 1 << ((m + 1) * CARD_FILTERS.length + i);
      });
    });
  }
}

/** Whether an entry meets the criteria (words are checked by the caller, from its word cache). */
export function matches(e: Entry, q: ListingQuery, sizes: Set<number> | null, fi: number): boolean {
  if (e.shops[fi] === 0) return false;
  if (q.brandId !== undefined && e.brandId !== q.brandId) return false;
  if (sizes && !sizes.has(e.sizeId)) return false;
  if (q.width !== undefined && e.width !== q.width) return false;
  if (q.ratio !== undefined && e.ratio !== q.ratio) return false;
  if (q.diameter !== undefined && e.diameter !== q.diameter) return false;
  if (q.compact !== undefined && e.compact !== q.compact) return false;
  if (q.type !== undefined && !e.types.includes(q.type)) return false;
  const price = e.prices[fi];
  if (q.priceMinSatang !== undefined && price < q.priceMinSatang) return false;
  if (q.priceMaxSatang !== undefined && price > q.priceMaxSatang) return false;
  return true;
}

/** The SQL orders of decision 0005 (ties by id), on the entry's copies of the keys. */
export function comparator(sort: CardSort, fi: number): (a: Entry, b: Entry) => number {
  switch (sort) {
    case 'popular':
      return (a, b) =>
        b.sold - a.sold || b.searched - a.searched || b.viewed - a.viewed || a.id - b.id;
    case 'price_asc':
      return (a, b) => a.prices[fi] - b.prices[fi] || a.id - b.id;
    case 'price_desc':
      return (a, b) => b.prices[fi] - a.prices[fi] || a.id - b.id;
    case 'newest':
      return (a, b) => b.year - a.year || b.createdUs - a.createdUs || b.id - a.id;
    case 'total':
      // Lowest total first, tyres without one last (Infinity − Infinity would be NaN).
      return (a, b) => compareTotals(a.totals[fi], b.totals[fi]) || a.id - b.id;
  }
}
/** Ascending, Infinity (no total) last and equal to itself. */
export function compareTotals(a: number, b: number): number {
  return a === b ? 0 : a < b ? -1 : 1;
}

/** Entries grouped by a key, for the smallest candidate list of a query. */
export function groupBy(
  entries: Entry[],
  key: (e: Entry) => string | number,
): Map<string | number, Entry[]> {
  const groups = new Map<string | number, Entry[]>();
  for (const e of entries) {
    const k = key(e);
    const list = groups.get(k);
    if (list) list.push(e);
    else groups.set(k, [e]);
  }
  return groups;
}

/**
 * The same entry at another position, with new counts if given (one literal: the scan loop keeps
 * one hidden class).
 */
export function movedTo(e: Entry, at: number, counts: Omit<IndexCounts, 'id'> = e): Entry {
  return {
    at,
    id: e.id,
    brandId: e.brandId,
    sizeId: e.sizeId,
    width: e.width,
    ratio: e.ratio,
    diameter: e.diameter,
    compact: e.compact,
    types: e.types,
    text: e.text,
    sold: counts.sold,
    searched: counts.searched,
    viewed: counts.viewed,
    year: e.year,
    createdUs: e.createdUs,
    prices: e.prices,
    shops: e.shops,
    totals: e.totals,
    promo: e.promo,
    warranty: e.warranty,
    json: e.json,
  };
}

/**
 * Entries are made in slices of about this long: making the 5,000 of a whole listing at once held
 * the event loop ~80 ms (with its garbage), and every request waited that long (issue 18 §3).
 */
export const SLICE_MS = 8;

/** Entries of rows (positions from `from` on), made in slices; requests are answered between them. */
export async function toEntries(rows: IndexRow[], from = 0): Promise<Entry[]> {
  const entries: Entry[] = [];
  const slices = await Slices.start(SLICE_MS);
  for (let i = 0; i < rows.length; i++) {
    entries.push(toEntry(rows[i], from + i));
    if (slices.over) await slices.next();
  }
  return entries;
}

/** What the copy reads of a set of tyres: rows, promotion groups and 4-fitted totals. */
export type IndexRead = { rows: IndexRow[]; promotions: PromotionRow[]; totals: SetTotals };

/** Entries of rows, their promotion groups and totals, positions from `from` on. */
export async function toEntriesWithPromotions(read: IndexRead, from = 0): Promise<Entry[]> {
  const entries = await toEntries(read.rows, from);
  addPromotions(new Map(entries.map((e) => [e.id, e])), read.promotions);
  addTotals(entries, read.totals);
  return entries;
}

/** A sort's order of a copy, and the sort and shopper filter it is of. */
export type Order = { ordered: Entry[]; rank: Int32Array; sort: CardSort; fi: number };
