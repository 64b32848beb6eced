import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { bangkokToday } from '../../lib/time';
import { Slices } from '../../lib/turns';
import { loadEveryPage } from './product-detail.bulk';
import { Fragments } from './product-detail.encoder';
import { type DetailPieces, patchPieces, piecesBytes, toPieces } from './product-detail.pieces';
import * as repo from './product-detail.repository';

// The parts of a tyre page that are the same for every shopper, kept in memory per tyre (decision
// 0060; their shape: product-detail.pieces.ts). A tyre is read on its first view (one tyre's
// statements: the view is answered from the database, never waits for a copy), or in the
// background at start (loadAll: every tyre in one snapshot, product-detail.bulk.ts, decision
// 0121). Triggers log the tyres and offers each committed write touches in catalog_changes
// (migrations 0009, 0020), read at most once per checkEveryMs, behind the requests. A kept page
// is never dropped for a write (decision 0124): views keep getting it while, in the background,
// the logged offers are read again (one statement for many tyres) and rewritten into a new copy
// of the page (patchPieces), which then replaces it; a change to the tyre itself makes its head
// again. A new day, or a change to every tyre (a brand, a size), starts afresh.
//
// Memory (decision 0113): offers are kept as parts, the texts many offers repeat (a shop, its
// promotions and warranties) once per copy (product-detail.pieces.ts Fragments). The kept pages
// and those texts hold at most `maxBytes` (config TYRE_PAGES_MAX_MB). The background load leaves
// out the least viewed tyres past the budget; a view of a tyre not kept reads it and keeps it, and the least recently
// viewed pages go (those loaded at start and never viewed go least viewed first).

/** Default budget of kept pages, bytes. */
export const DEFAULT_MAX_BYTES = 450 * 1024 * 1024;
/**
 * Past half the budget (and 16 MB) in shared fragments (old shops' and promotions' texts pile up
 * as they change), the copy starts afresh with a new fragment table.
 */
const MAX_FRAGMENT_SHARE = 0.5;
const MIN_FRAGMENT_RESET_BYTES = 16 * 1024 * 1024;

async function loadPieces(
  db: DbOrTx,
  id: number,
  today: string,
  fragments: Fragments,
): Promise<DetailPieces | null> {
  const [product, rows] = await Promise.all([
    repo.findActiveProduct(db, id),
    repo.findVisibleOffers(db, id),
  ]);
  return product ? toPieces(product, rows, today, fragments) : null;
}

/** How long log rows are kept: far more than any reader's check interval. */
const KEEP_CHANGES = '10 minutes';
const PRUNE_EVERY_MS = 60_000;
/** Change-log rows read per statement; past MAX_CHANGES_WALKED at once: start afresh. */
const CHANGES_PER_READ = 20_000;
const MAX_CHANGES_WALKED = 200_000;
/**
 * Offers read again per statement when pages are rewritten: small enough that the most viewed
 * tyres of a large change are rewritten after the first short read, the next read in flight.
 */
const OFFERS_PER_READ = 1000;
/** Pages are rewritten in slices of about this much work; requests are answered between them. */
const SLICE_MS = 8;

/** What changed in a kept tyre since its page was made: offers, and whether the tyre itself. */
type Pending = {
  offers: Set<number>;
  tyre: boolean;
  /** Rewritten on its own, ahead of its round, because it was viewed (or being so). */
  alone?: boolean;
  done?: boolean;
};
/** Viewed tyres rewritten on their own at once, ahead of their round, at most (connections). */
const MAX_ALONE = 4;

/** A kept tyre page, or one being read. */
type Kept = {
  pieces: Promise<DetailPieces | null>;
  /** The page once read (undefined while it is read). */
  value?: DetailPieces | null;
  /** Its bytes, counted in the budget once read (0 while it is read). */
  bytes: number;
  /**
   * When it was last viewed (a tick of this copy); loaded at start and not viewed since: below
   * zero, the most viewed tyre highest. The lowest go first when the budget is full.
   */
  usedAt: number;
};

