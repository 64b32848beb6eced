import { max, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { catalogChanges } from '../../db/schema/stores';
import { bangkokToday } from '../../lib/time';
import { type DetailPieces, toPieces } from './product-detail.pieces';
import * as repo from './product-detail.repository';

// The parts of a tyre page that are the same for every shopper, kept in memory per tyre (decision
// 0060; their shape: product-detail.pieces.ts). A tyre is read on its first view, or with every
// tyre at start (loadAll), and again after a committed write touched it: triggers log the
// touched tyres in catalog_changes (migration 0009), read at most once per checkEveryMs. A new
// day starts afresh (promotions and freshness follow the date). At most MAX_TYRES tyres are kept;
// the oldest read goes first.

/** Tyres kept per process (every tyre of today's catalogue: 5,000 tyres ≈ 150 MB). */
const MAX_TYRES = 20_000;
/** Tyres read per statement pair when loading them all. */
const BATCH = 100;

async function loadPieces(db: DbOrTx, id: number, today: string): Promise<DetailPieces | null> {
  const [product, rows] = await Promise.all([
    repo.findActiveProduct(db, id),
    repo.findVisibleOffers(db, id),
  ]);
  return product ? toPieces(product, rows, today) : null;
}

/** Many tyres' pieces in two statements; a missing id is an unknown or withdrawn tyre. */
async function loadPiecesOf(
  db: DbOrTx,
  ids: number[],
  today: string,
): Promise<Map<number, DetailPieces>> {
  const [productRows, offerRows] = await Promise.all([
    repo.findActiveProducts(db, ids),
    repo.findVisibleOffersOf(db, ids),
  ]);
  const offersOf = new Map<number, repo.OfferRow[]>();
  for (const row of offerRows) {
    const list = offersOf.get(row.productId);
    if (list) list.push(row);
    else offersOf.set(row.productId, [row]);
  }
  return new Map(
    productRows.map((p) => [p.id, toPieces(p, offersOf.get(p.id) ?? [], today)] as const),
  );
}

/** How long log rows are kept: far more than any reader's check interval. */
const KEEP_CHANGES = '10 minutes';
const PRUNE_EVERY_MS = 60_000;
/** More changes than this at once: start afresh rather than walk them. */
const MAX_CHANGES_READ = 5000;

/** The tyre pages of one database handle, dropped per tyre as catalog_changes logs them. */
export class TyrePages {
  private readonly tyres = new Map<number, Promise<DetailPieces | null>>();
  private day = bangkokToday();
  /** The last change seen; null before the first read (nothing is kept before it). */
  private lastSeq: number | null = null;
  private checkedAt = 0;
  private prunedAt = Date.now();
  private checking: Promise<void> | null = null;
  /** Whether loadAll is running (the health check reports it). */
  isLoadingAll = false;

  /** How many tyres' pages are kept (or being read). */
  get size(): number {
    return this.tyres.size;
  }

  constructor(
    private readonly db: DbOrTx,
    private readonly checkEveryMs: number,
  ) {}

  private clear(): void {
    this.tyres.clear();
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
    if (Date.now() - this.prunedAt > PRUNE_EVERY_MS) {
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
      const [last] = await this.db.select({ seq: max(catalogChanges.seq) }).from(catalogChanges);
      // Every change up to `pruned` is gone from the log: none of them is news to a fresh copy
      // (an empty log after a quiet spell must not make every check start afresh again).
      this.lastSeq = Math.max(Number(last?.seq ?? 0), pruned);
      return;
    }
    for (const row of rows) {
      if (row.product_id === null) this.clear();
      else this.tyres.delete(row.product_id);
      this.lastSeq = Number(row.seq);
    }
  }

  /**
   * Loads every tyre not kept yet, most viewed first, a batch at a time, so first views are
   * served from memory too. Each batch's entries are in the map while it is read: a change
   * logged meanwhile drops them like any other entry.
   */
  async loadAll(signal?: AbortSignal): Promise<void> {
    this.isLoadingAll = true;
    try {
      await this.loadEach(signal);
    } finally {
      this.isLoadingAll = false;
    }
  }

  private async loadEach(signal?: AbortSignal): Promise<void> {
    await this.catchUp();
    const ids = (await repo.findActiveProductIds(this.db)).slice(0, MAX_TYRES);
    for (let i = 0; i < ids.length && !signal?.aborted; i += BATCH) {
      await this.catchUp();
      const batch = ids.slice(i, i + BATCH).filter((id) => !this.tyres.has(id));
      if (batch.length === 0) continue;
      const loading = loadPiecesOf(this.db, batch, this.day);
      for (const id of batch) {
        const one = loading.then((loaded) => loaded.get(id) ?? null);
        this.tyres.set(id, one);
        one.catch(() => {
          if (this.tyres.get(id) === one) this.tyres.delete(id);
        });
      }
      await loading;
    }
  }

  async get(id: number): Promise<DetailPieces | null> {
    await this.catchUp();
    let pieces = this.tyres.get(id);
    if (!pieces) {
      if (this.tyres.size >= MAX_TYRES) this.tyres.delete(this.tyres.keys().next().value as number);
      const loading = loadPieces(this.db, id, this.day);
      pieces = loading;
      this.tyres.set(id, loading);
      // A failed read is not kept: the next view tries again.
      loading.catch(() => {
        if (this.tyres.get(id) === loading) this.tyres.delete(id);
      });
    }
    return pieces;
  }
}

/** Deletes old change rows and records the newest deleted (readers behind it start afresh). */
async function pruneChanges(db: DbOrTx): Promise<void> {
  await db.execute(sql`
    with gone as (
      delete from catalog_changes where at < now() - ${KEEP_CHANGES}::interval returning seq)
    update cache_versions set version = greatest(version, (select max(seq) from gone))
     where name = 'catalog_changes_pruned' and exists (select 1 from gone)`);
}

const pages = new WeakMap<DbOrTx, TyrePages>();

function tyrePagesOf(db: DbOrTx, checkEveryMs: number): TyrePages {
  let tyrePages = pages.get(db);
  if (!tyrePages) {
    tyrePages = new TyrePages(db, checkEveryMs);
    pages.set(db, tyrePages);
  }
  return tyrePages;
}

/** A tyre's shared page parts; null for an unknown or withdrawn tyre. */
export function detailPiecesOf(
  db: DbOrTx,
  id: number,
  checkEveryMs: number,
): Promise<DetailPieces | null> {
  return tyrePagesOf(db, checkEveryMs).get(id);
}

/** GET /api/health: whether this process is still loading every tyre page, and how many it keeps. */
export function tyrePagesState(db: DbOrTx): { warming: boolean; tyrePages: number } {
  const tyrePages = pages.get(db);
  return { warming: tyrePages?.isLoadingAll ?? false, tyrePages: tyrePages?.size ?? 0 };
}

/** Loads every tyre's page parts (at start, in the background: config PRELOAD_TYRE_PAGES). */
export function loadAllTyrePages(
  db: DbOrTx,
  checkEveryMs: number,
  signal?: AbortSignal,
): Promise<void> {
  return tyrePagesOf(db, checkEveryMs).loadAll(signal);
}
