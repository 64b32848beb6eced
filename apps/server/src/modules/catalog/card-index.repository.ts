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
  /** Lowest price (satang) per CARD_FILTERS entry; null where no shop counts. */
  prices: (number | null)[];
  shops: number[];
  /** Counted offers with an active warranty per CARD_FILTERS entry (the warranty badge). */
  warranties: number[];
};

const array = (parts: SQL[]) => sql`json_build_array(${sql.join(parts, sql`, `)})`;

/** `and <column> = any(ids)`, or nothing for every product. */
function onlyProducts(column: string, ids: readonly number[] | undefined): SQL {
  if (!ids) return sql``;
  return sql`and ${sql.raw(column)} = any(${intArray(ids)})`;
}

/**
 * Rows read per statement. The driver parses a result as it arrives, between requests but in
 * large turns: the 3,070 tyres a 5,000-offer stock change touched, read at once, held every
 * request behind them for ~25 ms (issue 18 §3).
 */
const ROWS_PER_READ = 500;

/**
 * The listed products (all, or those of `ids`: a listing applies changes per tyre), read
 * ROWS_PER_READ at a time: by id, or in id order after the last one read.
 */
export async function findIndexRows(
  db: DbOrTx,
  ids?: readonly number[],
  perRead = ROWS_PER_READ,
): Promise<IndexRow[]> {
  const rows: IndexRow[] = [];
  if (ids) {
    for (let at = 0; at < ids.length; at += perRead) {
      const part = ids.slice(at, at + perRead);
      rows.push(...(await findIndexRowsWhere(db, onlyProducts('a.product_id', part))));
    }
    return rows;
  }
  for (let after = 0; ; ) {
    const part = await findIndexRowsWhere(
      db,
      sql`and a.product_id > ${after} order by a.product_id limit ${perRead}`,
    );
    rows.push(...part);
    if (part.length < perRead) return rows;
    after = part[part.length - 1].id;
  }
}

async function findIndexRowsWhere(db: DbOrTx, where: SQL): Promise<IndexRow[]> {
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
    where a.is_listed ${where}`);
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
};

const meets = (f: Parameters<typeof offerConditions>[0]) =>
  sql`(true ${sql.join(offerConditions(f), sql` `)})`;

/** Promotion badge groups of every listed product, or of those of `ids`. */
export async function findIndexPromotions(
  db: DbOrTx,
  today: string,
  ids?: readonly number[],
): Promise<PromotionRow[]> {
  const result = await db.execute<PromotionRow>(sql`
    select sp.product_id as id, ${meets({ inStock: true })} as stock,
      ${meets({ orderType: 'SERVICE' })} as service, ${meets({ orderType: 'DELIVERY' })} as delivery
    from promotions pr
    join seller_product_promotions spp on spp.promotion_id = pr.id
    join seller_products sp on sp.id = spp.seller_product_id
    join stores s on s.id = sp.store_id
    where ${cardPromotionWhere(today)} and ${baseOfferWhere} ${onlyProducts('sp.product_id', ids)}
    group by 1, 2, 3, 4`);
  return result.rows;
}