export type TyrePagesOptions = {
  /** How long a read of the change log is trusted (config CATALOG_INDEX_CHECK_MS). */
  checkEveryMs: number;
  /** The kept pages' budget, bytes (config TYRE_PAGES_MAX_MB). */
  maxBytes?: number;
  /** How often this copy deletes old change rows (tests: 0, at every check). */
  pruneEveryMs?: number;
  /** Tests: awaited before each rewrite, of a round or of one viewed tyre (holds it back). */
  beforeRewrite?: (what: 'round' | 'viewed') => Promise<void>;
};

/** The tyre pages of one database handle, rewritten per tyre as catalog_changes logs them. */
export class TyrePages {
  private readonly tyres = new Map<number, Kept>();
  private keptBytes = 0;
  /** Texts the kept pages share (a page read keeps the table it was built with). */
  private fragments = new Fragments();
  private tick = 0;
  /** How many times the budget was full and pages went (loadAll stops at the first). */
  private trims = 0;
  private day = bangkokToday();
  /** The last change seen; null before the first read (nothing is kept before it). */
  private lastSeq: number | null = null;
  private checkedAt = 0;
  private prunedAt = Date.now();
  private checking: Promise<void> | null = null;
  private pruning: Promise<void> | null = null;
  private readonly checkEveryMs: number;
  private readonly maxBytes: number;
  private readonly pruneEveryMs: number;
  private readonly beforeRewrite: TyrePagesOptions['beforeRewrite'];
  /** Kept tyres changed since their page was made, to rewrite (decision 0124). */
  private pending = new Map<number, Pending>();
  private rewriting: Promise<void> | null = null;
  /** The tyres of the round under way not rewritten yet. */
  private inRound = new Map<number, Pending>();
  /** Tyres being rewritten on their own (rewriteAlone). */
  private alone = 0;
  /** Pages rewritten so far and rounds of rewrites (tests, logs). */
  readonly rewrites: {
    pages: number;
    rounds: number;
    /** The round with the most tyres so far and how long it took, from its start (health). */
    largest?: { tyres: number; ms: number };
  } = { pages: 0, rounds: 0 };
  /** Where background work reports a failure (the next check tries again). */
  onError: (error: unknown) => void = () => {};
  /** Whether loadAll is running (the health check reports it). */
  isLoadingAll = false;
  /**
   * While loadAll reads: the newest change seen per tyre, and of a change to every tyre (a NULL
   * row, or a log this copy could no longer follow). Its pages leave out tyres changed after the
   * snapshot they were read in (decision 0121).
   */
  private loadWatch: { changed: Map<number, number>; all: number } | null = null;
  /** What the last loadAll kept and left out (tests, logs). */
  lastLoad: { kept: number; leftOut: number; changed: number; seq: number } | null = null;

  /** How many tyres' pages are kept (or being read). */
  get size(): number {
    return this.tyres.size;
  }

  /** The bytes the kept pages hold, with their shared fragments. */
  get bytes(): number {
    return this.keptBytes + this.fragments.bytes;
  }

  /** The bytes of the fragments the kept pages share. */
  get fragmentBytes(): number {
    return this.fragments.bytes;
  }

  /** Whether a tyre's page is kept (or being read). */
  isKept(id: number): boolean {
    return this.tyres.has(id);
  }

  constructor(
    private readonly db: DbOrTx,
    options: TyrePagesOptions | number,
  ) {
    const o = typeof options === 'number' ? { checkEveryMs: options } : options;
    this.checkEveryMs = o.checkEveryMs;
    this.maxBytes = o.maxBytes ?? DEFAULT_MAX_BYTES;
    this.pruneEveryMs = o.pruneEveryMs ?? PRUNE_EVERY_MS;
    this.beforeRewrite = o.beforeRewrite;
  }

