import { sql } from 'drizzle-orm';
import { copyReadsOf, type DbOrTx } from '../../db/client';
import type { LateReads } from '../../db/late-reads';
import { bangkokToday } from '../../lib/time';
import { Slices } from '../../lib/turns';
import {
  CARD_FILTERS,
  cardFilterIndex,
  findIndexPromotions,
  findIndexRows,
  type IndexRow,
  type PromotionRow,
} from './card-index.repository';
import { toProductCard } from './product-card.mapper';
import type { CardRow, CardSort, OfferSummaryFilter } from './product-card.repository';

// The tyre listing from memory (decision 0060). Every listed tyre (5,000 in the benchmark, with
// 100,000 offers) is kept as one entry: its card's JSON, its listing keys, and the lowest price,
// shop count and badges under each shopper filter. A search filters the smallest candidate list
// (one brand, size, rim or width), sorts the matches by a rank made once per order, and joins a
// page of ready JSON (~0.1 ms), where SQL took ~4 ms of database time a page. The copy follows
// the change log the catalogue triggers write (migration 0009) tyre by tyre, behind the requests
// (ListingCopy, decision 0117); view counts (a popularity tie-break) are re-read each minute.

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
  priceMinSatang?: number;
  priceMaxSatang?: number;
  sort: CardSort;
  offset: number;
  limit: number;
};

type Entry = {
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
  /** Per CARD_FILTERS entry: lowest price (satang, Infinity when none) and shop count. */
  prices: number[];
  shops: number[];
  /** Bit i set: a counted offer under CARD_FILTERS[i] carries a promotion / a warranty. */
  promo: number;
  warranty: number;
  /** The card's JSON without its price, shop count and badges, and without the closing brace. */
  json: string;
};

/** One literal, every field in one order: one hidden class for the scan loop. */
function toEntry(row: IndexRow, at: number): Entry {
  // The row as it is (its price and shop count, undefined here, are left out of the card JSON):
  // a copy of the driver's row (`{ ...row }`, ~35 fields) was 14 µs of this call's 16 (issue 18).
  const {
    minPrice: _p,
    shopCount: _s,
    hasPromotion: _h,
    hasWarranty: _w,
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
    prices: row.prices.map((p) => (p === null ? Number.POSITIVE_INFINITY : Number(p))),
    shops: row.shops.map(Number),
    promo: 0,
    warranty: row.warranties.reduce((bits, n, i) => (Number(n) > 0 ? bits | (1 << i) : bits), 0),
    json: JSON.stringify(card).slice(0, -1),
  };
}

/** ORs each promotion group into the filters it belongs to (see findIndexPromotions). */
function addPromotions(byId: Map<number, Entry>, rows: PromotionRow[]): void {
  for (const row of rows) {
    const e = byId.get(row.id);
    if (!e) continue;
    CARD_FILTERS.forEach((f, i) => {
      if (f.inStock && !row.stock) return;
      if (f.orderType === 'SERVICE' && !row.service) return;
      if (f.orderType === 'DELIVERY' && !row.delivery) return;
      e.promo |= 1 << i;
    });
  }
}

/** Whether an entry meets the criteria (words are checked by the caller, from its word cache). */
function matches(e: Entry, q: ListingQuery, sizes: Set<number> | null, fi: number): boolean {
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
function comparator(sort: CardSort, fi: number): (a: Entry, b: Entry) => number {
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
  }
}

/** Words kept per copy with the entries they match (a listing searches the same words a lot). */
const MAX_WORDS = 500;
/** Counts of searches, and candidate lists in a sort's order, kept per copy. */
const MAX_TOTALS = 2000;
/**
 * Entries the sorted lists of one copy hold at most (~8 bytes each): a search of many distinct
 * broad words cannot make a copy grow without bound.
 */
const MAX_SORTED_ENTRIES = 500_000;

/** The entries a word matches: a flag by position, and the list (a candidate list of its own). */
type WordHits = { at: Uint8Array; list: Entry[] };

/** Entries grouped by a key, for the smallest candidate list of a query. */
function groupBy(
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

/** The same entry at another position (one literal: the scan loop keeps one hidden class). */
function movedTo(e: Entry, at: number): Entry {
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
    sold: e.sold,
    searched: e.searched,
    viewed: e.viewed,
    year: e.year,
    createdUs: e.createdUs,
    prices: e.prices,
    shops: e.shops,
    promo: e.promo,
    warranty: e.warranty,
    json: e.json,
  };
}

