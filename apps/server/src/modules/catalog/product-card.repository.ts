import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { orderableOfferSql } from '../../db/orderable-offer-where';
import { bangkokToday } from '../../lib/time';

// The one query behind every product card list (listing, search, home lists, related products):
// candidate products (catalogue filters) → their offers that count (shop filters) aggregated to
// the lowest price and the number of shops → sorted, stable, paged. Raw SQL because the shape
// (CTEs, window count) is clearer than the builder; table aliases: p products, m tyre_models,
// b brands, z tyre_sizes, sp seller_products, s stores.

/** Stock status LIMITED (spec 4): the only status that is "in stock" (decision 0005). */
export const STATUS_LIMITED = 1;

/** 'total': the lowest 4-fitted total (decision 0165), sorted in code, never in SQL. */
export type CardSort = 'popular' | 'price_asc' | 'price_desc' | 'newest' | 'total';

/**
 * The shopper filters product_offer_summaries holds a lowest price and shop count for (decision
 * 0020): a card query whose offer conditions are only these reads the summary instead of
 * aggregating offers. `offerWhere` must then be the same filters (it still picks the badges).
 */
export type OfferSummaryFilter = { inStock: boolean; orderType?: 'SERVICE' | 'DELIVERY' };

export type CardQuery = {
  /** Extra conditions on p, m, b, z (joined together), each starting with `and`. */
  productWhere: SQL;
  /** Extra conditions on sp, s, each starting with `and`. */
  offerWhere: SQL;
  /** Read the per-product offer summary for these filters instead of aggregating offers. */
  summary?: OfferSummaryFilter;
  /**
   * Conditions on the summary row `a` (brand_id, tyre_size_id …), each starting with `and`; only
   * with `summary`. Without productWhere and orderPrefix the page is read from the summary alone.
   */
  summaryWhere?: SQL;
  /** Use the DELIVERY price per tyre instead of the SERVICE price. */
  isDeliveryPrice: boolean;
  priceMinSatang?: number;
  priceMaxSatang?: number;
  sort: CardSort;
  /** Sort keys put before the sort's own (e.g. "same size first" for related products). */
  orderPrefix?: SQL;
  limit: number;
  offset: number;
};

export type CardRow = {
  id: number;
  brand_slug: string;
  brand_name: string;
  brand_id: number;
  model_id: number;
  model_name: string;
  model_slug: string;
  size_label: string;
  load_index: number;
  speed_rating: string;
  production_year: number;
  eu_rolling_resistance: string | null;
  eu_wet_grip: string | null;
  eu_noise_db: number | null;
  min_price: number;
  shop_count: number;
  total: number;
};

function orderBy(sort: CardSort, price: SQL): SQL {
  switch (sort) {
    // Popularity (spec 7 popular lists): sold, then searched, then viewed; id keeps it stable.
    case 'popular':
      return sql`p.sold_count desc, p.search_count desc, p.view_count desc, p.id asc`;
    case 'price_asc':
    case 'total':
      return sql`${price} asc, p.id asc`;
    case 'price_desc':
      return sql`${price} desc, p.id asc`;
    case 'newest':
      return sql`p.production_year desc, p.created_at desc, p.id desc`;
  }
}

export const CARD_COLUMNS = sql`p.id, b.slug as brand_slug, b.name_en as brand_name,
  b.id as brand_id, m.id as model_id, m.name as model_name, m.slug as model_slug,
  z.label as size_label, p.load_index, p.speed_rating, p.production_year,
  m.eu_rolling_resistance, m.eu_wet_grip, m.eu_noise_db`;

/**
 * Conditions every counted offer meets: displayed, of an active store, and orderable (decision
 * 0068: a LIMITED offer with its minimum in stock, or one made to order; never NOTSALE).
 */
export const baseOfferWhere = sql`s.is_active and sp.is_display and ${orderableOfferSql}`;