  private clear(): void {
    this.tyres.clear();
    this.pending.clear();
    this.inRound.clear();
    this.keptBytes = 0;
    this.fragments = new Fragments();
  }

  private drop(id: number): void {
    const kept = this.tyres.get(id);
    if (!kept) return;
    this.keptBytes -= kept.bytes;
    this.tyres.delete(id);
    this.pending.delete(id);
  }

  /**
   * A logged change of a tyre: a kept page is rewritten in the background (views keep getting
   * it meanwhile); a page still being read may have missed it and goes (its next view reads it).
   */
  private changed(id: number, offerId: number | null): void {
    const kept = this.tyres.get(id);
    if (!kept) return;
    if (!kept.value) {
      this.drop(id);
      return;
    }
    let pending = this.pending.get(id);
    if (!pending) {
      pending = { offers: new Set(), tyre: false };
      this.pending.set(id, pending);
    }
    if (offerId === null) pending.tyre = true;
    else pending.offers.add(offerId);
  }

  /**
   * Keeps a tyre being read; once read its bytes count, unless a change (or a new day) dropped it
   * meanwhile. A failed read is not kept: the next view tries again.
   */
  private keep(id: number, pieces: Promise<DetailPieces | null>, usedAt: number): Kept {
    const kept: Kept = { pieces, bytes: 0, usedAt };
    this.tyres.set(id, kept);
    pieces.then(
      (read) => {
        if (this.tyres.get(id) !== kept) return;
        kept.value = read;
        kept.bytes = read ? piecesBytes(read) : 64;
        this.keptBytes += kept.bytes;
        const fragmentLimit = Math.max(
          MIN_FRAGMENT_RESET_BYTES,
          this.maxBytes * MAX_FRAGMENT_SHARE,
        );
        if (this.fragments.bytes > fragmentLimit) this.clear();
        else if (this.bytes > this.maxBytes) this.trim();
      },
      () => {
        if (this.tyres.get(id) === kept) this.tyres.delete(id);
      },
    );
    return kept;
  }

  /** Over budget: drops the least recently viewed read pages down to 90 % of it. */
  private trim(): void {
    this.trims += 1;
    const read = [...this.tyres].filter(([, kept]) => kept.bytes > 0);
    read.sort((a, b) => a[1].usedAt - b[1].usedAt);
    const target = this.maxBytes * 0.9;
    for (const [id] of read) {
      if (this.bytes <= target) break;
      this.drop(id);
    }
  }

  /**
   * Reads the changes since the last read (at most once per checkEveryMs; one read at a time, a
   * call meanwhile shares it) and starts rewriting the changed pages behind it.
   */
  private async catchUp(): Promise<void> {
    const today = bangkokToday();
    if (today !== this.day) {
      // Promotions and freshness follow the date.
      this.clear();
      this.day = today;
    }
    if (this.lastSeq !== null && Date.now() - this.checkedAt < this.checkEveryMs) return;
    if (!this.checking) {
      const startedAt = Date.now();
      this.checking = this.readChanges().finally(() => {
        this.checking = null;
        this.checkedAt = startedAt;
      });
    }
    await this.checking;
    if (this.pending.size > 0 && !this.rewriting) {
      this.rewriting = this.rewrite()
        .catch(this.onError)
        .finally(() => {
          this.rewriting = null;
        });
    }
  }

  /** Every change committed before this call read, and every changed page rewritten (tests). */
  private async settle(): Promise<void> {
    // A read under way may have read the log before this call: wait, then read again.
    if (this.checking) await this.checking.catch(() => {});
    await this.catchUp();
    while (this.rewriting) await this.rewriting;
  }