/**
 * Entries are made in slices of about this long: making the 5,000 of a whole listing at once held
 * the event loop ~80 ms (with its garbage), and every request waited that long (issue 18 §3).
 */
const SLICE_MS = 8;

/** Entries of rows (positions from `from` on), made in slices; requests are answered between them. */
async function toEntries(rows: IndexRow[], from = 0): Promise<Entry[]> {
  const entries: Entry[] = [];
  const slices = await Slices.start(SLICE_MS);
  for (let i = 0; i < rows.length; i++) {
    entries.push(toEntry(rows[i], from + i));
    if (slices.over) await slices.next();
  }
  return entries;
}

/** Entries of rows and their promotion groups, positions from `from` on. */
async function toEntriesWithPromotions(
  rows: IndexRow[],
  promotions: PromotionRow[],
  from = 0,
): Promise<Entry[]> {
  const entries = await toEntries(rows, from);
  addPromotions(new Map(entries.map((e) => [e.id, e])), promotions);
  return entries;
}

/** A sort's order of a copy, and the sort and shopper filter it is of. */
type Order = { ordered: Entry[]; rank: Int32Array; sort: CardSort; fi: number };

export class CardIndex {
  private readonly orders = new Map<string, Order>();
  private readonly words = new Map<string, WordHits>();
  private readonly totals = new Map<string, number>();
  private readonly sortedLists = new Map<string, Entry[]>();
  private sortedEntries = 0;
  /** The copy this one was made from by withTyres: its orders are carried over (carriedOrder). */
  private before: {
    orders: Map<string, Order>;
    moved: (Entry | undefined)[];
    added: Entry[];
  } | null = null;
  private readonly byBrand: Map<string | number, Entry[]>;
  private readonly bySize: Map<string | number, Entry[]>;
  private readonly byDiameter: Map<string | number, Entry[]>;
  private readonly byWidth: Map<string | number, Entry[]>;
  private readonly byDimensions: Map<string | number, Entry[]>;
  private readonly byCompact: Map<string | number, Entry[]>;

  constructor(private readonly entries: Entry[]) {
    this.byBrand = groupBy(entries, (e) => e.brandId);
    this.bySize = groupBy(entries, (e) => e.sizeId);
    this.byDiameter = groupBy(entries, (e) => e.diameter);
    this.byWidth = groupBy(entries, (e) => e.width);
    this.byDimensions = groupBy(entries, (e) => `${e.width}/${e.ratio}/${e.diameter}`);
    this.byCompact = groupBy(entries, (e) => e.compact);
  }

  get size(): number {
    return this.entries.length;
  }

  /** An index of rows and their promotion groups (made in slices, see toEntries). */
  static async of(rows: IndexRow[], promotions: PromotionRow[]): Promise<CardIndex> {
    return new CardIndex(await toEntriesWithPromotions(rows, promotions));
  }

  /**
   * A new index with the tyres of `ids` read again (rows and promotions of those tyres only): a
   * tyre without a row is no longer listed. This index stays as it was (requests may still hold it).
   */
  async withTyres(
    ids: readonly number[],
    rows: IndexRow[],
    promotions: PromotionRow[],
  ): Promise<CardIndex> {
    const changed = new Set(ids);
    // The kept entries at their new positions, by their old position.
    const moved: (Entry | undefined)[] = new Array(this.entries.length);
    const kept: Entry[] = [];
    for (const e of this.entries) {
      if (changed.has(e.id)) continue;
      const next = movedTo(e, kept.length);
      moved[e.at] = next;
      kept.push(next);
    }
    const added = await toEntriesWithPromotions(rows, promotions, kept.length);
    const next = new CardIndex(kept.concat(added));
    next.before = { orders: this.orders, moved, added };
    return next;
  }