export async function findCards(db: DbOrTx, q: CardQuery): Promise<CardRow[]> {
  const price = q.isDeliveryPrice ? sql`sp.price_delivery_satang` : sql`sp.price_satang`;
  const having: SQL[] = [];
  if (q.priceMinSatang !== undefined) having.push(sql`min(${price}) >= ${q.priceMinSatang}`);
  if (q.priceMaxSatang !== undefined) having.push(sql`min(${price}) <= ${q.priceMaxSatang}`);
  const havingSql = having.length ? sql`having ${sql.join(having, sql` and `)}` : sql``;

  const result = await db.execute<CardRow>(sql`
    with candidate as (
      select p.id
      from products p
      join tyre_models m on m.id = p.tyre_model_id
      join brands b on b.id = m.brand_id
      join tyre_sizes z on z.id = p.tyre_size_id
      where p.is_active and m.is_active and b.is_active ${q.productWhere}
    ),
    a as (
      select sp.product_id, min(${price})::int as min_price,
             count(distinct sp.store_id)::int as shop_count
      from seller_products sp
      join stores s on s.id = sp.store_id
      where sp.product_id in (select id from candidate) and ${baseOfferWhere} ${q.offerWhere}
        ${q.isDeliveryPrice ? sql`and sp.price_delivery_satang is not null` : sql``}
      group by sp.product_id
      ${havingSql}
    )
    select ${CARD_COLUMNS}, a.min_price, a.shop_count, (count(*) over ())::int as total
    from a
    join products p on p.id = a.product_id
    join tyre_models m on m.id = p.tyre_model_id
    join brands b on b.id = m.brand_id
    join tyre_sizes z on z.id = p.tyre_size_id
    order by ${q.orderPrefix ? sql`${q.orderPrefix}, ` : sql``}${orderBy(q.sort, sql`a.min_price`)}
    limit ${q.limit} offset ${q.offset}`);
  return result.rows;
}

/** A promotion that puts the promotion badge on a card: active and running today (pr). */
export const cardPromotionWhere = (today: string) =>
  sql`pr.is_active and pr.start_date <= ${today} and pr.end_date >= ${today}`;
/** A warranty that puts the warranty badge on a card: an active warranty, not a benefit (w). */
export const cardWarrantyWhere = sql`w.is_active and w.type = 'warranty'`;

/** Offer conditions of the shopper's choices: stock, how the tyres are received, a promotion. */
export function offerConditions(c: {
  inStock?: unknown;
  orderType?: 'SERVICE' | 'DELIVERY';
  promotion?: string;
}): SQL[] {
  const where: SQL[] = [];
  // "In stock" means stock on hand (LIMITED with qty > 0); FACTORY/SUBLET offers are orderable
  // but wait for goods, so they do not count as in stock (decision 0005).
  if (c.inStock) where.push(sql`and sp.qty > 0 and sp.status = ${STATUS_LIMITED}`);
  if (c.orderType === 'SERVICE')
    where.push(sql`and sp.is_service_available and s.is_service_enabled`);
  if (c.orderType === 'DELIVERY') {
    where.push(sql`and sp.is_delivery_available and s.is_delivery_enabled`);
  }
  if (c.promotion) {
    const today = bangkokToday();
    where.push(sql`and exists (select 1 from seller_product_promotions spp
      join promotions pr on pr.id = spp.promotion_id
      where spp.seller_product_id = sp.id and pr.key = ${c.promotion}
        and ${cardPromotionWhere(today)})`);
  }
  return where;
}

export type CardExtraRow = {
  product_id: number;
  types: string[] | null;
  has_promotion: boolean;
  has_warranty: boolean;
};

/**
 * Types and badges of the cards on one page: tyre types of the model, and whether some counted
 * offer carries an active promotion or a warranty (seller_product_promotions / _warranties).
 * Each badge is a LATERAL probe with LIMIT 1: it walks one product's offers by index and stops at
 * the first hit; an EXISTS here let the planner hash every offer of every shop (~10 ms a page on
 * 100,000 offers, against ~1.5 ms).
 */
export async function findCardExtras(
  db: DbOrTx,
  productIds: number[],
  offerWhere: SQL,
  today: string,
): Promise<CardExtraRow[]> {
  if (productIds.length === 0) return [];
  const ids = sql.join(
    productIds.map((id) => sql`${id}`),
    sql`, `,
  );
  const result = await db.execute<CardExtraRow>(sql`
    select p.id as product_id,
      (select array_agg(t.code order by t.sort_order, t.id)
         from tyre_model_types mt join tyre_types t on t.id = mt.tyre_type_id
        where mt.tyre_model_id = p.tyre_model_id) as types,
      promo.found is not null as has_promotion,
      warranty.found is not null as has_warranty
    from products p
    left join lateral (
      select true as found from seller_products sp
        join stores s on s.id = sp.store_id
        join seller_product_promotions spp on spp.seller_product_id = sp.id
        join promotions pr on pr.id = spp.promotion_id
       where sp.product_id = p.id and ${baseOfferWhere} ${offerWhere}
         and ${cardPromotionWhere(today)}
       limit 1) promo on true
    left join lateral (
      select true as found from seller_products sp
        join stores s on s.id = sp.store_id
        join seller_product_warranties spw on spw.seller_product_id = sp.id
        join seller_warranties w on w.id = spw.seller_warranty_id
       where sp.product_id = p.id and ${baseOfferWhere} ${offerWhere}
         and ${cardWarrantyWhere}
       limit 1) warranty on true
    where p.id in (${ids})`);
  return result.rows;
}
