import { max, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { catalogChanges } from '../../db/schema/stores';
import { bangkokToday } from '../../lib/time';
import { loadEveryPage } from './product-detail.bulk';
import { type DetailPieces, Fragments, piecesBytes, toPieces } from './product-detail.pieces';
import * as repo from './product-detail.repository';

// The parts of a tyre page that are the same for every shopper, kept in memory per tyre (decision
// 0060; their shape: product-detail.pieces.ts). A tyre is read on its first view (one tyre's
// statements: the view is answered from the database, never waits for a copy), or in the
// background at start (loadAll: every tyre in one snapshot, product-detail.bulk.ts, decision
// 0121), and again after a committed write touched it:
// triggers log the touched tyres in catalog_changes (migration 0009), read at most once per
// checkEveryMs. A new day starts afresh (promotions and freshness follow the date).
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
/** More changes than this at once: start afresh rather than walk them. */
const MAX_CHANGES_READ = 5000;

/** A kept tyre page, or one being read. */
type Kept = {
  pieces: Promise<DetailPieces | null>;
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
};

/** The tyre pages of one database handle, dropped per tyre as catalog_changes logs them. */
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
  private readonly checkEveryMs: number;
  private readonly maxBytes: number;
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
  }

  private clear(): void {
    this.tyres.clear();
    this.keptBytes = 0;
    this.fragments = new Fragments();
  }

  private drop(id: number): void {
    const kept = this.tyres.get(id);
    if (!kept) return;
    this.keptBytes -= kept.bytes;
    this.tyres.delete(id);
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

  /** Drops the tyres changed since the last read (read at most once per checkEveryMs). */
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
  }

  private async readChanges(): Promise<void> {
    if (Date.now() - this.prunedAt >= this.pruneEveryMs) {
      this.prunedAt = Date.now();
      await pruneChanges(this.db);
    }
    const since = this.lastSeq ?? Number.MAX_SAFE_INTEGER;
    const result = await this.db.execute<{
      seq: string;
      product_id: number | null;
      pruned: string;
    }>(sql`
      select c.seq, c.product_id, v.version as pruned
        from cache_versions v
        left join lateral (select seq, product_id from catalog_changes
                            where seq > ${since} order by seq limit ${MAX_CHANGES_READ}) c on true
       where v.name = 'catalog_changes_pruned'`);
    const rows = result.rows.filter((r) => r.seq !== null);
    const pruned = Number(result.rows[0]?.pruned ?? 0);
    if (this.lastSeq === null || this.lastSeq < pruned || rows.length >= MAX_CHANGES_READ) {
      // First read, or changes this copy can no longer see: start from the newest change.
      this.clear();
      if (this.loadWatch) this.loadWatch.all = Number.POSITIVE_INFINITY;
      const [last] = await this.db.select({ seq: max(catalogChanges.seq) }).from(catalogChanges);
      // Every change up to `pruned` is gone from the log: none of them is news to a fresh copy
      // (an empty log after a quiet spell must not make every check start afresh again).
      this.lastSeq = Math.max(Number(last?.seq ?? 0), pruned);
      return;
    }
    for (const row of rows) {
      const seq = Number(row.seq);
      if (row.product_id === null) this.clear();
      else this.drop(row.product_id);
      if (this.loadWatch) {
        if (row.product_id === null) this.loadWatch.all = Math.max(this.loadWatch.all, seq);
        else this.loadWatch.changed.set(row.product_id, seq);
      }
      this.lastSeq = seq;
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

  async get(id: number): Promise<DetailPieces | null> {
    await this.catchUp();
    const kept = this.tyres.get(id);
    if (kept) {
      kept.usedAt = ++this.tick;
      return kept.pieces;
    }
    return this.keep(id, loadPieces(this.db, id, this.day, this.fragments), ++this.tick).pieces;
  }
}

/** Deletes old change rows and records the newest deleted (readers behind it start afresh). */
export async function pruneChanges(db: DbOrTx): Promise<void> {
  await db.execute(sql`
    with gone as (
      delete from catalog_changes where at < now() - ${KEEP_CHANGES}::interval returning seq)
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
} {
  const tyrePages = pages.get(db);
  return {
    warming: tyrePages?.isLoadingAll ?? false,
    tyrePages: tyrePages?.size ?? 0,
    tyrePagesMb: Math.round((tyrePages?.bytes ?? 0) / 1024 / 1024),
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