  /**
   * A sort's order carried over from the copy before (`before.moved`: where its entries went,
   * undefined for a changed tyre): the tyres not changed keep their order (their keys did not
   * change), the `added` entries are sorted among themselves and merged in. Each copy sorting
   * every order of every tyre again was 5–7 % of the CPU while shops write (a new copy every
   * CATALOG_INDEX_CHECK_MS); a merge is a comparison or two a tyre. Made when a search first
   * asks for that order, as a sort afresh would be.
   */
  private carriedOrder(compare: (a: Entry, b: Entry) => number, old: Entry[]): Entry[] {
    const { moved, added } = this.before as NonNullable<CardIndex['before']>;
    const rest: Entry[] = [];
    for (const e of old) {
      const next = moved[e.at];
      if (next) rest.push(next);
    }
    const fresh = [...added].sort(compare);
    const ordered: Entry[] = new Array(rest.length + fresh.length);
    for (let place = 0, i = 0, j = 0; place < ordered.length; place++) {
      ordered[place] =
        j >= fresh.length || (i < rest.length && compare(rest[i], fresh[j]) <= 0)
          ? rest[i++]
          : fresh[j++];
    }
    return ordered;
  }

  /**
   * A new index of every listed tyre's row read again (view counts move without a change log);
   * promotion badges are kept, except for the tyres of `ids`, whose promotions were read again.
   */
  async withCounters(
    rows: IndexRow[],
    ids: readonly number[],
    promotions: PromotionRow[],
  ): Promise<CardIndex> {
    const old = new Map(this.entries.map((e) => [e.id, e]));
    const changed = new Set(ids);
    const entries = await toEntries(rows);
    for (const e of entries) {
      const before = old.get(e.id);
      if (before && !changed.has(e.id)) e.promo = before.promo;
    }
    addPromotions(
      new Map(entries.filter((e) => changed.has(e.id)).map((e) => [e.id, e])),
      promotions,
    );
    return new CardIndex(entries);
  }

  /** A sort's order (price orders per shopper filter) and each entry's place in it, made once per copy. */
  private order(sort: CardSort, fi: number): Order {
    const key = sort === 'price_asc' || sort === 'price_desc' ? `${sort}:${fi}` : sort;
    let order = this.orders.get(key);
    if (!order) {
      const compare = comparator(sort, fi);
      const old = this.before?.orders.get(key);
      const ordered = old
        ? this.carriedOrder(compare, old.ordered)
        : [...this.entries].sort(compare);
      const rank = new Int32Array(this.entries.length);
      ordered.forEach((e, place) => {
        rank[e.at] = place;
      });
      order = { ordered, rank, sort, fi };
      this.orders.set(key, order);
    }
    return order;
  }

  /** The sort orders this copy has made so far (tests). */
  get ordersMade(): number {
    return this.orders.size;
  }

  /**
   * Makes, a slice at a time, the sort orders searches asked the copy `like` for: swapped in
   * after this, the copy's first searches sort nothing. Left to them, the first searches after a
   * 5,000-offer change (3,070 tyres) or a view-count reload sorted for tens of ms, every request
   * behind them waiting (decision 0129).
   */
  async warmOrdersOf(like: CardIndex): Promise<void> {
    const slices = await Slices.start(SLICE_MS);
    for (const { sort, fi } of like.orders.values()) {
      this.order(sort, fi);
      if (slices.over) await slices.next();
    }
  }

  /** Which entries a word matches (model, size, brand or type name): by position, and the list. */
  private wordHits(word: string): WordHits {
    let hits = this.words.get(word);
    if (!hits) {
      const at = new Uint8Array(this.entries.length);
      const list: Entry[] = [];
      for (const e of this.entries) {
        if (!e.text.some((t) => t.includes(word))) continue;
        at[e.at] = 1;
        list.push(e);
      }
      hits = { at, list };
      if (this.words.size >= MAX_WORDS) this.words.clear();
      this.words.set(word, hits);
    }
    return hits;
  }

  /**
   * The smallest list that holds every match (one brand, size, rim, width or word, else all),
   * and a key naming it.
   */
  private candidates(q: ListingQuery, words: WordHits[]): { key: string; list: Entry[] } {
    let best = { key: 'all', list: this.entries };
    const consider = (key: string, list: Entry[] | undefined) => {
      if ((list ?? []).length < best.list.length) best = { key, list: list ?? [] };
    };
    if (q.brandId !== undefined) consider(`b${q.brandId}`, this.byBrand.get(q.brandId));
    if (q.width !== undefined && q.ratio !== undefined && q.diameter !== undefined) {
      const dimensions = `${q.width}/${q.ratio}/${q.diameter}`;
      consider(`z${dimensions}`, this.byDimensions.get(dimensions));
    }
    if (q.compact !== undefined) consider(`c${q.compact}`, this.byCompact.get(q.compact));
    if (q.diameter !== undefined) consider(`d${q.diameter}`, this.byDiameter.get(q.diameter));
    if (q.width !== undefined) consider(`w${q.width}`, this.byWidth.get(q.width));
    words.forEach((w, i) => {
      consider(`k${q.words[i]}`, w.list);
    });
    if (q.sizeIds) {
      const ids = q.sizeIds;
      consider(
        `s${ids.join(',')}`,
        [...new Set(ids)].flatMap((id) => this.bySize.get(id) ?? []),
      );
    }
    return best;
  }

