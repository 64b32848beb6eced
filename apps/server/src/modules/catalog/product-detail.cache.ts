import type { DbOrTx } from '../../db/client';
import { catalogueOf } from './catalogue';
import type { DetailPieces } from './product-detail.page';

// The tyre pages of a database handle, its catalogue's (catalogue.ts): the calls the routes, the
// health check and the metrics make. The copy itself: product-detail.tyre-pages.ts (following the
// change log, the load at start), product-detail.rewrite.ts (pages rewritten after writes) and
// product-detail.kept.ts (which pages are kept, the memory budget).

function tyrePagesOf(db: DbOrTx, checkEveryMs: number, maxBytes?: number) {
  return catalogueOf(db).tyrePages(checkEveryMs, maxBytes);
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
  const tyrePages = catalogueOf(db).tyrePagesIfMade;
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