  private async readChanges(): Promise<void> {
    if (Date.now() - this.prunedAt >= this.pruneEveryMs && !this.pruning) {
      // Behind the read, not before it: a prune deleting many rows (a bulk import's, a generator's)
      // takes seconds, and the changes must not wait for it. Rows it deletes are minutes older
      // than anything this copy has still to read.
      this.prunedAt = Date.now();
      this.pruning = pruneChanges(this.db)
        .catch(this.onError)
        .finally(() => {
          this.pruning = null;
        });
    }
    for (let walked = 0; ; ) {
      const since = this.lastSeq ?? Number.MAX_SAFE_INTEGER;
      const result = await this.db.execute<{
        seq: string;
        product_id: number | null;
        offer_id: number | null;
        pruned: string;
      }>(sql`
        select c.seq, c.product_id, c.offer_id, v.version as pruned
          from cache_versions v
          left join lateral (select seq, product_id, offer_id from catalog_changes
                              where seq > ${since} order by seq limit ${CHANGES_PER_READ}) c on true
         where v.name = 'catalog_changes_pruned'`);
      const rows = result.rows.filter((r) => r.seq !== null);
      const pruned = Number(result.rows[0]?.pruned ?? 0);
      walked += rows.length;
      if (this.lastSeq === null || this.lastSeq < pruned || walked > MAX_CHANGES_WALKED) {
        // First read, or changes this copy can no longer see: start from the newest change.
        this.clear();
        if (this.loadWatch) this.loadWatch.all = Number.POSITIVE_INFINITY;
        // The newest change and the prune mark in one statement (one snapshot): a prune that
        // commits between two reads (this copy's own, started above) deleted the newest change
        // after it was counted as pruned, and the next check started afresh again.
        const mark = await this.db.execute<{ last: string | null; pruned: string | null }>(sql`
          select (select max(seq) from catalog_changes) as last,
                 (select version from cache_versions where name = 'catalog_changes_pruned') as pruned`);
        const now = mark.rows[0];
        // Every change up to `pruned` is gone from the log: none of them is news to a fresh copy
        // (an empty log after a quiet spell must not make every check start afresh again).
        this.lastSeq = Math.max(Number(now?.last ?? 0), Number(now?.pruned ?? 0), pruned);
        return;
      }
      for (const row of rows) {
        const seq = Number(row.seq);
        if (row.product_id === null) this.clear();
        else this.changed(row.product_id, row.offer_id);
        if (this.loadWatch) {
          if (row.product_id === null) this.loadWatch.all = Math.max(this.loadWatch.all, seq);
          else this.loadWatch.changed.set(row.product_id, seq);
        }
        this.lastSeq = seq;
      }
      if (rows.length < CHANGES_PER_READ) return;
    }
  }

  /**
   * Rewrites the changed pages (decision 0124), in rounds until none is left: the offers logged
   * read again 1,000 at a time (one statement, whatever their tyres), each page rebuilt
   * from its kept copy with those offers replaced (patchPieces) and swapped in. A page changed
   * again meanwhile is rewritten again in the next round; a page dropped meanwhile (a new day, a
   * change to every tyre, the budget) is left alone.
   */
  private async rewrite(): Promise<void> {
    try {
      await this.rewriteRounds();
    } catch (error) {
      // A failed read: the round's tyres not rewritten yet go back with their next changes (the
      // next check starts a round again), so no kept page stays behind its writes.
      for (const [id, pending] of this.inRound) {
        if (!pending.alone && !pending.done) this.repend(id, pending);
      }
      this.inRound.clear();
      throw error;
    }
  }

  /** Puts a tyre's changes back to be rewritten, with any noted since. */
  private repend(id: number, pending: Pending): void {
    pending.alone = false;
    const next = this.pending.get(id);
    if (next) {
      for (const offer of pending.offers) next.offers.add(offer);
      next.tyre ||= pending.tyre;
    } else this.pending.set(id, pending);
  }

