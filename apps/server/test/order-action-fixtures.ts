import { randomBytes } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../src/db/client';
import { sellerProducts } from '../src/db/schema/offers';
import {
  orderItems,
  orderStatusHistory,
  orders,
  payments,
  slotReservations,
} from '../src/db/schema/orders';
import { paymentRefunds } from '../src/db/schema/refunds';
import type { PaymentProvider } from '../src/modules/payments/provider/payment-provider';
import { type CartShop, DELIVERY_FORM, readyShopper } from './cart-fixtures';
import { createCustomer } from './offer-fixtures';
import { until } from './payment-fixtures';

// Orders for the order lifecycle and seller action suites: paid for real through the sandbox
// (the tyres leave the stock, the seat is kept, the payment row is 'paid'), or written straight
// into a given status for the permission table, and a look at everything an action may touch.

export type PaidOrder = {
  orderId: number;
  orderNo: string;
  who: { id: number; auth: string };
  referenceNo: string;
  paidNowSatang: number;
};

async function call(app: FastifyInstance, auth: string, url: string, payload?: object) {
  const res = await app.inject({
    method: payload ? 'POST' : 'GET',
    url: `/api/${url}`,
    payload,
    headers: { authorization: auth },
  });
  if (res.statusCode !== 200) throw new Error(`${url} answered ${res.statusCode}: ${res.body}`);
  return res.json();
}

/** Places an order (4 tyres of the shop's offer) and opens a QR attempt; not paid yet. */
export async function openQrOrder(
  app: FastifyInstance,
  db: Db,
  shop: CartShop,
  orderType: 'SERVICE' | 'DELIVERY' = 'SERVICE',
): Promise<PaidOrder> {
  let who: { id: number; auth: string };
  if (orderType === 'SERVICE') {
    who = await readyShopper(app, db, shop, 'scanQR');
  } else {
    who = await createCustomer(db);
    await call(app, who.auth, 'order/add-cart', {
      sellerProductId: shop.offerId,
      quantity: 4,
      orderType: 'DELIVERY',
    });
    await call(app, who.auth, 'order/submit-delivery-info', DELIVERY_FORM);
    await call(app, who.auth, 'order/change-payment-method', {
      method: 'scanQR',
      installmentPeriod: 0,
    });
  }
  const { orderNo } = await call(app, who.auth, 'order/generate-qr-data');
  const [row] = await db
    .select({ orderId: orders.id, referenceNo: payments.referenceNo, paid: orders.paidNowSatang })
    .from(orders)
    .innerJoin(payments, eq(payments.orderId, orders.id))
    .where(eq(orders.orderNo, orderNo))
    .orderBy(desc(payments.id))
    .limit(1);
  return {
    orderId: row.orderId,
    orderNo,
    who,
    referenceNo: row.referenceNo,
    paidNowSatang: row.paid,
  };
}

/** The shopper pays the QR at the sandbox (the provider calls our server back). */
export async function payQr(sandboxUrl: string, referenceNo: string): Promise<void> {
  const res = await fetch(`${sandboxUrl}/sandbox/qr/${referenceNo}/pay`, { method: 'POST' });
  if (res.status !== 200) throw new Error(`QR pay answered ${res.status}`);
}

export async function statusOf(db: Db, orderId: number): Promise<number> {
  const [row] = await db
    .select({ status: orders.status })
    .from(orders)
    .where(eq(orders.id, orderId));
  return row.status;
}

/** An order paid through the sandbox, waiting for the shop's confirmation (status 1). */
export async function paidOrder(
  app: FastifyInstance,
  db: Db,
  sandboxUrl: string,
  shop: CartShop,
  orderType: 'SERVICE' | 'DELIVERY' = 'SERVICE',
): Promise<PaidOrder> {
  const order = await openQrOrder(app, db, shop, orderType);
  await payQr(sandboxUrl, order.referenceNo);
  const status = await until(
    () => statusOf(db, order.orderId),
    (s) => s === 1,
  );
  if (status !== 1) throw new Error(`order ${order.orderNo} not paid (status ${status})`);
  return order;
}

/**
 * An order written straight into `status` (no payment, no stock moved): for the permission
 * table and for statuses the suites do not walk to. One line of 2 tyres of `offerId`.
 */
export async function insertShopOrder(
  db: Db,
  o: { storeId: number; offerId: number; status: number; orderType?: 1 | 2; userId?: number },
): Promise<number> {
  const userId = o.userId ?? (await createCustomer(db)).id;
  const [row] = await db
    .insert(orders)
    .values({
      orderNo: `TA${randomBytes(5).toString('hex').toUpperCase()}`,
      userId,
      storeId: o.storeId,
      orderType: o.orderType ?? 1,
      status: o.status,
      paymentMethod: 'scanQR',
      customer: { firstName: 'ทดสอบ', lastName: 'สิทธิ์', tel: '0811111111' },
      snapshot: { services: [], discounts: [] },
      subtotalSatang: 800_000,
      totalSatang: 800_000,
      paidNowSatang: 800_000,
      paidAt: o.status === 0 ? null : new Date(),
    })
    .returning({ id: orders.id });
  await db.insert(orderItems).values({
    orderId: row.id,
    sellerProductId: o.offerId,
    title: 'ยางทดสอบ 205/55R16',
    quantity: 2,
    unitPriceSatang: 400_000,
    lineTotalSatang: 800_000,
  });
  return row.id;
}

/** Everything a seller action may touch, to prove a refused one changed nothing. */
export async function orderFootprint(db: Db, orderId: number): Promise<string> {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  const items = await db.select().from(orderItems).where(eq(orderItems.orderId, orderId));
  const offers = await Promise.all(
    items.map(async (i) => {
      const [o] = await db
        .select({ id: sellerProducts.id, qty: sellerProducts.qty })
        .from(sellerProducts)
        .where(eq(sellerProducts.id, i.sellerProductId));
      return o;
    }),
  );
  const history = await db
    .select({ id: orderStatusHistory.id })
    .from(orderStatusHistory)
    .where(eq(orderStatusHistory.orderId, orderId));
  const pays = await db.select().from(payments).where(eq(payments.orderId, orderId));
  const refunds = await db.select().from(paymentRefunds).where(eq(paymentRefunds.orderId, orderId));
  const seats = await db
    .select()
    .from(slotReservations)
    .where(eq(slotReservations.orderId, orderId));
  return JSON.stringify({ order, items, offers, history, pays, refunds, seats });
}

/** A provider whose status query says every reference was paid with `amountSatang`. */
export function alwaysPaidProvider(amountSatang: (referenceNo: string) => number): PaymentProvider {
  return {
    name: 'sandbox',
    origin: 'http://127.0.0.1',
    checkStatus: async (referenceNo: string) => ({
      isFound: true as const,
      txn: {
        referenceNo,
        gbpReferenceNo: `gbp${referenceNo}`,
        amountSatang: amountSatang(referenceNo),
        status: 'S' as const,
        paymentType: 'Q',
        resultCode: '00',
      },
    }),
  } as unknown as PaymentProvider;
}

/** A fitting's DOT codes for every line of the order: one `code` per tyre (issue 37 item 10). */
export async function fittingCodes(db: Db, orderId: number, code = '3024') {
  const items = await db
    .select({ id: orderItems.id, quantity: orderItems.quantity })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId));
  return items.map((i) => ({ itemId: i.id, codes: Array<string>(i.quantity).fill(code) }));
}
