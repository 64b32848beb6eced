import type { PopularTireKind } from '@yangdee/contracts/dashboard';
import { ORDER_STATUS } from '@yangdee/contracts/order-status';
import { and, between, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { brands, products, tyreModels, tyreSizes } from '../../db/schema/catalog';
import { incomeEntries, storeDailyProductSales, storeDailySales } from '../../db/schema/income';
import { orderStatusHistory, orders } from '../../db/schema/orders';

// The dashboard reads the per-day summary tables only (ARCHITECTURE "reports read summary tables
// kept exact in the same transaction as the write"): every query below is bounded by the stores
// and the days asked for, through the tables' (store_id, day, …) primary keys.

const sumOf = (column: Parameters<typeof sql>[1]) =>
  sql<number>`coalesce(sum(${column}), 0)::bigint`.mapWith(Number);

/** Paid orders of the stores per day and order type, cancelled-after-payment apart. */
export function findDailySales(db: DbOrTx, storeIds: number[], fromDate: string, toDate: string) {
  const d = storeDailySales;
  return db
    .select({
      day: d.day,
      orderType: d.orderType,
      orders: sumOf(d.orders),
      salesSatang: sumOf(d.salesSatang),
      cancelledOrders: sumOf(d.cancelledOrders),
      cancelledSatang: sumOf(d.cancelledSatang),
    })
    .from(d)
    .where(and(inArray(d.storeId, storeIds), between(d.day, fromDate, toDate)))
    .groupBy(d.day, d.orderType)
    .orderBy(d.day);
}

/** Tyres sold by the stores in the range (cancelled ones are already taken out on write). */
export async function sumTyresSold(
  db: DbOrTx,
  storeIds: number[],
  fromDate: string,
  toDate: string,
): Promise<number> {
  const p = storeDailyProductSales;
  const [row] = await db
    .select({ qty: sumOf(p.qty) })
    .from(p)
    .where(and(inArray(p.storeId, storeIds), between(p.day, fromDate, toDate)));
  return row?.qty ?? 0;
}

/** Sales per store of the range (for a head office's branch ranking). */
export function findSalesByStore(db: DbOrTx, storeIds: number[], fromDate: string, toDate: string) {
  const d = storeDailySales;
  return db
    .select({
      storeId: d.storeId,
      orders: sql<number>`coalesce(sum(${d.orders} - ${d.cancelledOrders}), 0)::bigint`.mapWith(
        Number,
      ),
      salesSatang:
        sql<number>`coalesce(sum(${d.salesSatang} - ${d.cancelledSatang}), 0)::bigint`.mapWith(
          Number,
        ),
    })
    .from(d)
    .where(and(inArray(d.storeId, storeIds), between(d.day, fromDate, toDate)))
    .groupBy(d.storeId);
}

/**
 * Staff of one store by the paid orders they confirmed (decision 0106): the store's ledger rows
 * paid in the range (index income_entries (store_id, paid_at)), their SELLER_CONFIRM_ORDER event
 * by a staff member (index on order_id), refunded orders left out.
 */
export function findSalesByStaff(
  db: DbOrTx,
  storeId: number,
  paidFrom: Date,
  paidBefore: Date,
  limit: number,
) {
  const h = orderStatusHistory;
  return db
    .select({
      staffId: sql<number>`${h.actorId}`.mapWith(Number),
      name: sql<string>`max(${h.actorName})`,
      orders: sql<number>`count(distinct ${orders.id})`.mapWith(Number),
      salesSatang: sumOf(orders.totalSatang),
    })
    .from(incomeEntries)
    .innerJoin(orders, eq(orders.id, incomeEntries.orderId))
    .innerJoin(
      h,
      and(
        eq(h.orderId, incomeEntries.orderId),
        eq(h.event, 'SELLER_CONFIRM_ORDER'),
        eq(h.actorKind, 'staff'),
      ),
    )
    .where(
      and(
        eq(incomeEntries.storeId, storeId),
        sql`${incomeEntries.paidAt} >= ${paidFrom.toISOString()}`,
        sql`${incomeEntries.paidAt} < ${paidBefore.toISOString()}`,
        ne(incomeEntries.transferStatus, 'REFUNDED'),
        ne(orders.status, ORDER_STATUS.CANCEL),
      ),
    )
    .groupBy(h.actorId)
    .orderBy(desc(sumOf(orders.totalSatang)), desc(sql`count(distinct ${orders.id})`))
    .limit(limit);
}

/** What a popular list groups tyres by, and the name it shows. */
const POPULAR_GROUPS = {
  product: {
    id: products.id,
    name: sql<string>`max(${brands.nameEn} || ' ' || ${tyreModels.name} || ' ' || ${tyreSizes.label})`,
  },
  size: { id: tyreSizes.id, name: sql<string>`max(${tyreSizes.label})` },
  brand: { id: brands.id, name: sql<string>`max(${brands.nameEn})` },
} as const;

/** The best-selling tyres, sizes or brands of the stores in the range, by tyres sold. */
export function findPopular(
  db: DbOrTx,
  kind: PopularTireKind,
  storeIds: number[],
  fromDate: string,
  toDate: string,
  limit: number,
) {
  const p = storeDailyProductSales;
  const group = POPULAR_GROUPS[kind];
  const qty = sumOf(p.qty);
  const sales = sumOf(p.salesSatang);
  return db
    .select({ id: group.id, name: group.name, qty, salesSatang: sales })
    .from(p)
    .innerJoin(products, eq(products.id, p.productId))
    .innerJoin(tyreModels, eq(tyreModels.id, products.tyreModelId))
    .innerJoin(brands, eq(brands.id, tyreModels.brandId))
    .innerJoin(tyreSizes, eq(tyreSizes.id, products.tyreSizeId))
    .where(and(inArray(p.storeId, storeIds), between(p.day, fromDate, toDate)))
    .groupBy(group.id)
    .having(sql`sum(${p.qty}) > 0`)
    .orderBy(desc(qty), desc(sales), group.id)
    .limit(limit);
}
