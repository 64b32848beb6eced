import {
  FRESHNESS_MONTHS,
  type FreshnessMonths,
  freshSinceKey,
} from '@yangdee/contracts/production-year';
import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { intArray } from '../../db/int-array';
import {
  baseOfferWhere,
  CARD_COLUMNS,
  type CardRow,
  cardPromotionWhere,
  cardWarrantyWhere,
  type OfferSummaryFilter,
  offerConditions,
} from './product-card.repository';
import { summaryPrefix } from './product-card-summary.repository';

// The two statements that load the in-memory tyre listing (decisions 0060, 0122): every listed
// product with its card columns, keys and the offer summary of each shopper filter (lowest price,
// shops, offers with a warranty); then which products carry a promotion badge under each filter.
// The same summary table and the same badge conditions as the SQL card queries, so both answer
// alike (test/card-index.test.ts).

/** The shopper filters of the offer summary, in the order of the arrays below. */
export const CARD_FILTERS: readonly OfferSummaryFilter[] = [
  { inStock: false },
  { inStock: true },
  { inStock: false, orderType: 'SERVICE' },
  { inStock: true, orderType: 'SERVICE' },
  { inStock: false, orderType: 'DELIVERY' },
  { inStock: true, orderType: 'DELIVERY' },
];

/** Position of a shopper filter in CARD_FILTERS. */
export function cardFilterIndex(f: OfferSummaryFilter): number {
  const kind = f.orderType === 'SERVICE' ? 2 : f.orderType === 'DELIVERY' ? 4 : 0;
  return kind + (f.inStock ? 1 : 0);
}

/**
 * The freshness choices the listing keeps a summary for (decision 0164), after "every offer":
 * an entry's prices, shops and badge bits hold CARD_FILTERS.length numbers per choice, so
 * filter × freshness is one position and a fresh search is as fast as any other.
 */
export const LISTING_FRESHNESS = [undefined, ...FRESHNESS_MONTHS] as const;

/** Position of a shopper filter and a freshness choice in an entry's arrays. */
export function listingFilterIndex(f: OfferSummaryFilter, fresh?: FreshnessMonths): number {
  return LISTING_FRESHNESS.indexOf(fresh) * CARD_FILTERS.length + cardFilterIndex(f);
}

/** The productionKey an offer must reach for each freshness choice, as of one day. */
export type FreshSince = Record<FreshnessMonths, number>;

export function freshSinceOn(today: string): FreshSince {
  return { 12: freshSinceKey(12, today), 24: freshSinceKey(24, today) };
}

/** An offer's productionKey (production-year.ts) in SQL: year × 100 + DOT week (1 if unknown). */
export const offerProductionKey = sql`(sp.production_year * 100 + case
  when sp.production_week between 1 and 53 then sp.production_week else 1 end)`;

/** `and` the offer was made on or after the productionKey `since` (a freshness choice). */
export const freshOfferWhere = (since: number) => sql`and ${offerProductionKey} >= ${since}`;

export type IndexRow = Omit<CardRow, 'min_price' | 'shop_count' | 'total'> & {
  brand_name_th: string;
  size_id: number;
  width: number;
  ratio: number;
  diameter: number;
  compact: string;
  sold_count: number;
  search_count: number;
  view_count: number;
  /** products.created_at in microseconds since 1970 (the SQL order compares microseconds). */
  created_us: number;
  types: string[];
  type_names: string[];
  /**
   * Lowest price (satang) per CARD_FILTERS entry, then again for each fresh choice
   * (listingFilterIndex); null where no shop counts.
   */
  prices: (number | null)[];
  shops: number[];
  /** Counted offers with an active warranty per CARD_FILTERS entry (the warranty badge). */
  warranties: number[];
  /** The same three for each fresh choice in turn (FRESHNESS_MONTHS × CARD_FILTERS). */
  fresh_prices: (number | null)[];
  fresh_shops: number[];
  fresh_warranties: number[];
};

const array = (parts: SQL[]) => sql`json_build_array(${sql.join(parts, sql`, `)})`;

/** `and <column> = any(ids)`, or nothing for every product. */
function onlyProducts(column: string, ids: readonly number[] | undefined): SQL {
  if (!ids) return sql``;
  return sql`and ${sql.raw(column)} = any(${intArray(ids)})`;
}

