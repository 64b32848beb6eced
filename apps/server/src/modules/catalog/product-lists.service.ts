import type { ProductCard, RelatedProductsBody } from '@yangdee/contracts/catalog';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { bangkokToday } from '../../lib/time';
import { loadCards } from './product-card.mapper';

// Product lists of spec 7 "Popular and related": home lists (popular, weekly popular, most
// searched), related products of a tyre, of a shop or a network, and of an article.

const none = sql``;
const RELATED_MAX = 12;
const MOST_SEARCHED_MAX = 12;

async function cards(
  db: Db,
  q: { productWhere?: SQL; offerWhere?: SQL; orderPrefix?: SQL; limit: number },
): Promise<ProductCard[]> {
  const { items } = await loadCards(db, {
    productWhere: q.productWhere ?? none,
    offerWhere: q.offerWhere ?? none,
    orderPrefix: q.orderPrefix,
    // Shop-limited lists (a seller's, a network's) aggregate their offers; the others read the
    // offer summary (decision 0020).
    summary: q.offerWhere ? undefined : { inStock: false },
    isDeliveryPrice: false,
    sort: 'popular',
    limit: q.limit,
    offset: 0,
  });
  return items;
}

/**
 * Popular tyres (home). With isShowAds the tyres some shop promotes with an active promotion
 * come first (our "ads": promoted offers); otherwise by popularity alone.
 */
export function getPopularTires(db: Db, maxItem: number, isShowAds = false) {
  const today = bangkokToday();
  const promotedFirst = sql`exists (select 1 from seller_products sp2
      join seller_product_promotions spp on spp.seller_product_id = sp2.id
      join promotions pr on pr.id = spp.promotion_id
      where sp2.product_id = p.id and sp2.is_display and pr.is_active
        and pr.start_date <= ${today} and pr.end_date >= ${today}) desc`;
  return cards(db, { limit: maxItem, orderPrefix: isShowAds ? promotedFirst : undefined });
}

/** Tyres most ordered in the last 7 days (paid or later orders), then by popularity. */
export function getWeeklyPopularTires(db: Db, maxItem: number) {
  const unitsThisWeek = sql`(select coalesce(sum(oi.quantity), 0) from order_items oi
      join orders o on o.id = oi.order_id
      join seller_products sp2 on sp2.id = oi.seller_product_id
      where sp2.product_id = p.id and o.status not in (0, 99)
        and o.created_at >= now() - interval '7 days') desc`;
  return cards(db, { limit: maxItem, orderPrefix: unitsThisWeek });
}

/** Tyres shoppers searched for most (products.search_count). */
export function getMostSearchedTires(db: Db) {
  return cards(db, { limit: MOST_SEARCHED_MAX, orderPrefix: sql`p.search_count desc` });
}

/**
 * Tyres related to one: the same size first, then the same brand, then the same tyre type. With
 * sellerId only that shop's offers count; with networkId only the offers of the network's shops.
 */
export async function getRelatedProducts(db: Db, body: RelatedProductsBody) {
  const result = await db.execute<{ tyre_size_id: number; brand_id: number; model_id: number }>(
    sql`select p.tyre_size_id, m.brand_id, m.id as model_id from products p
        join tyre_models m on m.id = p.tyre_model_id where p.id = ${body.relatedTireId}`,
  );
  const base = result.rows[0];
  if (!base) throw new AppError('NOT_FOUND');
  const sameType = sql`exists (select 1 from tyre_model_types a join tyre_model_types o
      on o.tyre_type_id = a.tyre_type_id
      where a.tyre_model_id = ${base.model_id} and o.tyre_model_id = m.id)`;
  const offerWhere: SQL[] = [];
  if (body.sellerId) offerWhere.push(sql`and sp.store_id = ${body.sellerId}`);
  if (body.networkId) offerWhere.push(sql`and s.network_id = ${body.networkId}`);
  return cards(db, {
    ...(offerWhere.length > 0 ? { offerWhere: sql.join(offerWhere, sql` `) } : {}),
    productWhere: sql`and p.id <> ${body.relatedTireId} and (p.tyre_size_id = ${base.tyre_size_id}
      or m.brand_id = ${base.brand_id} or ${sameType})`,
    orderPrefix: sql`(p.tyre_size_id = ${base.tyre_size_id}) desc, (m.brand_id = ${base.brand_id}) desc`,
    limit: RELATED_MAX,
  });
}

/** The tyres an article is about (articles.related_product_ids), in the article's order. */
export async function getRelatedProductsByArticle(db: Db, articleId: number) {
  const result = await db.execute<{ ids: number[] }>(
    sql`select related_product_ids as ids from articles where id = ${articleId}`,
  );
  const row = result.rows[0];
  if (!row) throw new AppError('NOT_FOUND');
  const ids = (Array.isArray(row.ids) ? row.ids : []).filter((n) => Number.isInteger(n));
  if (ids.length === 0) return [];
  const list = sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );
  return cards(db, {
    productWhere: sql`and p.id in (${list})`,
    orderPrefix: sql`array_position(array[${list}]::int[], p.id)`,
    limit: RELATED_MAX,
  });
}
