import { SELLER_ORDER_STATUSES, type SellerOrderFilter } from '@yangdee/contracts/seller-orders';
import { and, asc, count, desc, eq, gte, inArray, lt, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { products, tyreSizes } from '../../db/schema/catalog';
import { sellerProducts } from '../../db/schema/offers';
import { orderItems, orderSearchText, orderStatusHistory, orders } from '../../db/schema/orders';
import { stores } from '../../db/schema/stores';
import { mergedPageIds, pageWindow } from '../../lib/page-window';
import { bangkokDayEnd, bangkokDayStart } from '../../lib/time';
import { containsPattern } from '../catalog/search-keyword';

// The shop's orders (issue 15 items 1, 2): one where-builder for the list, the counts and the
// spreadsheet export, and the reads behind the order detail. Every query is scoped to the store
// ids sellerOrderStoreIds answered (the store signed in and its branches).

const SELLER_STATUSES: readonly number[] = SELLER_ORDER_STATUSES;

/** True when the filter names a status (omitted and -1 mean all). */
export function hasStatusFilter(status: number | undefined): status is number {
  return status !== undefined && status !== -1;
}

/**
 * The filter of get-order / get-order-count / export-order as one SQL condition on `orders`:
 * the given stores only, never an order awaiting payment (status 0), then status, order type,
 * Bangkok calendar-day range on created_at and keyword (order number, customer first / last /
 * full name, phone, licence plate). A status outside SELLER_ORDER_STATUSES matches nothing.
 * Pass `{ ...filter, status: undefined }` for the counts per status.
 */
export function sellerOrderWhere(filter: SellerOrderFilter, storeIds: readonly number[]): SQL {
  const conditions: SQL[] = [
    storeIds.length > 0 ? inArray(orders.storeId, [...storeIds]) : sql`false`,
    inArray(orders.status, [...SELLER_STATUSES]),
  ];
  if (hasStatusFilter(filter.status)) conditions.push(eq(orders.status, filter.status));
  if (filter.orderType !== undefined) conditions.push(eq(orders.orderType, filter.orderType));
  if (filter.fromDate) {
    conditions.push(gte(orders.createdAt, bangkokDayStart(filter.fromDate)));
  }
  if (filter.toDate) {
    conditions.push(lt(orders.createdAt, bangkokDayEnd(filter.toDate)));
  }
  const keyword = filter.keyword?.trim();
  if (keyword) conditions.push(keywordCondition(keyword));
  return and(...conditions) as SQL;
}

/**
 * The keyword on each field as before, behind the same patterns on orderSearchText (which holds
 * every field): the trigram index narrows by the latter, the former decides (decision 0169).
 */
function keywordCondition(keyword: string): SQL {
  const pattern = containsPattern(keyword);
  const patterns = [pattern];
  const c = orders.customer;
  const alternatives: SQL[] = [
    sql`${orders.orderNo} ilike ${pattern}`,
    sql`coalesce(${c}->>'firstName', '') ilike ${pattern}`,
    sql`coalesce(${c}->>'lastName', '') ilike ${pattern}`,
    sql`(coalesce(${c}->>'firstName', '') || ' ' || coalesce(${c}->>'lastName', '')) ilike ${pattern}`,
    sql`coalesce(${c}->>'tel', '') ilike ${pattern}`,
    sql`coalesce(${c}->>'licenseNumber', '') ilike ${pattern}`,
    sql`coalesce(${orders.shipping}->>'receiverTel', '') ilike ${pattern}`,
  ];
  // A phone typed with dashes or spaces ('081-234-5678') still finds '0812345678'.
  const digits = keyword.replace(/\D/g, '');
  if (digits.length >= 3 && digits !== keyword) {
    patterns.push(containsPattern(digits));
    alternatives.push(sql`coalesce(${c}->>'tel', '') ilike ${containsPattern(digits)}`);
  }
  // A plate typed without its space ('1กข1234') still finds '1กข 1234', and the other way round.
  const squeezed = keyword.replace(/\s+/g, '');
  if (squeezed.length > 0) {
    if (squeezed !== keyword) patterns.push(containsPattern(squeezed));
    alternatives.push(
      sql`replace(coalesce(${c}->>'licenseNumber', ''), ' ', '') ilike ${containsPattern(squeezed)}`,
    );
  }
  const text = orderSearchText(orders);
  const narrowed = sql.join(
    patterns.map((p) => sql`${text} ilike ${p}`),
    sql` or `,
  );
  return sql`((${narrowed}) and (${sql.join(alternatives, sql` or `)}))`;
}

export const orderListColumns = {
  order: orders,
  storeName: stores.name,
  branchName: stores.branchName,
  itemCount: sql<number>`(select coalesce(sum(${orderItems.quantity}), 0)::int from ${orderItems} where ${orderItems.orderId} = ${orders.id})`,
};

/** A page of the list: its rows, newest first, and the filter's count. */
export type OrderPage = { total: number; rows: Awaited<ReturnType<typeof readOrderRows>> };

/**
 * One page of the list, newest first (decision 0169), with the filter's count; `page` past the
 * last page answers the last page. Without a keyword the count comes first, then each store's
 * newest (or, past the middle, oldest) offset + limit order ids come from orders_store_list_idx
 * alone and are merged. A keyword search is narrowed by the trigram index and its matches are
 * found once: counted and paged from the same scan (decision 0174).
 */
export async function findOrderPage(
  db: DbOrTx,
  filter: SellerOrderFilter,
  storeIds: readonly number[],
  page: { limit: number; page: number },
): Promise<OrderPage> {
  if (storeIds.length === 0) return { total: 0, rows: [] };
  const where = sellerOrderWhere(filter, storeIds);
  if (filter.keyword?.trim()) {
    const { total, ids } = await findKeywordPageIds(db, where, page);
    return { total, rows: await readOrderRows(db, ids) };
  }
  const total = await countOrders(db, where);
  const pageNo = Math.min(page.page, lastPage(total, page.limit));
  const offset = (pageNo - 1) * page.limit;
  if (offset >= total) return { total, rows: [] };
  const window = pageWindow({ limit: page.limit, offset, total });
  const direction = window.isReversed ? sql`asc` : sql`desc`;
  const order = sql`order by created_at ${direction}, id ${direction}`;
  const parts = storeIds.map(
    (storeId) =>
      sql`(select id, created_at from ${orders} where ${sellerOrderWhere(filter, [storeId])} ${order} limit ${window.skip + window.take})`,
  );
  return { total, rows: await readOrderRows(db, await mergedPageIds(db, parts, order, window)) };
}

/** The last page's number of a list of `total` rows (1 when empty). */
export function lastPage(total: number, limit: number): number {
  return Math.max(1, Math.ceil(total / limit));
}

/** The keyword's matches, read once: their count and the asked (or last) page's ids. */
async function findKeywordPageIds(
  db: DbOrTx,
  where: SQL,
  page: { limit: number; page: number },
): Promise<{ total: number; ids: number[] }> {
  const found = await db.execute<{ total: number; id: number | null }>(sql`
    with m as materialized (select id, created_at from ${orders} where ${where}),
      n as (select count(*)::int as total from m)
    select n.total, p.id from n left join lateral (
      select id from m order by created_at desc, id desc
      limit ${page.limit}
      offset (least(${page.page}::int, greatest(1, ceil(n.total / ${page.limit}::numeric)::int)) - 1) * ${page.limit}::int
    ) p on true`);
  const total = Number(found.rows[0]?.total ?? 0);
  const ids = found.rows.flatMap((r) => (r.id === null ? [] : [Number(r.id)]));
  return { total, ids };
}

/** The list rows of the given order ids, newest first. */
async function readOrderRows(db: DbOrTx, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select(orderListColumns)
    .from(orders)
    .innerJoin(stores, eq(stores.id, orders.storeId))
    .where(inArray(orders.id, ids))
    .orderBy(desc(orders.createdAt), desc(orders.id));
}

export async function countOrders(db: DbOrTx, where: SQL): Promise<number> {
  const [row] = await db.select({ n: count() }).from(orders).where(where);
  return Number(row?.n ?? 0);
}

export function countOrdersByStatus(db: DbOrTx, where: SQL) {
  return db
    .select({ status: orders.status, n: count() })
    .from(orders)
    .where(where)
    .groupBy(orders.status);
}

/** One order of the given stores (never one awaiting payment), with its store; or undefined. */
export async function findSellerOrder(db: DbOrTx, storeIds: readonly number[], id: number) {
  if (storeIds.length === 0) return undefined;
  const [row] = await db
    .select({ order: orders, store: stores })
    .from(orders)
    .innerJoin(stores, eq(stores.id, orders.storeId))
    .where(
      and(
        eq(orders.id, id),
        inArray(orders.storeId, [...storeIds]),
        inArray(orders.status, [...SELLER_STATUSES]),
      ),
    )
    .limit(1);
  return row;
}

/** The order's lines with the size and production year of the offer they were bought from. */
export function findDetailItems(db: DbOrTx, orderId: number) {
  return db
    .select({
      item: orderItems,
      size: tyreSizes.label,
      year: sellerProducts.productionYear,
    })
    .from(orderItems)
    .leftJoin(sellerProducts, eq(sellerProducts.id, orderItems.sellerProductId))
    .leftJoin(products, eq(products.id, sellerProducts.productId))
    .leftJoin(tyreSizes, eq(tyreSizes.id, products.tyreSizeId))
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.id));
}

export function findHistory(db: DbOrTx, orderId: number) {
  return db
    .select()
    .from(orderStatusHistory)
    .where(eq(orderStatusHistory.orderId, orderId))
    .orderBy(asc(orderStatusHistory.createdAt), asc(orderStatusHistory.id));
}