  /**
   * A candidate list in a sort's order, tyres without a shop under the filter left out: made once
   * per copy, so a search walks it only as far as its page.
   */
  private sorted(key: string, list: Entry[], sort: CardSort, fi: number): Entry[] {
    const at = `${key}|${sort}|${fi}`;
    let sorted = this.sortedLists.get(at);
    if (!sorted) {
      const { ordered, rank } = this.order(sort, fi);
      sorted =
        key === 'all'
          ? ordered.filter((e) => e.shops[fi] > 0)
          : list.filter((e) => e.shops[fi] > 0).sort((a, b) => rank[a.at] - rank[b.at]);
      if (this.sortedEntries + sorted.length > MAX_SORTED_ENTRIES) {
        this.sortedLists.clear();
        this.sortedEntries = 0;
      }
      this.sortedLists.set(at, sorted);
      this.sortedEntries += sorted.length;
    }
    return sorted;
  }

  /**
   * How many tyres match a query (its criteria, not its order or page), counted once per copy:
   * a broad search then walks its order only as far as its page.
   */
  private totalOf(q: ListingQuery, keep: (e: Entry) => boolean, candidates: Entry[]): number {
    const key = JSON.stringify([
      q.brandId,
      q.sizeIds,
      q.width,
      q.ratio,
      q.diameter,
      q.compact,
      q.type,
      q.words,
      cardFilterIndex(q.filter),
      q.priceMinSatang,
      q.priceMaxSatang,
    ]);
    let total = this.totals.get(key);
    if (total === undefined) {
      total = 0;
      for (const e of candidates) if (keep(e)) total += 1;
      if (this.totals.size >= MAX_TOTALS) this.totals.clear();
      this.totals.set(key, total);
    }
    return total;
  }

  /** One page of cards as JSON and the number of matching tyres. */
  page(q: ListingQuery): { itemsJson: string; total: number } {
    const fi = cardFilterIndex(q.filter);
    const sizes = q.sizeIds ? new Set(q.sizeIds) : null;
    const words = q.words.map((w) => this.wordHits(w));
    const keep = (e: Entry) => {
      if (!matches(e, q, sizes, fi)) return false;
      for (const w of words) if (w.at[e.at] !== 1) return false;
      return true;
    };
    // The candidates in the sort's order, walked as far as the page; the count kept per copy.
    // Sorting or walking every hit on every request cost more CPU than the rest of the answer
    // (issue 18 §3).
    const { key, list } = this.candidates(q, words);
    const sorted = this.sorted(key, list, q.sort, fi);
    const total = this.totalOf(q, keep, sorted);
    const shown: Entry[] = [];
    const end = Math.min(q.offset + q.limit, total);
    let seen = 0;
    for (let i = 0; i < sorted.length && seen < end; i++) {
      const e = sorted[i];
      if (!keep(e)) continue;
      if (seen >= q.offset) shown.push(e);
      seen += 1;
    }
    const bit = 1 << fi;
    const items = shown.map(
      (e) =>
        `${e.json},"minPrice":${e.prices[fi] / 100},"shopCount":${e.shops[fi]},"hasPromotion":${(e.promo & bit) !== 0},"hasWarranty":${(e.warranty & bit) !== 0}}`,
    );
    return { itemsJson: `[${items.join(',')}]`, total };
  }
}

async function loadIndex(db: DbOrTx, today: string, ids?: readonly number[]) {
  const [rows, promotions] = await Promise.all([
    findIndexRows(db, ids),
    findIndexPromotions(db, today, ids),
  ]);
  return { rows, promotions };
}

