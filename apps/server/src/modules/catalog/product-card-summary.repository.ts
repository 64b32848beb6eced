import { type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import {
  CARD_COLUMNS,
  type CardQuery,
  type CardRow,
  type CardSort,
  type OfferSummaryFilter,
} from './product-card.repository';

// Card lists read from product_offer_summaries (decision 0020): the lowest price and the shop
// count per shopper filter are already there, with the product's listing keys, so a page is
// filtered, sorted and cut on that one table (by index for the sorts), and the card columns are
// read for the page's ~20 products only. Same rows and order as the aggregate of findCards.

/** Column prefix of product_offer_summaries for a shopper filter (see the schema). */
export function summaryPrefix(f: OfferSummaryFilter): string {
  const kind =
    f.orderType === 'SERVICE' ? 'service_' : f.orderType === 'DELIVERY' ? 'delivery_' : '';
  return `${kind}${f.inStock ? 'stock_' : ''}`;
}

// The order of decision 0005 on the summary's copies of the keys. The columns are NOT NULL, so
// "nulls last" changes nothing but lets the descending indexes serve the order.
function summaryOrder(sort: CardSort, price: SQL): SQL {
  switch (sort) {
    case 'popular':
      return sql`a.sold_count desc nulls last, a.search_count desc nulls last,
        a.view_count desc nulls last, a.product_id asc`;
    case 'price_asc':
    case 'total':
      return sql`${price} asc, a.product_id asc`;
    case 'price_desc':
      return sql`${price} desc, a.product_id asc`;
    case 'newest':
      return sql`a.production_year desc nulls last, a.product_created_at desc nulls last,
        a.product_id desc nulls last`;
  }
}

const dialect = new PgDialect();
const isBlank = (fragment: SQL) => dialect.sqlToQuery(fragment).sql.trim() === '';

type PageRow = { id: number; min_price: number; shop_count: number; total: number };

export async function findCardsFromSummary(
  db: DbOrTx,
  q: CardQuery,
  f: OfferSummaryFilter,
): Promise<CardRow[]> {
  const prefix = summaryPrefix(f);
  const price = sql.raw(`a.${prefix}min_price_satang`);
  const count = sql.raw(`a.${prefix}shop_count`);
  const where: SQL[] = [sql`${count} > 0 and a.is_listed`];
  if (q.summaryWhere) where.push(q.summaryWhere);
  if (q.priceMinSatang !== undefined) where.push(sql`and ${price} >= ${q.priceMinSatang}`);
  if (q.priceMaxSatang !== undefined) where.push(sql`and ${price} <= ${q.priceMaxSatang}`);
  const order = sql`order by ${q.orderPrefix ? sql`${q.orderPrefix}, ` : sql``}${summaryOrder(q.sort, price)}`;
  const joined = !isBlank(q.productWhere) || q.orderPrefix !== undefined;

  if (joined) {
    // Catalogue conditions (keyword words, tyre type …) or an order on catalogue columns: one
    // query with the catalogue joined.
    const result = await db.execute<CardRow>(sql`
      select ${CARD_COLUMNS}, ${price} as min_price, ${count} as shop_count,
             (count(*) over ())::int as total
      from product_offer_summaries a
      join products p on p.id = a.product_id
      join tyre_models m on m.id = p.tyre_model_id
      join brands b on b.id = m.brand_id
      join tyre_sizes z on z.id = p.tyre_size_id
      where ${sql.join(where, sql` `)} ${q.productWhere}
      ${order}
      limit ${q.limit} offset ${q.offset}`);
    return result.rows;
  }

  const page = await db.execute<PageRow>(sql`
    select a.product_id as id, ${price} as min_price, ${count} as shop_count,
           (count(*) over ())::int as total
    from product_offer_summaries a
    where ${sql.join(where, sql` `)}
    ${order}
    limit ${q.limit} offset ${q.offset}`);
  if (page.rows.length === 0) return [];
  const details = await findCardColumns(
    db,
    page.rows.map((r) => r.id),
  );
  const byId = new Map(details.map((d) => [d.id, d]));
  return page.rows.flatMap((r) => {
    const d = byId.get(r.id);
    return d ? [{ ...d, min_price: r.min_price, shop_count: r.shop_count, total: r.total }] : [];
  });
}

type CardColumns = Omit<CardRow, 'min_price' | 'shop_count' | 'total'>;

async function findCardColumns(db: DbOrTx, ids: number[]): Promise<CardColumns[]> {
  const result = await db.execute<CardColumns>(sql`
    select ${CARD_COLUMNS}
    from products p
    join tyre_models m on m.id = p.tyre_model_id
    join brands b on b.id = m.brand_id
    join tyre_sizes z on z.id = p.tyre_size_id
    where p.id in (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )})`);
  return result.rows;
}
