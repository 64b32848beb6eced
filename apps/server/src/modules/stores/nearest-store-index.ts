import type { StoreServiceFlag } from '@yangdee/contracts/store-services';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { VersionedCopy } from '../../db/versioned-copy';
import { distanceM, EARTH_RADIUS_M, RAD, type RadPoint } from '../../lib/geo';
import { toStoreCard } from './store-card.mapper';
import { STOREFRONT_FILE_COLUMN } from './store-images';
import type { Point, StoreCriteria, StoreRow } from './store-search.repository';

// "Shops near me" from memory (decision 0059). The active shops (20,000 in the benchmark, a few
// MB) are kept in a grid of 0.02° cells (~2 km); a search walks rings of cells outward from the point and
// stops once no unvisited cell can hold a nearer shop. The copy is as fresh as the database: each
// search reads the 'stores' version a trigger bumps in every transaction that writes stores, and
// reloads when it moved (db/versioned-copy.ts). Criteria the grid cannot answer (a keyword, "open now") go to SQL.

const CELL_DEG = 0.02;
/** Beyond this many rings (~80 km) a scan of every shop is cheaper than walking empty cells. */
const MAX_RINGS = 40;

type Entry = Omit<StoreRow, 'distance_m'> & {
  /**
   * The StoreCard's JSON as UTF-8 bytes, without distanceKm and the closing brace (made once per
   * load: an answer is these bytes copied, never Thai text encoded again per request).
   */
  cardBytes: Buffer;
  network_id: number | null;
  rating: number;
  latRad: number;
  lonRad: number;
  cosLat: number;
};

const FLAG_FIELDS: Record<StoreServiceFlag, keyof Entry> = {
  hasTireBalancing: 'has_tire_balancing',
  hasTireCenter: 'has_tire_center',
  hasNitrogen: 'has_nitrogen',
  hasPatchMushroom: 'has_patch_mushroom',
  hasPatchStreamingCool: 'has_patch_streaming_cool',
  hasPatchStreamingHeat: 'has_patch_streaming_heat',
  hasPatchSilkPlug: 'has_patch_silk_plug',
};

/** Whether the grid can answer these criteria (no keyword, no opening hours). */
export function isGridSearchable(criteria: StoreCriteria): boolean {
  return !criteria.k?.trim() && !criteria.openAt;
}

function matches(e: Entry, c: StoreCriteria): boolean {
  if (c.province && e.province !== c.province) return false;
  if (c.district && e.district !== c.district) return false;
  if (c.mode === 'tyre' && !e.is_tyre_shop) return false;
  if (c.mode === 'repair' && !e.is_repair_shop) return false;
  if (c.orderType === 'SERVICE' && !e.is_service_enabled) return false;
  if (c.orderType === 'DELIVERY' && !e.is_delivery_enabled) return false;
  if (c.networkId && e.network_id !== c.networkId) return false;
  if (c.minRating && e.rating < c.minRating) return false;
  for (const flag of c.services ?? []) if (!e[FLAG_FIELDS[flag]]) return false;
  return true;
}

const cellOf = (deg: number) => Math.floor(deg / CELL_DEG);

const EMPTY = Buffer.alloc(0);
const PAGE_HEAD = '{"items":[';

/** Rounding room (m) between a bound and a distance, so a shop on a cell's edge is never lost. */
const BOUND_SLACK_M = 0.01;

/**
 * A lower bound (m) of the distance from the point to any place in cell (row, col): a difference
 * of latitude is at least its arc along the meridian; a meridian Δλ away is asin(sin Δλ · cos φ)
 * away on the sphere, and farther meridians (up to 90°) are farther.
 */
function cellBound(point: Point, cosLat: number, row: number, col: number): number {
  const dLat = Math.max(0, row * CELL_DEG - point.latitude, point.latitude - (row + 1) * CELL_DEG);
  const dLon =
    Math.max(0, col * CELL_DEG - point.longitude, point.longitude - (col + 1) * CELL_DEG) * RAD;
  const lonEdge =
    dLon >= Math.PI / 2 ? Number.POSITIVE_INFINITY : Math.asin(Math.sin(dLon) * cosLat);
  return Math.max(dLat * RAD, lonEdge) * EARTH_RADIUS_M;
}

const cellKey = (row: number, col: number) => row * 100_000 + col;

