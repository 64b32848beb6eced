import type { SearchStoreBody, StoreCardPage } from '@yangdee/contracts/store-search';
import type { DbOrTx } from '../../db/client';
import { isGridSearchable, NearestStoreIndex } from './nearest-store-index';
import { toStoreCard } from './store-card.mapper';
import {
  countStores,
  findStorePage,
  type Point,
  type StoreCriteria,
  storeWhere,
} from './store-search.repository';

// search-store use case (spec 7 Product; issue [3/6] §1).

const BANGKOK_OFFSET_MS = 7 * 60 * 60 * 1000;

/** Bangkok weekday, 'HH:MM' and date of an instant (UTC+7 all year, no daylight saving). */
export function bangkokClock(now: Date = new Date()): { day: number; time: string; date: string } {
  const b = new Date(now.getTime() + BANGKOK_OFFSET_MS);
  const iso = b.toISOString();
  return { day: b.getUTCDay(), time: iso.slice(11, 16), date: iso.slice(0, 10) };
}

// The total does not depend on the caller's location, only on the filters; a page of nearest
// shops costs well under a millisecond on the GiST index while count(*) over every matching
// shop costs more than the page. Totals are therefore kept for a short while per filter set
// (decision 0005): a new or closed shop shows in the page count within COUNT_TTL_MS.
const COUNT_TTL_MS = 30_000;
const MAX_COUNT_ENTRIES = 500;
const countCache = new Map<string, { total: number; at: number }>();

async function cachedCount(db: DbOrTx, criteria: StoreCriteria): Promise<number> {
  const key = JSON.stringify(criteria);
  const now = Date.now();
  const hit = countCache.get(key);
  if (hit && now - hit.at < COUNT_TTL_MS) return hit.total;
  const total = await countStores(db, storeWhere(criteria));
  if (countCache.size >= MAX_COUNT_ENTRIES) countCache.clear();
  countCache.set(key, { total, at: now });
  return total;
}

/** Empties the count cache (tests that change stores call it). */
export function clearStoreCountCache(): void {
  countCache.clear();
}

export function criteriaOf(body: SearchStoreBody, now: Date = new Date()): StoreCriteria {
  return {
    k: body.k,
    province: body.province,
    district: body.district,
    mode: body.mode,
    services: body.services?.length ? [...new Set(body.services)].sort() : undefined,
    orderType: body.orderType,
    openAt: body.openNow ? bangkokClock(now) : undefined,
    networkId: body.networkId,
    minRating: body.minRating,
  };
}

const indexes = new WeakMap<DbOrTx, NearestStoreIndex>();

function nearestIndex(db: DbOrTx, checkEveryMs: number): NearestStoreIndex {
  let index = indexes.get(db);
  if (!index) {
    index = new NearestStoreIndex(db, checkEveryMs);
    indexes.set(db, index);
  }
  return index;
}

/** Loads the nearest-shop grid at start-up, so no search waits for its first load (issue 18). */
export async function warmNearestStores(db: DbOrTx, checkEveryMs: number): Promise<void> {
  await nearestIndex(db, checkEveryMs).warm();
}

/**
 * POST /api/product/search-store (spec 2.1, 7 Product; issue [3/6]). Near me without a keyword
 * or opening hours comes from the in-memory grid as ready JSON (decision 0059); every other
 * search from the database as the page object.
 */
export async function searchStores(
  db: DbOrTx,
  body: SearchStoreBody,
  location: Point | null,
  storeIndexCheckMs = 0,
): Promise<StoreCardPage | Buffer> {
  const criteria = criteriaOf(body);
  if (location && isGridSearchable(criteria)) {
    return nearestIndex(db, storeIndexCheckMs).searchJson(
      criteria,
      location,
      body.page,
      body.pageSize,
    );
  }
  const offset = (body.page - 1) * body.pageSize;
  const where = storeWhere(criteria);
  const [rows, total] = await Promise.all([
    findStorePage(db, where, location, body.pageSize, offset),
    cachedCount(db, criteria),
  ]);
  return {
    items: rows.map(toStoreCard),
    total,
    page: body.page,
    pageSize: body.pageSize,
    totalPage: Math.ceil(total / body.pageSize),
  };
}
