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
  /**
   * The same three for each fresh choice in turn (FRESHNESS_MONTHS × CARD_FILTERS): not read
   * here, the listing copy works them out from the offers it keeps (decision 0183).
   */
  fresh_prices?: (number | null)[];
  fresh_shops?: number[];
  fresh_warranties?: number[];
};

const array = (parts: SQL[]) => sql`json_build_array(${sql.join(parts, sql`, `)})`;

/** `and <column> = any(ids)`, or nothing for every product. */
function onlyProducts(column: string, ids: readonly number[] | undefined): SQL {
  if (!ids) return sql``;
  return sql`and ${sql.raw(column)} = any(${intArray(ids)})`;
}

/**
 * The listed products: all in one statement (a whole load), or those of `ids` (a listing applies
 * changes per tyre) perRead at a time. Their offers are not read here: the fresh summaries come
 * from the offers the listing keeps (decision 0183), the rest from the offer summary table.
 */
export async function findIndexRows(
  db: DbOrTx,
  ids?: readonly number[],
  perRead = ROWS_PER_READ,
): Promise<IndexRow[]> {
  if (!ids) return findIndexRowsOf(db, undefined);
  const rows: IndexRow[] = [];
  for (let at = 0; at < ids.length; at += perRead) {
    rows.push(...(await findIndexRowsOf(db, ids.slice(at, at + perRead))));
  }
  return rows;
}

/**
 * Products per statement when the listing reads tyres by id (a change's tyres). The driver parses
 * a result as it arrives, between requests but in large turns: the 3,070 tyres a 5,000-offer
 * stock change touched, read at once, held every request behind them for ~25 ms (issue 18 §3).
 */
const ROWS_PER_READ = 500;

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

/** The listed products (all, or those of `ids`), in id order. */
async function findIndexRowsOf(
  db: DbOrTx,
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
      ${array(prices)} as prices, ${array(shops)} as shops, ${array(warranties)} as warranties
    from product_offer_summaries a
    join products p on p.id = a.product_id
    join tyre_models m on m.id = p.tyre_model_id
    join brands b on b.id = m.brand_id
    join tyre_sizes z on z.id = p.tyre_size_id
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