  private async rewriteRounds(): Promise<void> {
    while (this.pending.size > 0) {
      await this.beforeRewrite?.('round');
      const startedAt = performance.now();
      const round = this.pending;
      this.pending = new Map();
      this.inRound = new Map(round);
      this.rewrites.rounds += 1;
      const fragments = this.fragments;
      const day = this.day;
      const isCurrent = () => this.fragments === fragments && this.day === day;
      // Most recently viewed first: the pages shoppers are looking at are new the soonest.
      const tyres = [...round].sort(
        (a, b) => (this.tyres.get(b[0])?.usedAt ?? 0) - (this.tyres.get(a[0])?.usedAt ?? 0),
      );
      const slices: [number, Pending][][] = [];
      for (let at = 0, offers = OFFERS_PER_READ; at < tyres.length; at++) {
        if (offers >= OFFERS_PER_READ) {
          slices.push([]);
          offers = 0;
        }
        slices[slices.length - 1].push(tyres[at]);
        offers += tyres[at][1].offers.size;
      }
      const read = (slice: [number, Pending][]) => {
        const offerIds = slice.flatMap(([, p]) => [...p.offers]);
        const tyreIds = slice.filter(([, p]) => p.tyre).map(([id]) => id);
        return Promise.all([
          offerIds.length > 0 ? repo.findVisibleOffersById(this.db, offerIds) : [],
          tyreIds.length > 0 ? repo.findActiveProductsById(this.db, tyreIds) : [],
        ]);
      };
      let next: ReturnType<typeof read> | null = read(slices[0]);
      for (let k = 0; k < slices.length; k++) {
        const [rows, products] = await (next as ReturnType<typeof read>);
        // The database reads the next slice while this one is rewritten.
        next = k + 1 < slices.length ? read(slices[k + 1]) : null;
        if (!isCurrent()) {
          next?.catch(() => {});
          return;
        }
        const rowsOf = new Map<number, repo.OfferRow[]>();
        for (const row of rows) {
          const list = rowsOf.get(row.productId);
          if (list) list.push(row);
          else rowsOf.set(row.productId, [row]);
        }
        const productOf = new Map(products.map((p) => [p.id, p]));
        // Its first slice too waits for its turn in the background lane (decision 0130).
        const work = await Slices.start(SLICE_MS);
        if (!isCurrent()) {
          next?.catch(() => {});
          return;
        }
        for (const [id, pending] of slices[k]) {
          this.inRound.delete(id);
          // Rewritten on its own meanwhile (viewed): done, or about to be.
          if (pending.alone || pending.done) continue;
          this.apply(
            id,
            pending,
            rowsOf.get(id) ?? [],
            pending.tyre ? productOf.get(id) : undefined,
          );
          if (work.over) {
            await work.next();
            if (!isCurrent()) {
              next?.catch(() => {});
              return;
            }
          }
        }
      }
      const ms = Math.round(performance.now() - startedAt);
      if (tyres.length > (this.rewrites.largest?.tyres ?? 0)) {
        this.rewrites.largest = { tyres: tyres.length, ms };
      }
      if (this.bytes > this.maxBytes) this.trim();
    }
  }

  /**
   * Swaps a kept page for its copy with the pending offers replaced by `rows` (the offers read
   * again; those of other tyres or not visible any more are left out) and, for a change to the
   * tyre itself, its head made from `product` (undefined: withdrawn, the page goes null).
   */
  private apply(
    id: number,
    pending: Pending,
    rows: repo.OfferRow[],
    product: repo.ProductRow | undefined,
  ): void {
    pending.done = true;
    const kept = this.tyres.get(id);
    // Not kept any more, or read again since the change was logged: nothing to rewrite.
    if (!kept || kept.value === undefined) return;
    const old = kept.value;
    if (old === null || old.fragments !== this.fragments.list) {
      this.drop(id);
      return;
    }
    const spec = pending.tyre ? product : old.product;
    const gone = [...pending.offers].sort((a, b) => a - b);
    const mine = rows.filter((row) => row.productId === id && pending.offers.has(row.id));
    const page = spec ? patchPieces(old, spec, gone, mine, this.day, this.fragments) : null;
    const bytes = page ? piecesBytes(page) : 64;
    this.keptBytes += bytes - kept.bytes;
    kept.bytes = bytes;
    kept.value = page;
    kept.pieces = Promise.resolve(page);
    this.rewrites.pages += 1;
  }