/** Whether shop a at distance da comes before shop b at db: nearer first, ties by id. */
const before = (da: number, a: Entry, db: number, b: Entry) =>
  da < db || (da === db && a.id < b.id);

/** Above this many wanted, shops are gathered and sorted (insertion would cost more). */
const MAX_INSERTED = 200;

/**
 * The nearest shops seen so far, in order, at most `need`: a shop farther than the last is passed
 * over without a copy (a town centre's rings hold hundreds of shops; sorting them all at every
 * ring was most of a search's CPU). For a deep page (more than MAX_INSERTED) they are gathered and
 * sorted at each settle().
 */
class NearestSoFar {
  readonly found: Array<{ e: Entry; d: number }> = [];
  constructor(private readonly need: number) {}

  add(e: Entry, d: number): void {
    const { found, need } = this;
    if (need > MAX_INSERTED) {
      found.push({ e, d });
      return;
    }
    if (found.length === need) {
      const last = found[need - 1];
      if (!before(d, e, last.d, last.e)) return;
      found.pop();
    }
    const item = { e, d };
    let i = found.length;
    found.push(item);
    while (i > 0 && before(d, e, found[i - 1].d, found[i - 1].e)) {
      found[i] = found[i - 1];
      i -= 1;
    }
    found[i] = item;
  }

  /** The farthest kept once `need` were found and kept in order (else undefined: keep looking). */
  get last(): { e: Entry; d: number } | undefined {
    const { found, need } = this;
    return need <= MAX_INSERTED && found.length === need ? found[need - 1] : undefined;
  }

  /** The list in order and cut to `need`; its last, once `need` were found (else undefined). */
  settle(): { e: Entry; d: number } | undefined {
    const { found, need } = this;
    if (need > MAX_INSERTED) {
      found.sort((a, b) => a.d - b.d || a.e.id - b.e.id);
      if (found.length > need) found.length = need;
    }
    return found.length === need ? found[need - 1] : undefined;
  }
}

class StoreGrid {
  readonly cells = new Map<number, Entry[]>();
  readonly all: Entry[];
  private readonly counts = new Map<string, number>();
  private readonly rowRange: [number, number];
  private readonly colRange: [number, number];

  constructor(entries: Entry[]) {
    this.all = entries;
    let rows: [number, number] = [0, -1];
    let cols: [number, number] = [0, -1];
    entries.forEach((e, i) => {
      const row = cellOf(e.latitude);
      const col = cellOf(e.longitude);
      rows = i === 0 ? [row, row] : [Math.min(rows[0], row), Math.max(rows[1], row)];
      cols = i === 0 ? [col, col] : [Math.min(cols[0], col), Math.max(cols[1], col)];
      const key = cellKey(row, col);
      const cell = this.cells.get(key);
      if (cell) cell.push(e);
      else this.cells.set(key, [e]);
    });
    this.rowRange = rows;
    this.colRange = cols;
  }

  count(c: StoreCriteria): number {
    const key = JSON.stringify(c);
    let n = this.counts.get(key);
    if (n === undefined) {
      n = this.all.reduce((sum, e) => sum + (matches(e, c) ? 1 : 0), 0);
      if (this.counts.size > 500) this.counts.clear();
      this.counts.set(key, n);
    }
    return n;
  }

  /** The `need` nearest matching shops, nearest first (ties by id), with their distance. */
  nearest(c: StoreCriteria, point: Point, need: number): Array<{ e: Entry; d: number }> {
    const latRad = point.latitude * RAD;
    const lonRad = point.longitude * RAD;
    const cosLat = Math.cos(latRad);
    const here = { latRad, lonRad, cosLat };
    const row0 = cellOf(point.latitude);
    const col0 = cellOf(point.longitude);
    const nearest = new NearestSoFar(need);
    if (need <= 0 || this.count(c) === 0) return nearest.found;
    const maxRing = Math.max(
      Math.abs(row0 - this.rowRange[0]),
      Math.abs(row0 - this.rowRange[1]),
      Math.abs(col0 - this.colRange[0]),
      Math.abs(col0 - this.colRange[1]),
    );
    for (let ring = 0; ring <= maxRing; ring++) {
      if (ring > MAX_RINGS) return this.scan(c, need, here);
      for (let row = row0 - ring; row <= row0 + ring; row++) {
        const isEdgeRow = row === row0 - ring || row === row0 + ring;
        for (
          let col = col0 - ring;
          col <= col0 + ring;
          col += isEdgeRow || ring === 0 ? 1 : 2 * ring
        ) {
          const cell = this.cells.get(cellKey(row, col));
          if (!cell) continue;
          // A cell whose nearest edge is beyond the farthest kept shop holds none nearer: passed
          // over whole, its shops never measured.
          const last = nearest.last;
          if (last && cellBound(point, cosLat, row, col) > last.d + BOUND_SLACK_M) continue;
          for (const e of cell) {
            if (matches(e, c)) nearest.add(e, distanceM(e.latRad, e.lonRad, e.cosLat, here));
          }
        }
      }
      // Every unvisited shop lies beyond the visited square's nearest edge.
      const last = nearest.settle();
      if (last && last.d < this.unvisitedBound(point, row0, col0, ring)) break;
    }
    nearest.settle();
    return nearest.found;
  }