/** View counts no trigger follows: every tyre's row is read again this often (promotions kept). */
const VIEW_COUNT_MAX_AGE_MS = 60_000;
/** Change-log rows read at once; more waiting than this: read the whole listing again. */
const MAX_CHANGES_READ = 20_000;
/**
 * More tyres changed at once than this share of the listing (and than MIN_TYRES_APPLIED): read
 * the whole listing again. Applying 3,070 of 5,118 tyres by id (a 5,000-offer stock change) took
 * 77–87 ms of CPU against 121–152 ms for the whole load, and it keeps the sort orders of the copy
 * before (carriedOrder), which a whole load makes again on the next searches (decision 0128).
 */
const MAX_SHARE_APPLIED = 0.75;
const MIN_TYRES_APPLIED = 1000;

/**
 * The listing copy of one database handle (decision 0117). It follows catalog_changes (the
 * tyres each committed catalogue write touched, in commit order, migration 0009) and reads
 * only those tyres again; a NULL row (every tyre), a pruned log, a new day or too many tyres at
 * once read everything again. Requests never wait for that: `current()` answers with the copy
 * it has (null while cold: the caller answers from SQL) and starts the catch-up behind it. With
 * checkEveryMs 0 (tests) `fresh()` waits for the database's last commit instead.
 */
export class ListingCopy {
  private index: CardIndex | null = null;
  /** The last change the copy has applied. */
  private seq = 0;
  private day = '';
  private rowsAt = 0;
  private checkedAt = 0;
  private work: Promise<void> | null = null;
  /** The database the copy was last read from (the primary's or the replica's connections). */
  private source: DbOrTx | null = null;
  /** Whole loads and per-tyre applications so far (tests read them). */
  readonly stats = { fullLoads: 0, tyreUpdates: 0, tyresRead: 0 };
  onError: (error: unknown) => void = () => {};

  /**
   * Where catch-ups read: connections of their own, not behind requests (decision 0122); the
   * replica's when it is healthy (decision 0150). One catch-up reads from one of them.
   */
  private readonly reads: LateReads;

  constructor(
    db: DbOrTx,
    private readonly checkEveryMs: number,
    /** More changed tyres at once than this: a whole load (tests set it; else by share). */
    private readonly maxTyresApplied?: number,
  ) {
    this.reads = copyReadsOf(db);
  }

  get isReady(): boolean {
    return this.index !== null;
  }

  /** The copy as it is now (null before the first load); a due catch-up starts behind it. */
  current(): CardIndex | null {
    if (Date.now() - this.checkedAt >= this.checkEveryMs && !this.work) {
      this.catchUp().catch(this.onError);
    }
    return this.index;
  }

  /** The copy with every change committed before this call. */
  async fresh(): Promise<CardIndex> {
    // A catch-up already under way may have read the log before this call: wait, then read again.
    if (this.work) await this.work.catch(() => {});
    await this.catchUp(true);
    return this.index as CardIndex;
  }

  /**
   * One catch-up at a time; a call meanwhile shares it. `asOfNow` (and checkEveryMs 0): it reads
   * the replica only when that has replayed every commit before the call, else the primary.
   */
  catchUp(asOfNow = this.checkEveryMs === 0): Promise<void> {
    if (!this.work) {
      const startedAt = Date.now();
      this.work = this.reads
        .run(asOfNow ? 'now' : undefined, (db) => this.step(db))
        .finally(() => {
          this.work = null;
          this.checkedAt = startedAt;
        });
    }
    return this.work;
  }

