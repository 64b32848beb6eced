import type { StoreServiceFlag } from '@yangdee/contracts/store-services';
import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { likePattern } from '../../lib/sql-like';
import { STOREFRONT_FILE_COLUMN } from './store-images';

// Store search (issue [3/6] §1): filters on the stores table and the nearest-first order. With
// a location the order is the earthdistance KNN operator on the GiST index stores_earth_gist
// (`ll_to_earth(latitude, longitude) <-> ll_to_earth($lat, $lon)`, ARCHITECTURE "Nearest
// shops"), so the database walks the index outward from the point and stops after one page;
// no store list is ever loaded into Node. Table alias: s = stores.

export type StoreCriteria = {
  k?: string;
  province?: string;
  district?: string;
  mode?: 'tyre' | 'repair';
  services?: StoreServiceFlag[];
  orderType?: 'SERVICE' | 'DELIVERY';
  /** Bangkok weekday (0 Sunday), 'HH:MM' and date when only open shops are wanted. */
  openAt?: { day: number; time: string; date: string };
  networkId?: number;
  minRating?: number;
};

export type Point = { latitude: number; longitude: number };

export type StoreRow = {
  id: number;
  link: string;
  name: string;
  branch_name: string;
  address: string;
  sub_district: string;
  district: string;
  province: string;
  post_code: string;
  tel: string;
  latitude: number;
  longitude: number;
  has_storefront: boolean;
  /** Uploaded storefront (decoration); preferred over the seeded drawing. */
  storefront_file: string | null;
  rating_average: string;
  rating_count: number;
  is_tyre_shop: boolean;
  is_repair_shop: boolean;
  is_service_enabled: boolean;
  is_delivery_enabled: boolean;
  has_tire_balancing: boolean;
  has_tire_center: boolean;
  has_nitrogen: boolean;
  has_patch_mushroom: boolean;
  has_patch_streaming_cool: boolean;
  has_patch_streaming_heat: boolean;
  has_patch_silk_plug: boolean;
  distance_m: number | null;
};

const FLAG_COLUMNS: Record<StoreServiceFlag, SQL> = {
  hasTireBalancing: sql`s.has_tire_balancing`,
  hasTireCenter: sql`s.has_tire_center`,
  hasNitrogen: sql`s.has_nitrogen`,
  hasPatchMushroom: sql`s.has_patch_mushroom`,
  hasPatchStreamingCool: sql`s.has_patch_streaming_cool`,
  hasPatchStreamingHeat: sql`s.has_patch_streaming_heat`,
  hasPatchSilkPlug: sql`s.has_patch_silk_plug`,
};

/** The WHERE clause of a store search (active shops only). */
export function storeWhere(c: StoreCriteria): SQL {
  const parts: SQL[] = [sql`s.is_active`];
  // Every keyword word matches name, branch, district or province by substring (name has the
  // GIN trigram index stores_name_trgm), as the global search's store tab does.
  for (const word of (c.k ?? '').split(/\s+/).filter(Boolean).slice(0, 5)) {
    const p = likePattern(word);
    parts.push(sql`(s.name ilike ${p} or s.branch_name ilike ${p} or s.district ilike ${p}
      or s.province ilike ${p})`);
  }
  if (c.province) parts.push(sql`s.province = ${c.province}`);
  if (c.district) parts.push(sql`s.district = ${c.district}`);
  if (c.mode === 'tyre') parts.push(sql`s.is_tyre_shop`);
  if (c.mode === 'repair') parts.push(sql`s.is_repair_shop`);
  for (const flag of c.services ?? []) parts.push(FLAG_COLUMNS[flag]);
  if (c.orderType === 'SERVICE') parts.push(sql`s.is_service_enabled`);
  if (c.orderType === 'DELIVERY') parts.push(sql`s.is_delivery_enabled`);
  if (c.networkId) parts.push(sql`s.network_id = ${c.networkId}`);
  if (c.minRating) parts.push(sql`s.rating_average >= ${c.minRating}`);
  if (c.openAt) {
    const { day, time, date } = c.openAt;
    parts.push(sql`exists (
      select 1 from jsonb_array_elements(s.weekly_hours) h
       where (h->>'day')::int = ${day} and h->>'open' <= ${time} and h->>'close' > ${time})`);
    parts.push(sql`not exists (
      select 1 from store_holidays sh where sh.store_id = s.id and sh.date_key = ${date}::date)`);
  }
  return sql.join(parts, sql` and `);
}

