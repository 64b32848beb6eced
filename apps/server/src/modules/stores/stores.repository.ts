import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { orderableOfferSql } from '../../db/orderable-offer-where';
import { likePattern } from '../../lib/sql-like';

// Store detail, a shop's offers and reviews, and the store-search filter options (issue [3/6]).
// Raw SQL like the catalogue's card queries; aliases: s stores, sp seller_products, p products,
// m tyre_models, b brands, z tyre_sizes.

export async function findProvinceCounts(db: DbOrTx, modeWhere: SQL) {
  const result = await db.execute<{ name: string; count: number }>(sql`
    select s.province as name, count(*)::int as count
      from stores s where s.is_active and ${modeWhere}
     group by s.province order by s.province`);
  return result.rows;
}

export async function findDistrictCounts(db: DbOrTx, modeWhere: SQL, province: string) {
  const result = await db.execute<{ name: string; count: number }>(sql`
    select s.district as name, count(*)::int as count
      from stores s where s.is_active and ${modeWhere} and s.province = ${province}
       and s.district <> ''
     group by s.district order by s.district`);
  return result.rows;
}

export async function findNetworkCounts(db: DbOrTx, modeWhere: SQL) {
  const result = await db.execute<{ id: number; key: string; name: string; count: number }>(sql`
    select n.id, n.key, n.name, count(s.id)::int as count
      from networks n join stores s on s.network_id = n.id and s.is_active and ${modeWhere}
     group by n.id order by n.name`);
  return result.rows;
}

export async function findHolidaysFrom(db: DbOrTx, storeId: number, today: string) {
  const result = await db.execute<{ date: string; title: string }>(sql`
    select to_char(date_key, 'YYYY-MM-DD') as date, title from store_holidays
     where store_id = ${storeId} and date_key >= ${today}::date order by date_key`);
  return result.rows;
}

/** The uploaded banner's file name (decoration), or null. */
export async function findBannerFile(db: DbOrTx, storeId: number): Promise<string | null> {
  const result = await db.execute<{ file_path: string }>(sql`
    select file_path from store_pictures
     where store_id = ${storeId} and kind = 'banner' and file_path is not null limit 1`);
  return result.rows[0]?.file_path ?? null;
}

/** Gallery pictures in the shop's order: a seeded drawing (svg) or an uploaded file. */
export async function findGallery(
  db: DbOrTx,
  storeId: number,
): Promise<Array<{ id: number; file_path: string | null }>> {
  const result = await db.execute<{ id: number; file_path: string | null }>(sql`
    select id, file_path from store_pictures
     where store_id = ${storeId} and kind = 'gallery' and (svg is not null or file_path is not null)
     order by sort_order, id`);
  return result.rows;
}

export async function findRatingHistogram(db: DbOrTx, storeId: number) {
  const result = await db.execute<{ star: number; count: number }>(sql`
    select rating::int as star, count(*)::int as count from reviews
     where store_id = ${storeId} and is_visible group by rating`);
  return result.rows;
}

export async function findNetworkById(db: DbOrTx, id: number) {
  const result = await db.execute<{ id: number; key: string; name: string }>(
    sql`select id, key, name from networks where id = ${id}`,
  );
  return result.rows[0] ?? null;
}

export async function findStorePromotions(db: DbOrTx, storeId: number, today: string) {
  const result = await db.execute<{
    key: string;
    title: string;
    remark: string;
    start_date: string;
    end_date: string;
  }>(sql`
    select key, title, remark, to_char(start_date, 'YYYY-MM-DD') as start_date,
           to_char(end_date, 'YYYY-MM-DD') as end_date
      from promotions
     where store_id = ${storeId} and is_active and end_date >= ${today}::date
     order by start_date, id`);
  return result.rows;
}

export type OfferRow = {
  id: number;
  product_id: number;
  price_satang: number;
  price_delivery_satang: number | null;
  status: number;
  qty: number;
  min_qty: number;
  /** The offer's preparing days, else the shop's (null: the shop has no settings row). */
  prepare_days: number | null;
  production_year: number;
  is_service_available: boolean;
  is_delivery_available: boolean;
  total: number;
};

