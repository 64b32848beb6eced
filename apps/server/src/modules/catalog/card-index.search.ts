import { Slices } from '../../lib/turns';
import {
  comparator,
  type Entry,
  groupBy,
  type IndexRead,
  type ListingQuery,
  matches,
  movedTo,
  type Order,
  SLICE_MS,
  toEntriesWithPromotions,
} from './card-index.entries';
import { type IndexCounts, listingFilterIndex } from './card-index.repository';
import type { CardSort } from './product-card.repository';

// One copy of the tyre listing and how it is searched (decision 0060): a search filters the
// smallest candidate list (one brand, size, rim or width), sorts the matches by a rank made once
// per order, and joins a page of ready JSON (~0.1 ms), where SQL took ~4 ms of database time a
// page. A copy is never changed: a change makes a new copy from it (withTyres, withCounters).

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

/** A total in satang as the card's baht (null: none). */
const totalJson = (satang: number) => (Number.isFinite(satang) ? String(satang / 100) : 'null');

export class CardIndex {
  private readonly orders = new Map<string, Order>();
  private readonly words = new Map<string, WordHits>();
  private readonly totals = new Map<string, number>();
  private readonly sortedLists = new Map<string, Entry[]>();
  private sortedEntries = 0;
  /** The tyres held, by id (made on first use). */
  private held: Set<number> | null = null;
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
  static async of(read: IndexRead): Promise<CardIndex> {
    return new CardIndex(await toEntriesWithPromotions(read));
  }

  /**
   * A new index with the tyres of `ids` read again (rows and promotions of those tyres only): a
   * tyre without a row is no longer listed. This index stays as it was (requests may still hold it).
   */
  async withTyres(ids: readonly number[], read: IndexRead): Promise<CardIndex> {
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
    const added = await toEntriesWithPromotions(read, kept.length);
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
   * A new index with every tyre's popularity counts as read now (`counts`: the listed tyres, in
   * id order) and the tyres of `ids` read again: the others keep their entries, counts aside. A
   * listed tyre the copy does not hold must be among `ids` (the copy reads it); one not listed
   * any more is left out (decision 0181: the counts alone, not every tyre's row, each minute).
   */
  async withCounters(
    ids: readonly number[],
    read: IndexRead,
    counts: readonly IndexCounts[],
  ): Promise<CardIndex> {
    const old = new Map(this.entries.map((e) => [e.id, e]));
    const changed = new Set(ids);
    const readAgain = await toEntriesWithPromotions(read);
    const fresh = new Map(readAgain.map((e) => [e.id, e]));
    const entries: Entry[] = [];
    const slices = await Slices.start(SLICE_MS);
    for (const c of counts) {
      const e = changed.has(c.id) ? fresh.get(c.id) : (old.get(c.id) ?? fresh.get(c.id));
      if (e) entries.push(movedTo(e, entries.length, c));
      if (slices.over) await slices.next();
    }
    return new CardIndex(entries);
  }

  /** Whether the copy holds this tyre. */
  has(id: number): boolean {
    this.held ??= new Set(this.entries.map((e) => e.id));
    return this.held.has(id);
  }

  /** A sort's order (price orders per shopper filter) and each entry's place in it, made once per copy. */
  private order(sort: CardSort, fi: number): Order {
    const perFilter = sort === 'price_asc' || sort === 'price_desc' || sort === 'total';
    const key = perFilter ? `${sort}:${fi}` : sort;
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
      listingFilterIndex(q.filter, q.fresh),
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
    const fi = listingFilterIndex(q.filter, q.fresh);
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
        `${e.json},"minPrice":${e.prices[fi] / 100},"shopCount":${e.shops[fi]},"hasPromotion":${(e.promo & bit) !== 0},"hasWarranty":${(e.warranty & bit) !== 0},"setTotal4":${totalJson(e.totals[fi])}}`,
    );
    return { itemsJson: `[${items.join(',')}]`, total };
  }
}