  /**
   * A viewed tyre whose page waits to be rewritten is rewritten on its own at once (one short
   * read), ahead of its round: the view itself is answered with the kept page, the next one gets
   * the new page. At most MAX_ALONE at once; past that the round gets to it.
   */
  private rewriteAlone(id: number, pending: Pending): void {
    if (pending.alone || pending.done || this.alone >= MAX_ALONE) return;
    pending.alone = true;
    this.alone += 1;
    if (this.pending.get(id) === pending) this.pending.delete(id);
    const fragments = this.fragments;
    const day = this.day;
    Promise.resolve(this.beforeRewrite?.('viewed'))
      .then(() =>
        Promise.all([
          pending.offers.size > 0 ? repo.findVisibleOffersById(this.db, [...pending.offers]) : [],
          pending.tyre ? repo.findActiveProductsById(this.db, [id]) : [],
        ]),
      )
      .then(([rows, products]) => {
        if (this.fragments !== fragments || this.day !== day) return;
        this.apply(id, pending, rows, products[0]);
        this.inRound.delete(id);
      })
      .catch((error) => {
        // Back with the tyre's next changes: the next round reads it.
        this.inRound.delete(id);
        this.repend(id, pending);
        this.onError(error);
      })
      .finally(() => {
        this.alone -= 1;
      });
  }

  /**
   * Loads every tyre not kept yet in one snapshot (product-detail.bulk.ts), so most first views
   * are served from memory too; past the budget the least viewed are left out. Views meanwhile
   * read their tyre on their own. A tyre changed after the snapshot is left out (its next view
   * reads it), as is everything when the copy started afresh meanwhile (a new day, a catalogue-wide
   * change, a log it could not follow).
   */
  async loadAll(signal?: AbortSignal, afterRead?: () => Promise<void>): Promise<void> {
    this.isLoadingAll = true;
    try {
      // A load that had to be thrown away whole (see loadOnce) is tried again, twice at most.
      for (let attempt = 0; attempt < 3 && !signal?.aborted; attempt++) {
        if (await this.loadOnce(signal, afterRead)) break;
      }
    } finally {
      this.isLoadingAll = false;
    }
  }

  /** One load at once; false when the copy started afresh meanwhile and nothing could be kept. */
  private async loadOnce(
    signal: AbortSignal | undefined,
    afterRead: (() => Promise<void>) | undefined,
  ): Promise<boolean> {
    await this.catchUp();
    const fragments = this.fragments;
    const day = this.day;
    const watch = { changed: new Map<number, number>(), all: 0 };
    this.loadWatch = watch;
    let load: Awaited<ReturnType<typeof loadEveryPage>>;
    try {
      load = await loadEveryPage(this.db, day, fragments, {
        signal,
        maxBytes: this.maxBytes,
        fragmentBytes: () => fragments.bytes,
      });
      await afterRead?.(); // tests: a write lands here
      // Changes committed while it read: the ones after its snapshot leave those tyres out.
      await this.catchUp();
    } finally {
      this.loadWatch = null;
    }
    if (this.fragments !== fragments || watch.all > load.seq) {
      this.lastLoad = { kept: 0, leftOut: load.pages.length, changed: 0, seq: load.seq };
      return false;
    }
    let changed = 0;
    let kept = 0;
    for (const { id, rank, pieces } of load.pages) {
      if ((watch.changed.get(id) ?? 0) > load.seq) {
        changed += 1;
        continue;
      }
      if (this.tyres.has(id)) continue;
      const entry: Kept = {
        pieces: Promise.resolve(pieces),
        value: pieces,
        bytes: piecesBytes(pieces),
        usedAt: -1 - rank,
      };
      this.tyres.set(id, entry);
      this.keptBytes += entry.bytes;
      kept += 1;
    }
    this.lastLoad = { kept, leftOut: load.leftOut, changed, seq: load.seq };
    if (this.bytes > this.maxBytes) this.trim();
    return true;
  }