/** Each word must match the brand (Thai or English), the model or the size in any spelling. */
function keywordWhere(k: string | undefined): SQL {
  if (!k) return sql``;
  const words = k.split(/\s+/).filter(Boolean).slice(0, 6);
  const parts = words.map((w) => {
    const p = likePattern(w);
    const digits = w.replace(/\D/g, '');
    const size = digits.length >= 3 ? sql` or z.compact like ${`${digits}%`}` : sql``;
    return sql`(b.name_en ilike ${p} or b.name_th ilike ${p} or b.slug ilike ${p}
      or m.name ilike ${p} or z.label ilike ${p}${size})`;
  });
  return sql`and ${sql.join(parts, sql` and `)}`;
}

const OFFER_FROM = sql`
  from seller_products sp
  join products p on p.id = sp.product_id and p.is_active
  join tyre_models m on m.id = p.tyre_model_id
  join brands b on b.id = m.brand_id
  join tyre_sizes z on z.id = p.tyre_size_id
  left join store_settings ss on ss.store_id = sp.store_id`;

/** The shop's displayed offers, brand → model → size → offer id (stable paging). */
export async function findStoreOffers(
  db: DbOrTx,
  storeId: number,
  k: string | undefined,
  limit: number,
  offset: number,
): Promise<OfferRow[]> {
  const result = await db.execute<OfferRow>(sql`
    select sp.id, sp.product_id, sp.price_satang, sp.price_delivery_satang, sp.status::int as status,
           sp.qty, sp.min_qty::int as min_qty, sp.production_year::int as production_year,
           coalesce(sp.prepare_days, ss.prepare_days)::int as prepare_days, sp.is_service_available,
           sp.is_delivery_available, (count(*) over ())::int as total
    ${OFFER_FROM}
     where sp.store_id = ${storeId} and sp.is_display and ${orderableOfferSql}
       ${keywordWhere(k)}
     order by b.name_en, m.name, z.width, z.ratio, z.diameter, sp.production_year desc, sp.id
     limit ${limit} offset ${offset}`);
  return result.rows;
}

export async function countStoreOffers(db: DbOrTx, storeId: number, k: string | undefined) {
  const result = await db.execute<{ n: number }>(sql`
    select count(*)::int as n ${OFFER_FROM}
     where sp.store_id = ${storeId} and sp.is_display and ${orderableOfferSql}
       ${keywordWhere(k)}`);
  return result.rows[0]?.n ?? 0;
}

export async function findStoreOffer(db: DbOrTx, storeId: number, sellerProductId: number) {
  const result = await db.execute<OfferRow>(sql`
    select sp.id, sp.product_id, sp.price_satang, sp.price_delivery_satang, sp.status::int as status,
           sp.qty, sp.min_qty::int as min_qty, sp.production_year::int as production_year,
           coalesce(sp.prepare_days, ss.prepare_days)::int as prepare_days, sp.is_service_available,
           sp.is_delivery_available, 1 as total
    ${OFFER_FROM}
     where sp.id = ${sellerProductId} and sp.store_id = ${storeId} and sp.is_display
       and ${orderableOfferSql}`);
  return result.rows[0] ?? null;
}

export async function findStoreReviews(db: DbOrTx, storeId: number, limit: number, offset: number) {
  const result = await db.execute<{
    id: number;
    reviewer_name: string;
    rating: number;
    text: string;
    created_at: string;
    reply: string | null;
    replied_at: string | null;
    total: number;
  }>(sql`
    select id, reviewer_name, rating::int as rating, text,
           to_char(created_at at time zone 'Asia/Bangkok', 'YYYY-MM-DD"T"HH24:MI:SS"+07:00"') as created_at,
           reply,
           to_char(replied_at at time zone 'Asia/Bangkok', 'YYYY-MM-DD"T"HH24:MI:SS"+07:00"') as replied_at,
           (count(*) over ())::int as total
      from reviews where store_id = ${storeId} and is_visible
     order by created_at desc, id desc limit ${limit} offset ${offset}`);
  return result.rows;
}

export async function countStoreReviews(db: DbOrTx, storeId: number) {
  const result = await db.execute<{ n: number }>(
    sql`select count(*)::int as n from reviews where store_id = ${storeId} and is_visible`,
  );
  return result.rows[0]?.n ?? 0;
}