/**
 * Products per statement when the listing reads tyres by id (a change's tyres). The driver parses
 * a result as it arrives, between requests but in large turns: the 3,070 tyres a 5,000-offer
 * stock change touched, read at once, held every request behind them for ~25 ms (issue 18 §3).
 */
const ROWS_PER_READ = 500;
/**
 * More ids than this: one whole read, the rows of `ids` kept. At 1,000,000 offers 500 tyres by id
 * took ~1.1 s and every listed tyre at once ~4 s (decision 0181).
 */
const WHOLE_READ_ABOVE = 1500;

/**
 * The listed products: all in one statement (a whole load), or those of `ids` (a listing applies
 * changes per tyre) perRead at a time (past WHOLE_READ_ABOVE, all of them). The fresh summaries
 * are aggregated in one pass over the offers (freshSummaries): per product, 500 at a time, that
 * took ~22 s at 1,000,000 offers, in one statement ~4 s (decision 0181).
 */
export async function findIndexRows(
  db: DbOrTx,
  since: FreshSince,
  ids?: readonly number[],
  perRead = ROWS_PER_READ,
): Promise<IndexRow[]> {
  if (!ids) return findIndexRowsOf(db, since, undefined);
  if (ids.length > WHOLE_READ_ABOVE) {
    const wanted = new Set(ids);
    return (await findIndexRowsOf(db, since, undefined)).filter((row) => wanted.has(row.id));
  }
  const rows: IndexRow[] = [];
  for (let at = 0; at < ids.length; at += perRead) {
    rows.push(...(await findIndexRowsOf(db, since, ids.slice(at, at + perRead))));
  }
  return rows;
}

/** Every listed product's id, ascending (the totals' whole load reads them in parts). */
export async function findListedIds(db: DbOrTx): Promise<number[]> {
  const result = await db.execute<{ id: number }>(sql`select a.product_id as id
    from product_offer_summaries a where a.is_listed order by a.product_id`);
  return result.rows.map((r) => Number(r.id));
}

/**
 * The listed products' popularity counts, in id order: no trigger logs them (migration 0021), so
 * every tyre's are read again each minute.
 */
export type IndexCounts = { id: number; sold: number; searched: number; viewed: number };

export async function findIndexCounts(db: DbOrTx): Promise<IndexCounts[]> {
  const result = await db.execute<IndexCounts>(sql`
    select a.product_id as id, a.sold_count as sold, a.search_count as searched,
      a.view_count as viewed
    from product_offer_summaries a where a.is_listed order by a.product_id`);
  return result.rows;
}

/**
 * The fresh summaries of the products' offers (decision 0164): per product, freshness choice and
 * shopper filter, the lowest price, the shops and the offers with a warranty badge, aggregated
 * from the offers made since the wider choice's key (the offer summary holds "every offer" only;
 * the keys move with the day, and a new day loads the listing again anyway). Grouped in one pass
 * over the offers, the warranty badge joined as a set (decision 0181): a subquery per product
 * and a look-up per offer cost ~20 µs an offer.
 */
function freshSummaries(since: FreshSince, ids: readonly number[] | undefined): SQL {
  const prices: SQL[] = [];
  const shops: SQL[] = [];
  const warranties: SQL[] = [];
  for (const months of FRESHNESS_MONTHS) {
    for (const f of CARD_FILTERS) {
      const delivery = f.orderType === 'DELIVERY';
      const price = delivery ? sql`sp.price_delivery_satang` : sql`sp.price_satang`;
      const where = sql`${offerProductionKey} >= ${since[months]}
        ${sql.join(offerConditions(f), sql` `)}
        ${delivery ? sql`and sp.price_delivery_satang is not null` : sql``}`;
      prices.push(sql`min(${price}) filter (where ${where})`);
      shops.push(sql`count(distinct sp.store_id) filter (where ${where})`);
      warranties.push(sql`count(*) filter (where ${where} and wr.found)`);
    }
  }
  const wider = Math.min(...FRESHNESS_MONTHS.map((m) => since[m]));
  // Every offer: the warranty badge as a set joined once. A few tyres' offers: a look-up each
  // (the set was built from a scan of every offer's warranty links, ~30 % of a 100-tyre read).
  const links = sql`from seller_product_warranties spw
        join seller_warranties w on w.id = spw.seller_warranty_id
        where ${cardWarrantyWhere}`;
  const warranty = ids
    ? sql`left join lateral (select true as found
        ${links} and spw.seller_product_id = sp.id limit 1) wr on true`
    : sql`left join (select spw.seller_product_id, true as found
        ${links}
        group by spw.seller_product_id) wr on wr.seller_product_id = sp.id`;
  return sql`left join (select sp.product_id, ${array(prices)} as prices,
      ${array(shops)} as shops, ${array(warranties)} as warranties
    from seller_products sp join stores s on s.id = sp.store_id
    ${warranty}
    where ${baseOfferWhere} and ${offerProductionKey} >= ${wider}
      ${onlyProducts('sp.product_id', ids)}
    group by sp.product_id) f on f.product_id = a.product_id`;
}

