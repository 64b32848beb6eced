import { sql } from 'drizzle-orm';
import { copyReadsOf, type DbOrTx } from '../../db/client';
import type { LateReads } from '../../db/late-reads';
import { bangkokToday } from '../../lib/time';
import { KeptOffers } from './card-index.offers';
import {
  findIndexCounts,
  findIndexPromotions,
  findIndexRows,
  freshSinceOn,
} from './card-index.repository';
import { CardIndex } from './card-index.search';
import { findOfferTotals, findSetTotals, type SetTotals } from './card-index.totals';

// The listing copy of one database handle (decision 0117): it follows the change log the
// catalogue triggers write (migration 0009, product-detail.changes.ts) tyre by tyre, behind the
// requests; view counts (a popularity tie-break) are re-read each minute.

/** Totals priced today kept at most (by everything the price reads, decision 0170). */
const MAX_PRICED_KEPT = 200_000;

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
 * Tyres applied per catch-up at most (decision 0182): a change over more waits in slices, and a
 * write committed meanwhile is applied with the next slice, not after the whole change. Since the
 * fresh summaries come from the kept offers (decision 0183) a tyre costs its written offers only:
 * at 1,000,000 offers a 5,000-offer stock change (3,106 tyres) applies in ~1.0 s in slices of 500
 * (~0.15 s each) on a quiet host, ~0.75 s at once; under the mixed bench with a neighbour a slice
 * of 500 took 0.3-1.7 s, of 1,500 1.6-2.5 s (the change seen after 6.3 s and 4.8 s).
 */
