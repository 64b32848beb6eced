import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { bangkokToday } from '../../lib/time';
import { loadEveryPage } from './product-detail.bulk';
import { pruneChanges } from './product-detail.changes';
import type { Fragments } from './product-detail.encoder';
import type { Kept, TyrePagesOptions } from './product-detail.kept';
import { type DetailPieces, piecesBytes } from './product-detail.page';
import { toPieces } from './product-detail.pieces';
import type { DetailStatements } from './product-detail.repository';
import { PageRewrites } from './product-detail.rewrite';

// The tyre pages of one database handle (decision 0060; a page's shape: product-detail.page.ts).
// A tyre is read on its first view (one tyre's statements: the view is answered from the database,
// never waits for a copy), or in the background at start (loadAll: every tyre in one snapshot,
// product-detail.bulk.ts, decision 0121). Triggers log the tyres and offers each committed write
// touches in catalog_changes (migrations 0009, 0020), read at most once per checkEveryMs, behind
// the requests; the pages they touch are rewritten (product-detail.rewrite.ts, decision 0124). A
// new day, or a change to every tyre (a brand, a size), starts afresh. Which pages are kept and
// the memory budget: product-detail.kept.ts.

async function loadPieces(
  statements: DetailStatements,
  id: number,
  today: string,
  fragments: Fragments,
): Promise<DetailPieces | null> {
  const [product, rows] = await Promise.all([
    statements.activeProduct(id),
    statements.visibleOffers(id),
  ]);
  return product ? toPieces(product, rows, today, fragments) : null;
}

/** How often a copy deletes old change rows (pruneChanges). */
const PRUNE_EVERY_MS = 60_000;
/** Change-log rows read per statement; past MAX_CHANGES_WALKED at once: start afresh. */
const CHANGES_PER_READ = 20_000;
const MAX_CHANGES_WALKED = 200_000;

/** The tyre pages of one database handle, rewritten per tyre as catalog_changes logs them. */
export class TyrePages extends PageRewrites {
  /** The last change seen; null before the first read (nothing is kept before it). */
  private lastSeq: number | null = null;
  private checkedAt = 0;
  private prunedAt = Date.now();
  private checking: Promise<void> | null = null;
  private pruning: Promise<void> | null = null;
  private readonly checkEveryMs: number;
  private readonly pruneEveryMs: number;
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

  constructor(db: DbOrTx, options: TyrePagesOptions | number) {
    const o = typeof options === 'number' ? { checkEveryMs: options } : options;
    super(db, o);
    this.checkEveryMs = o.checkEveryMs;
    this.pruneEveryMs = o.pruneEveryMs ?? PRUNE_EVERY_MS;
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
    return this.keep(id, loadPieces(this.statements, id, this.day, this.fragments), ++this.tick)
      .pieces;
  }
}