/** The listed products (all, or those of `ids`), in id order. */
async function findIndexRowsOf(
  db: DbOrTx,
  since: FreshSince,
  ids: readonly number[] | undefined,
): Promise<IndexRow[]> {
  const prices = CARD_FILTERS.map((f) => sql.raw(`a.${summaryPrefix(f)}min_price_satang`));
  const shops = CARD_FILTERS.map((f) => sql.raw(`a.${summaryPrefix(f)}shop_count`));
  const warranties = CARD_FILTERS.map((f) => sql.raw(`a.${summaryPrefix(f)}warranty_offers`));
  const result = await db.execute<IndexRow>(sql`
    select ${CARD_COLUMNS}, b.name_th as brand_name_th, z.id as size_id, z.width, z.ratio,
      z.diameter, z.compact, a.sold_count, a.search_count, a.view_count,
      (extract(epoch from a.product_created_at) * 1000000)::float8 as created_us,
      coalesce((select json_agg(t.code order by t.sort_order, t.id)
         from tyre_model_types mt join tyre_types t on t.id = mt.tyre_type_id
        where mt.tyre_model_id = m.id), '[]') as types,
      coalesce((select json_agg(t.name_th)
         from tyre_model_types mt join tyre_types t on t.id = mt.tyre_type_id
        where mt.tyre_model_id = m.id), '[]') as type_names,
      ${array(prices)} as prices, ${array(shops)} as shops, ${array(warranties)} as warranties,
      f.prices as fresh_prices, f.shops as fresh_shops, f.warranties as fresh_warranties
    from product_offer_summaries a
    join products p on p.id = a.product_id
    join tyre_models m on m.id = p.tyre_model_id
    join brands b on b.id = m.brand_id
    join tyre_sizes z on z.id = p.tyre_size_id
    ${freshSummaries(since, ids)}
    where a.is_listed ${onlyProducts('a.product_id', ids)}
    order by a.product_id`);
  return result.rows;
}

/**
 * Which shopper-filter parts (offerConditions: in stock, SERVICE, DELIVERY) the counted offers
 * with a running promotion meet, grouped by product; the index ORs the groups a filter takes in.
 * Read from the promotions' side: their dates make the badge a matter of the day, so it is not
 * kept in the offer summary as the warranty badge is (decision 0122); the cost follows the
 * number of offers linked to a running promotion, not the number of offers.
 */
export type PromotionRow = {
  id: number;
  stock: boolean;
  service: boolean;
  delivery: boolean;
  /** Per FRESHNESS_MONTHS choice: the group's offers were made within it. */
  fresh: boolean[];
};

const meets = (f: Parameters<typeof offerConditions>[0]) =>
  sql`(true ${sql.join(offerConditions(f), sql` `)})`;

/** Promotion badge groups of every listed product, or of those of `ids`. */
export async function findIndexPromotions(
  db: DbOrTx,
  today: string,
  since: FreshSince,
  ids?: readonly number[],
): Promise<PromotionRow[]> {
  const fresh = FRESHNESS_MONTHS.map((m) => sql`${offerProductionKey} >= ${since[m]}`);
  const result = await db.execute<PromotionRow>(sql`
    select sp.product_id as id, ${meets({ inStock: true })} as stock,
      ${meets({ orderType: 'SERVICE' })} as service, ${meets({ orderType: 'DELIVERY' })} as delivery,
      jsonb_build_array(${sql.join(fresh, sql`, `)}) as fresh
    from promotions pr
    join seller_product_promotions spp on spp.promotion_id = pr.id
    join seller_products sp on sp.id = spp.seller_product_id
    join stores s on s.id = sp.store_id
    where ${cardPromotionWhere(today)} and ${baseOfferWhere} ${onlyProducts('sp.product_id', ids)}
    group by 1, 2, 3, 4, 5`);
  return result.rows;
}