  /** Every matching shop, for filters so rare that the nearest ones are far away. */
  private scan(c: StoreCriteria, need: number, here: RadPoint) {
    const nearest = new NearestSoFar(need);
    for (const e of this.all) {
      if (matches(e, c)) nearest.add(e, distanceM(e.latRad, e.lonRad, e.cosLat, here));
    }
    nearest.settle();
    return nearest.found;
  }

  /** A lower bound (m) of the distance from the point to any cell outside rings 0..ring. */
  private unvisitedBound(point: Point, row0: number, col0: number, ring: number): number {
    const south = point.latitude - (row0 - ring) * CELL_DEG;
    const north = (row0 + ring + 1) * CELL_DEG - point.latitude;
    const west = point.longitude - (col0 - ring) * CELL_DEG;
    const east = (col0 + ring + 1) * CELL_DEG - point.longitude;
    const latEdge = Math.min(south, north) * RAD * EARTH_RADIUS_M;
    // Distance from the point to a meridian Δλ away: asin(sin Δλ · cos φ) on the sphere.
    const dLon = Math.min(west, east) * RAD;
    const lonEdge =
      dLon >= Math.PI / 2
        ? Number.POSITIVE_INFINITY
        : Math.asin(Math.sin(dLon) * Math.cos(point.latitude * RAD)) * EARTH_RADIUS_M;
    return Math.min(latEdge, lonEdge);
  }
}

/**
 * One literal with every field in one order: every entry shares one hidden class, so the filter
 * loop stays fast (spread copies of driver rows were dictionary objects, ~0.5 µs a field read).
 */
function toEntry(row: Entry): Entry {
  const latitude = Number(row.latitude);
  const longitude = Number(row.longitude);
  return {
    id: row.id,
    link: row.link,
    name: row.name,
    branch_name: row.branch_name,
    address: row.address,
    sub_district: row.sub_district,
    district: row.district,
    province: row.province,
    post_code: row.post_code,
    tel: row.tel,
    latitude,
    longitude,
    has_storefront: row.has_storefront,
    storefront_file: row.storefront_file,
    rating_average: row.rating_average,
    rating_count: row.rating_count,
    is_tyre_shop: row.is_tyre_shop,
    is_repair_shop: row.is_repair_shop,
    is_service_enabled: row.is_service_enabled,
    is_delivery_enabled: row.is_delivery_enabled,
    has_tire_balancing: row.has_tire_balancing,
    has_tire_center: row.has_tire_center,
    has_nitrogen: row.has_nitrogen,
    has_patch_mushroom: row.has_patch_mushroom,
    has_patch_streaming_cool: row.has_patch_streaming_cool,
    has_patch_streaming_heat: row.has_patch_streaming_heat,
    has_patch_silk_plug: row.has_patch_silk_plug,
    cardBytes: EMPTY,
    network_id: row.network_id,
    rating: Number(row.rating_average),
    latRad: latitude * RAD,
    lonRad: longitude * RAD,
    cosLat: Math.cos(latitude * RAD),
  };
}