  /**
   * A tyre's page: the kept one (being rewritten or not), or read now. The change log is read
   * behind the request (only a copy that never read it yet waits for that one read); with
   * checkEveryMs 0 (tests) every change committed before the call is in the answer.
   */
  async get(id: number): Promise<DetailPieces | null> {
    if (this.checkEveryMs === 0) await this.settle();
    else if (this.lastSeq === null) await this.catchUp();
    else this.catchUp().catch(this.onError);
    const kept = this.tyres.get(id);
    if (kept) {
      kept.usedAt = ++this.tick;
      const pending = this.inRound.get(id) ?? this.pending.get(id);
      if (pending) this.rewriteAlone(id, pending);
      return kept.pieces;
    }
    return this.keep(id, loadPieces(this.db, id, this.day, this.fragments), ++this.tick).pieces;
  }
}

/**
 * Deletes change rows older than `keep` (an interval) and records the newest deleted: readers
 * behind it start afresh. The bench generators delete them all ('0 seconds') once they are done.
 */
export async function pruneChanges(db: DbOrTx, keep = KEEP_CHANGES): Promise<void> {
  await db.execute(sql`
    with gone as (
      delete from catalog_changes where at < now() - ${keep}::interval returning seq)
    update cache_versions set version = greatest(version, (select max(seq) from gone))
     where name = 'catalog_changes_pruned' and exists (select 1 from gone)`);
}

const pages = new WeakMap<DbOrTx, TyrePages>();

function tyrePagesOf(db: DbOrTx, checkEveryMs: number, maxBytes?: number): TyrePages {
  let tyrePages = pages.get(db);
  if (!tyrePages) {
    tyrePages = new TyrePages(db, { checkEveryMs, maxBytes });
    pages.set(db, tyrePages);
  }
  return tyrePages;
}

/** Where the tyre pages of a database handle report a failed background read (server logs). */
export function reportTyrePageErrors(
  db: DbOrTx,
  checkEveryMs: number,
  maxBytes: number | undefined,
  onError: (error: unknown) => void,
): void {
  tyrePagesOf(db, checkEveryMs, maxBytes).onError = onError;
}

/** A tyre's shared page parts; null for an unknown or withdrawn tyre. */
export function detailPiecesOf(
  db: DbOrTx,
  id: number,
  checkEveryMs: number,
  maxBytes?: number,
): Promise<DetailPieces | null> {
  return tyrePagesOf(db, checkEveryMs, maxBytes).get(id);
}

/** GET /api/health: whether this process is still loading every tyre page, and how many it keeps. */
export function tyrePagesState(db: DbOrTx): {
  warming: boolean;
  tyrePages: number;
  tyrePagesMb: number;
  /** Pages rewritten after writes, and the largest round (its tyres, ms: decision 0124). */
  tyrePagesRewritten: number;
  tyrePagesLargestRewrite: { tyres: number; ms: number } | null;
} {
  const tyrePages = pages.get(db);
  return {
    warming: tyrePages?.isLoadingAll ?? false,
    tyrePages: tyrePages?.size ?? 0,
    tyrePagesMb: Math.round((tyrePages?.bytes ?? 0) / 1024 / 1024),
    tyrePagesRewritten: tyrePages?.rewrites.pages ?? 0,
    tyrePagesLargestRewrite: tyrePages?.rewrites.largest ?? null,
  };
}

/** Loads every tyre's page parts (at start, in the background: config PRELOAD_TYRE_PAGES). */
export function loadAllTyrePages(
  db: DbOrTx,
  checkEveryMs: number,
  maxBytes: number | undefined,
  signal?: AbortSignal,
): Promise<void> {
  return tyrePagesOf(db, checkEveryMs, maxBytes).loadAll(signal);
}
