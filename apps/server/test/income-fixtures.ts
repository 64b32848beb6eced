import { randomBytes } from 'node:crypto';
import type { OrderEvent } from '@yangdee/contracts/order-transitions';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../src/db/client';
import { storeDailyProductSales, storeDailySales } from '../src/db/schema/income';
import { orderItems, orders } from '../src/db/schema/orders';
import { applyOrderEvent } from '../src/modules/orders/order-lifecycle';
import { createCustomer, createOffer, createProduct } from './offer-fixtures';

// Orders for the income suites, moved through the real lifecycle (order-lifecycle.ts) at chosen
// moments, so the ledger and the daily summaries are written exactly as in production.

export type IncomeOrderSpec = {
  storeId: number;
  offerId: number;
  orderType?: 1 | 2;
  paymentMethod?: string;
  quantity?: number;
  unitSatang?: number;
  discountSatang?: number;
  /** Part of the total paid online (deposit); the rest is paid at the shop. */
  paidNowSatang?: number;
  createdAt?: Date;
  userId?: number;
};

/** An order awaiting payment (status 0), one line. */
export async function insertAwaitingOrder(db: Db, o: IncomeOrderSpec): Promise<number> {
  const quantity = o.quantity ?? 2;
  const unit = o.unitSatang ?? 250_000;
  const lineTotal = unit * quantity;
  const discount = o.discountSatang ?? 0;
  const total = lineTotal - discount;
  const paidNow = o.paidNowSatang ?? total;
  const userId = o.userId ?? (await createCustomer(db)).id;
  const [row] = await db
    .insert(orders)
    .values({
      orderNo: `TI${randomBytes(5).toString('hex').toUpperCase()}`,
      userId,
      storeId: o.storeId,
      orderType: o.orderType ?? 1,
      status: 0,
      paymentMethod: o.paymentMethod ?? 'scanQR',
      customer: { firstName: 'ทดสอบ', lastName: 'รายได้', tel: '0811111111' },
      snapshot: {
        services: [],
        discounts: discount ? [{ title: 'ส่วนลดทดสอบ', priceSatang: discount }] : [],
      },
      subtotalSatang: lineTotal,
      discountTotalSatang: discount,
      totalSatang: total,
      paidNowSatang: paidNow,
      remainSatang: total - paidNow,
      createdAt: o.createdAt ?? new Date(),
    })
    .returning({ id: orders.id });
  await db.insert(orderItems).values({
    orderId: row.id,
    sellerProductId: o.offerId,
    title: 'ยางทดสอบรายได้',
    quantity,
    unitPriceSatang: unit,
    lineTotalSatang: lineTotal,
  });
  return row.id;
}

/** Moves the order by `event` at `now` through the lifecycle, in its own transaction. */
export async function moveOrder(db: Db, orderId: number, event: OrderEvent, now = new Date()) {
  return db.transaction((tx) =>
    applyOrderEvent(tx, { orderId, event, actor: { kind: 'system' }, now }),
  );
}

/** A fresh offer of a fresh product in `storeId`. */
export async function incomeOffer(db: Db, storeId: number): Promise<number> {
  return createOffer(db, { storeId, productId: await createProduct(db), priceSatang: 250_000 });
}

/** Both summary tables of a store, in a stable order, for comparing. */
export async function summaryTables(db: Db, storeId: number) {
  const sales = await db
    .select()
    .from(storeDailySales)
    .where(eq(storeDailySales.storeId, storeId))
    .orderBy(asc(storeDailySales.day), asc(storeDailySales.orderType));
  const products = await db
    .select()
    .from(storeDailyProductSales)
    .where(and(eq(storeDailyProductSales.storeId, storeId), sql`true`))
    .orderBy(asc(storeDailyProductSales.day), asc(storeDailyProductSales.productId));
  return { sales, products };
}