/** The card row of an entry, with its distance. */
function toRow(e: Entry, distance: number): StoreRow {
  return {
    id: e.id,
    link: e.link,
    name: e.name,
    branch_name: e.branch_name,
    address: e.address,
    sub_district: e.sub_district,
    district: e.district,
    province: e.province,
    post_code: e.post_code,
    tel: e.tel,
    latitude: e.latitude,
    longitude: e.longitude,
    has_storefront: e.has_storefront,
    storefront_file: e.storefront_file,
    rating_average: e.rating_average,
    rating_count: e.rating_count,
    is_tyre_shop: e.is_tyre_shop,
    is_repair_shop: e.is_repair_shop,
    is_service_enabled: e.is_service_enabled,
    is_delivery_enabled: e.is_delivery_enabled,
    has_tire_balancing: e.has_tire_balancing,
    has_tire_center: e.has_tire_center,
    has_nitrogen: e.has_nitrogen,
    has_patch_mushroom: e.has_patch_mushroom,
    has_patch_streaming_cool: e.has_patch_streaming_cool,
    has_patch_streaming_heat: e.has_patch_streaming_heat,
    has_patch_silk_plug: e.has_patch_silk_plug,
    distance_m: distance,
  };
}

/** One index per database handle; loads on first use and again after any committed change. */
export class NearestStoreIndex {
  private readonly copy: VersionedCopy<StoreGrid>;

  /** checkEveryMs: how long a version read is trusted (0: every search reads it). */
  constructor(
    private readonly db: DbOrTx,
    checkEveryMs = 0,
  ) {
    this.copy = new VersionedCopy(db, {
      names: ['stores'],
      checkEveryMs,
      load: () => this.load(),
    });
  }

  private async load(): Promise<StoreGrid> {
    const result = await this.db.execute<Entry>(sql`
      select s.id, s.link, s.name, s.branch_name, s.address, s.sub_district, s.district,
             s.province, s.post_code, s.tel, s.latitude, s.longitude,
             (s.storefront_svg is not null) as has_storefront, ${STOREFRONT_FILE_COLUMN},
             s.rating_average::text as rating_average, s.rating_count, s.is_tyre_shop,
             s.is_repair_shop, s.is_service_enabled, s.is_delivery_enabled, s.has_tire_balancing,
             s.has_tire_center, s.has_nitrogen, s.has_patch_mushroom, s.has_patch_streaming_cool,
             s.has_patch_streaming_heat, s.has_patch_silk_plug, s.network_id
        from stores s
       where s.is_active and s.latitude is not null and s.longitude is not null`);
    const entries = result.rows.map(toEntry);
    for (const e of entries) {
      const { distanceKm: _d, ...card } = toStoreCard(toRow(e, 0));
      e.cardBytes = Buffer.from(JSON.stringify(card).slice(0, -1));
    }
    return new StoreGrid(entries);
  }

  /** Loads the grid now (at start-up). */
  async warm(): Promise<void> {
    await this.copy.get();
  }

  private fresh(): Promise<StoreGrid> {
    return this.copy.get();
  }

  /** A page of nearest matching shops and the number of matching shops. */
  async search(
    criteria: StoreCriteria,
    point: Point,
    limit: number,
    offset: number,
  ): Promise<{ rows: StoreRow[]; total: number }> {
    const grid = await this.fresh();
    const hits = grid.nearest(criteria, point, offset + limit).slice(offset);
    const rows = hits.map(({ e, d }) => toRow(e, d));
    return { rows, total: grid.count(criteria) };
  }

  /**
   * The same page as search(), already as the StoreCardPage JSON in UTF-8: each card's bytes were
   * made at load, only its distance is added. An answer (~13 KB, shop names and addresses in
   * Thai) built as a string was measured again for its length and encoded on every write.
   */
  async searchJson(
    criteria: StoreCriteria,
    point: Point,
    page: number,
    pageSize: number,
  ): Promise<Buffer> {
    const grid = await this.fresh();
    const offset = (page - 1) * pageSize;
    const hits = grid.nearest(criteria, point, offset + pageSize).slice(offset);
    const total = grid.count(criteria);
    const tail = `],"total":${total},"page":${page},"pageSize":${pageSize},"totalPage":${Math.ceil(total / pageSize)}}`;
    const distances = hits.map(({ d }) => `,"distanceKm":${Math.round(d / 100) / 10}}`);
    let size = PAGE_HEAD.length + tail.length + Math.max(0, hits.length - 1);
    for (let i = 0; i < hits.length; i++) size += hits[i].e.cardBytes.length + distances[i].length;
    const out = Buffer.allocUnsafe(size);
    let at = out.write(PAGE_HEAD, 0, 'latin1');
    for (let i = 0; i < hits.length; i++) {
      if (i > 0) at += out.write(',', at, 'latin1');
      at += hits[i].e.cardBytes.copy(out, at);
      at += out.write(distances[i], at, 'latin1');
    }
    out.write(tail, at, 'latin1');
    return out;
  }
}