const SLICE_TYRES = 500;

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
  /** The counted offers behind the totals, per tyre (decision 0171). */
  private offers = new KeptOffers();
  /** Totals priced today, by everything the price reads (cleared on a new day or when full). */
  private priced = new Map<string, number | null>();
  private pricedDay = '';
  /**
   * Whole loads and per-tyre applications so far, tyres whose offers were read whole for their
   * totals and offers read by id (tests read them); the last catch-up's parts in ms (the bench).
   */
  readonly stats = {
    fullLoads: 0,
    tyreUpdates: 0,
    tyresRead: 0,
    /** Tyre rows read (a whole load reads every one; the minute's counts none, decision 0181). */
    rowsRead: 0,
    tyresPriced: 0,
    offersPriced: 0,
    last: { logMs: 0, readMs: 0, applyMs: 0, tyres: 0, offers: 0 },
  };
  onError: (error: unknown) => void = () => {};
  /** How often every tyre's view counts are read again (tests set 0: on every catch-up). */
  countsEveryMs = VIEW_COUNT_MAX_AGE_MS;
  /** Tyres one catch-up applies at most (tests set a few). */
  sliceTyres = SLICE_TYRES;
  /**
   * Logged tyres not applied yet, oldest first: tyre → the offers logged under it (0: the tyre
   * itself). The log position (seq) is past them; a whole load forgets them.
   */
  private waiting = new Map<number, Set<number>>();

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
    /** The server's clock (tests pin it): the day a copy is of. */
    private readonly clock: () => Date = () => new Date(),
  ) {
    this.reads = copyReadsOf(db);
  }

  get isReady(): boolean {
    return this.index !== null;
  }

  /** The copy as it is, starting no catch-up (tests look between slices). */
  get latest(): CardIndex | null {
    return this.index;
  }

  /** Tyres logged and not applied yet (a large change waiting in slices). */
  get waitingTyres(): number {
    return this.waiting.size;
  }

  /**
   * The copy as it is now (null before the first load); a due catch-up starts behind it, and the
   * next slice of a large change at once.
   */
  current(): CardIndex | null {
    const due = Date.now() - this.checkedAt >= this.checkEveryMs || this.waiting.size > 0;
    if (due && !this.work) {
      this.catchUp().catch(this.onError);
    }
    return this.index;
  }

  /** The copy with every change committed before this call. */
  async fresh(): Promise<CardIndex> {
    // A catch-up already under way may have read the log before this call: wait, then read again.
    if (this.work) await this.work.catch(() => {});
    await this.catchUp(true);
    while (this.waiting.size > 0) await this.catchUp(true);
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
    const startedAt = performance.now();
    // The day (promotion badges, the fresh windows of decision 0164) from the catalogue's clock.
    const today = bangkokToday(this.clock());
    // Another source (the replica lost or back) may be behind what the copy has applied: its log
    // would skip changes the copy never read from it. A whole load from it is consistent.
    if (!this.index || today !== this.day || db !== this.source) return this.loadAll(db, today);
    // One row for the whole window of the log: a 5,000-offer change logs 5,000 rows, and the
    // listing only needs their distinct tyres and offers. Rows of one transaction share `at`
    // (its start): those of a transaction that logged more than a slice are kept apart (`big`),
    // to wait in slices behind the small ones (decision 0182).
    const result = await db.execute<{
      n: number;
      last: string | null;
      everything: boolean | null;
      pairs: string | null;
      big: string | null;
      pruned: string;
    }>(sql`
      select c.n, c.last, c.everything, c.pairs, c.big, v.version as pruned
        from cache_versions v
        cross join lateral (
          select count(*)::int as n, max(w.seq) as last,
                 bool_or(w.product_id is null) as everything,
                 string_agg(distinct w.product_id || ':' || coalesce(w.offer_id, 0), ',')
                   filter (where w.product_id is not null and not w.big) as pairs,
                 string_agg(distinct w.product_id || ':' || coalesce(w.offer_id, 0), ',')
                   filter (where w.product_id is not null and w.big) as big
            from (select seq, product_id, offer_id,
                         count(*) over (partition by at) > ${this.sliceTyres} as big
                    from (select seq, product_id, offer_id, at from catalog_changes
                           where seq > ${this.seq} order by seq limit ${MAX_CHANGES_READ + 1}) r) w) c
       where v.name = 'catalog_changes_pruned'`);
    const logged = result.rows[0];
    const count = logged?.n ?? 0;
    const pruned = Number(logged?.pruned ?? 0);
    const everything = pruned > this.seq || count > MAX_CHANGES_READ || logged?.everything === true;
    const small = loggedPairs(logged?.pairs ?? null);
    const big = loggedPairs(logged?.big ?? null);
    const most =
      this.maxTyresApplied ??
      Math.max(MIN_TYRES_APPLIED, Math.floor(this.index.size * MAX_SHARE_APPLIED));
    const owed = new Set([...this.waiting.keys(), ...small.keys(), ...big.keys()]).size;
    if (everything || owed > most) return this.loadAll(db, today);
    const countersDue = Date.now() - this.rowsAt >= this.countsEveryMs;
    if (count === 0 && this.waiting.size === 0 && !countersDue) return;
    const lastSeq = count > 0 ? Number(logged?.last) : this.seq;
    const slice = this.nextSlice(small, big);
    const ids = [...slice.keys()];
    const readAt = performance.now();
    const since = freshSinceOn(today);
    const rowsAt = Date.now();
    // With the view counts due, every listed tyre's counts (decision 0181); a listed tyre the copy
    // does not hold (listed without a log row) is read whole with the changed ones.
    const index = this.index;
    const counts = countersDue ? await findIndexCounts(db) : null;
    const read = counts
      ? [...ids, ...counts.filter((c) => !index.has(c.id) && !slice.has(c.id)).map((c) => c.id)]
      : ids;
    const [rows, promotions, totals] = await Promise.all([
      read.length > 0 ? findIndexRows(db, read) : Promise.resolve([]),
      read.length > 0 ? findIndexPromotions(db, today, since, read) : Promise.resolve([]),
      read.length > 0 ? this.totalsOf(db, today, read, slice) : new Map(),
    ]);
    await this.offers.addFresh(rows, since);
    const applyAt = performance.now();
    const next = counts
      ? await index.withCounters(read, { rows, promotions, totals }, counts)
      : await index.withTyres(read, { rows, promotions, totals });
    this.index = await this.swapFor(next);
    if (countersDue) this.rowsAt = rowsAt;
    for (const id of ids) this.waiting.delete(id);
    this.seq = lastSeq;
    this.stats.tyreUpdates += 1;
    this.stats.tyresRead += read.length;
    this.stats.rowsRead += rows.length;
    this.stats.last = {
      logMs: readAt - startedAt,
      readMs: applyAt - readAt,
      applyMs: performance.now() - applyAt,
      tyres: read.length,
      offers: count,
    };
  }

  /**
   * The tyres this catch-up applies (decision 0182): every one small transactions logged, then
   * the oldest waiting ones up to sliceTyres; those of large transactions join the waiting ones
   * (the log position moves past them).
   */
  private nextSlice(
    small: Map<number, Set<number>>,
    big: Map<number, Set<number>>,
  ): Map<number, Set<number>> {
    for (const [id, offers] of big) addAll(this.waiting, id, offers);
    const slice = new Map<number, Set<number>>();
    for (const [id, offers] of small) addAll(slice, id, offers);
    for (const [id, offers] of this.waiting) {
      if (slice.size >= this.sliceTyres) break;
      addAll(slice, id, offers);
    }
    // A tyre taken that also waits: what it waits with goes with it.
    for (const [id, offers] of slice) {
      for (const o of this.waiting.get(id) ?? []) offers.add(o);
    }
    return slice;
  }

  /**
   * The changed tyres' totals (decision 0171): the offers the log names are read by id and put
   * in place of the kept ones; a tyre logged without an offer (the tyre itself changed) or not
   * kept yet has all its offers read again.
   */
  private async totalsOf(
    db: DbOrTx,
    today: string,
    ids: readonly number[],
    named: Map<number, Set<number>>,
  ): Promise<SetTotals> {
    const logged = new Map<number, Set<number>>();
    const whole = new Set(ids.filter((id) => !this.offers.has(id)));
    for (const [tyre, offers] of named) {
      if (offers.has(0)) whole.add(tyre);
      else if (!whole.has(tyre)) logged.set(tyre, offers);
    }
    for (const tyre of whole) logged.delete(tyre);
    const offerIds = [...new Set([...logged.values()].flatMap((set) => [...set]))];
    const priced = this.pricedToday(today);
    const since = freshSinceOn(today);
    await Promise.all([
      whole.size > 0
        ? findSetTotals(db, today, since, [...whole], sql``, {
            priced,
            offers: (tyres, offers) => this.offers.setTyres(tyres, offers),
          })
        : null,
      offerIds.length > 0
        ? findOfferTotals(db, today, offerIds, priced).then((offers) =>
            this.offers.applyOffers(
              logged,
              offers.filter((o) => !whole.has(o.productId)),
            ),
          )
        : null,
    ]);
    this.stats.tyresPriced += whole.size;
    this.stats.offersPriced += offerIds.length;
    return this.offers.totalsOf(ids, since);
  }

  /** The totals priced today (decision 0170's key), emptied on a new day or when full. */
  private pricedToday(today: string): Map<string, number | null> {
    if (today !== this.pricedDay || this.priced.size > MAX_PRICED_KEPT) {
      this.priced = new Map();
      this.pricedDay = today;
    }
    return this.priced;
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
    const since = freshSinceOn(today);
    const offers = new KeptOffers();
    const priced = this.pricedToday(today);
    const [rows, promotions, totals] = await Promise.all([
      findIndexRows(db),
      findIndexPromotions(db, today, since),
      findSetTotals(db, today, since, undefined, sql``, {
        priced,
        offers: (tyres, list) => offers.setTyres(tyres, list),
      }),
    ]);
    this.offers = offers;
    await this.offers.addFresh(rows, since);
    this.index = await this.swapFor(await CardIndex.of({ rows, promotions, totals }));
    // What waited (logged before the mark) is read afresh with everything.
    this.waiting = new Map();
    this.seq = seq;
    this.day = today;
    this.rowsAt = rowsAt;
    this.source = db;
    this.stats.fullLoads += 1;
    this.stats.rowsRead += rows.length;
  }
}

/** The offers logged under each tyre (0: the tyre itself), from "tyre:offer" pairs. */
function loggedPairs(pairs: string | null): Map<number, Set<number>> {
  const logged = new Map<number, Set<number>>();
  for (const pair of pairs ? pairs.split(',') : []) {
    const [tyre, offer] = pair.split(':').map(Number);
    addAll(logged, tyre, [offer]);
  }
  return logged;
}

/** Adds offers under a tyre (a copy of the set: the caller's stays its own). */
function addAll(into: Map<number, Set<number>>, id: number, offers: Iterable<number>): void {
  const had = into.get(id);
  if (had) for (const o of offers) had.add(o);
  else into.set(id, new Set(offers));
}