const STORE_COLUMNS = sql`s.id, s.link, s.name, s.branch_name, s.address, s.sub_district,
  s.district, s.province, s.post_code, s.tel, s.latitude, s.longitude,
  (s.storefront_svg is not null) as has_storefront, ${STOREFRONT_FILE_COLUMN},
  s.rating_average::text as rating_average,
  s.rating_count, s.is_tyre_shop, s.is_repair_shop, s.is_service_enabled, s.is_delivery_enabled,
  s.has_tire_balancing, s.has_tire_center, s.has_nitrogen, s.has_patch_mushroom,
  s.has_patch_streaming_cool, s.has_patch_streaming_heat, s.has_patch_silk_plug`;

/** `ll_to_earth` of a point; the float8 casts let the planner match the GiST index expression. */
const earthOf = (p: Point) => sql`ll_to_earth(${p.latitude}::float8, ${p.longitude}::float8)`;
const storeEarth = sql`ll_to_earth(s.latitude, s.longitude)`;

export function distanceColumn(point: Point | null): SQL {
  return point
    ? sql`earth_distance(${storeEarth}, ${earthOf(point)}) as distance_m`
    : sql`null::float8 as distance_m`;
}

/** Nearest first (KNN on the GiST index) when located, else best rated, then name. */
export function storeOrder(point: Point | null): SQL {
  return point
    ? sql`${storeEarth} <-> ${earthOf(point)}, s.id`
    : sql`s.rating_average desc, s.rating_count desc, s.name, s.branch_name, s.id`;
}

export async function findStorePage(
  db: DbOrTx,
  where: SQL,
  point: Point | null,
  limit: number,
  offset: number,
): Promise<StoreRow[]> {
  if (point) {
    // A GiST index answers "nearest first" only when the distance alone is the order (with a
    // tie-breaker in the same ORDER BY it sorted every shop: ~65 ms among 20,000 instead of
    // ~0.5 ms). So: the KNN walk finds the distance of the (offset + limit)-th nearest shop, then
    // every shop within it (earth_box also uses the index) is ordered by distance and id. Shops at
    // the same distance (one building, one mall) are all in, so pages never overlap or skip.
    // earth_box's radius is great-circle; <-> is the chord, never longer: 1% + 1 m covers it.
    const result = await db.execute<StoreRow>(sql`
      with cutoff as (
        select max(knn) as d from (
          select ${storeEarth} <-> ${earthOf(point)} as knn
            from stores s
           where ${where}
           order by ${storeEarth} <-> ${earthOf(point)}
           limit ${offset + limit}) nearest)
      select ${STORE_COLUMNS}, ${distanceColumn(point)}
        from stores s, cutoff
       where ${where}
         and earth_box(${earthOf(point)}, cutoff.d * 1.01 + 1) @> ${storeEarth}
         and ${storeEarth} <-> ${earthOf(point)} <= cutoff.d
       order by ${storeEarth} <-> ${earthOf(point)}, s.id
       limit ${limit} offset ${offset}`);
    return result.rows;
  }
  const result = await db.execute<StoreRow>(sql`
    select ${STORE_COLUMNS}, ${distanceColumn(point)}
      from stores s
     where ${where}
     order by ${storeOrder(point)}
     limit ${limit} offset ${offset}`);
  return result.rows;
}

export async function countStores(db: DbOrTx, where: SQL): Promise<number> {
  const result = await db.execute<{ n: number }>(
    sql`select count(*)::int as n from stores s where ${where}`,
  );
  return result.rows[0]?.n ?? 0;
}

export async function findStoreRowByLink(db: DbOrTx, link: string, point: Point | null) {
  const result = await db.execute<
    StoreRow & {
      open_time_html: string;
      weekly_hours: unknown;
      announcement: string;
      network_id: number | null;
    }
  >(sql`
    select ${STORE_COLUMNS}, ${distanceColumn(point)}, s.open_time_html, s.weekly_hours,
           s.announcement, s.network_id
      from stores s
     where s.link = ${link} and s.is_active`);
  return result.rows[0] ?? null;
}
