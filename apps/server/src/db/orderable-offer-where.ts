import { MADE_TO_ORDER_STATUSES } from '@yangdee/contracts/offer-orderability';
import { STOCK_STATUS } from '@yangdee/contracts/stock-status';
import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';

// `isOrderable` of packages/contracts/src/offer-orderability.ts as SQL (decision 0068), for the
// queries that pick offers a shopper sees: the tyre page's offers, a shop's tyres and the card
// queries (the offer summary of migration 0011 states the same condition). Live holds are not
// counted: they expire without a write; the cart checks them when a tyre is added or ordered.

const madeToOrder = sql.raw(MADE_TO_ORDER_STATUSES.join(', '));
const limited = sql.raw(String(STOCK_STATUS.LIMITED));

/** The condition on any offer columns (drizzle columns or raw SQL). */
export function orderableWhere(c: {
  status: SQLWrapper;
  qty: SQLWrapper;
  minQty: SQLWrapper;
}): SQL {
  return sql`(${c.status} in (${madeToOrder}) or (${c.status} = ${limited} and ${c.qty} >= greatest(1, ${c.minQty})))`;
}

/** The condition on seller_products aliased `sp`. */
export const orderableOfferSql = orderableWhere({
  status: sql.raw('sp.status'),
  qty: sql.raw('sp.qty'),
  minQty: sql.raw('sp.min_qty'),
});