  private async step(db: DbOrTx): Promise<void> {
    const today = bangkokToday();
    // Another source (the replica lost or back) may be behind what the copy has applied: its log
    // would skip changes the copy never read from it. A whole load from it is consistent.
    if (!this.index || today !== this.day || db !== this.source) return this.loadAll(db, today);
    // One row for the whole window of the log: a 5,000-offer change logs 5,000 rows, and the
    // listing only needs their distinct tyres (JSON: the driver's array parser is slow).
    const result = await db.execute<{
      n: number;
      last: string | null;
      everything: boolean | null;
      ids: number[] | null;
      pruned: string;
    }>(sql`
      select c.n, c.last, c.everything, c.ids, v.version as pruned
        from cache_versions v
        cross join lateral (
          select count(*)::int as n, max(w.seq) as last,
                 bool_or(w.product_id is null) as everything,
                 json_agg(distinct w.product_id) filter (where w.product_id is not null) as ids
            from (select seq, product_id from catalog_changes
                   where seq > ${this.seq} order by seq limit ${MAX_CHANGES_READ + 1}) w) c
       where v.name = 'catalog_changes_pruned'`);
    const logged = result.rows[0];
    const count = logged?.n ?? 0;
    const pruned = Number(logged?.pruned ?? 0);
    const everything = pruned > this.seq || count > MAX_CHANGES_READ || logged?.everything === true;
    const ids = logged?.ids ?? [];
    const most =
      this.maxTyresApplied ??
      Math.max(MIN_TYRES_APPLIED, Math.floor(this.index.size * MAX_SHARE_APPLIED));
    if (everything || ids.length > most) return this.loadAll(db, today);
    const countersDue = Date.now() - this.rowsAt >= VIEW_COUNT_MAX_AGE_MS;
    if (count === 0 && !countersDue) return;
    const lastSeq = count > 0 ? Number(logged?.last) : this.seq;
    if (countersDue) {
      // Every tyre's row again (view counts), the changed tyres' promotions: one cheap pass.
      const rowsAt = Date.now();
      const [all, promotions] = await Promise.all([
        findIndexRows(db),
        ids.length > 0 ? findIndexPromotions(db, today, ids) : Promise.resolve([]),
      ]);
      this.index = await this.swapFor(await this.index.withCounters(all, ids, promotions));
      this.rowsAt = rowsAt;
    } else {
      const { rows: tyreRows, promotions } = await loadIndex(db, today, ids);
      this.index = await this.swapFor(await this.index.withTyres(ids, tyreRows, promotions));
    }
    this.seq = lastSeq;
    this.stats.tyreUpdates += 1;
    this.stats.tyresRead += ids.length;
  }

  /** Seconds since this copy last checked the change log (its age as a copy of the database). */
  ageSeconds(): number {
    return Math.max(0, (Date.now() - this.checkedAt) / 1000);
  }

  /** A new copy, with the sort orders the one it replaces had made (decision 0129). */
  private async swapFor(next: CardIndex): Promise<CardIndex> {
    if (this.index) await next.warmOrdersOf(this.index);
    return next;
  }

  /** Reads the whole listing; the old copy answers meanwhile. */
  private async loadAll(db: DbOrTx, today: string): Promise<void> {
    // The log position first: what the load reads is at least as new (later changes apply after).
    const mark = await db.execute<{ seq: string | null; pruned: string }>(sql`
      select (select max(seq) from catalog_changes) as seq, v.version as pruned
        from cache_versions v where v.name = 'catalog_changes_pruned'`);
    const seq = Math.max(Number(mark.rows[0]?.seq ?? 0), Number(mark.rows[0]?.pruned ?? 0));
    const rowsAt = Date.now();
    const { rows, promotions } = await loadIndex(db, today);
    this.index = await this.swapFor(await CardIndex.of(rows, promotions));
    this.seq = seq;
    this.day = today;
    this.rowsAt = rowsAt;
    this.source = db;
    this.stats.fullLoads += 1;
  }
}

const copies = new WeakMap<DbOrTx, ListingCopy>();

/** The listing copy of a database handle (one per process). */
export function listingOf(db: DbOrTx, checkEveryMs: number): ListingCopy {
  let copy = copies.get(db);
  if (!copy) {
    copy = new ListingCopy(db, checkEveryMs);
    copies.set(db, copy);
  }
  return copy;
}

/** The listing now (null while cold: answer from SQL); with checkEveryMs 0, as of this call. */
export async function listingNow(db: DbOrTx, checkEveryMs: number): Promise<CardIndex | null> {
  const copy = listingOf(db, checkEveryMs);
  return checkEveryMs === 0 ? copy.fresh() : copy.current();
}

/** GET /metrics: seconds since the listing copy last caught up with the database (null: none). */
export function listingAgeSeconds(db: DbOrTx): number | null {
  const copy = copies.get(db);
  return copy?.isReady ? copy.ageSeconds() : null;
}

/** GET /api/health: whether the listing copy started loading and is not ready yet. */
export function listingWarming(db: DbOrTx): boolean {
  const copy = copies.get(db);
  return copy ? !copy.isReady : false;
}
