import type { Sandbox } from '@yangdee/payment-sandbox/app';
import { asc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../src/db/client';
import { orderStatusHistory, orders, payments } from '../src/db/schema/orders';
import { paymentRefunds } from '../src/db/schema/refunds';
import { AppError } from '../src/lib/app-error';
import {
  applyOrderEvent,
  ORDER_EVENTS_CHANNEL,
  type OrderEventNotice,
  tryOrderEvent,
} from '../src/modules/orders/order-lifecycle';
import { hashCallbackToken, settlePayment } from '../src/modules/payments/payment-settlement';
import type { PaymentProvider } from '../src/modules/payments/provider/payment-provider';
import { reconcilePendingPayments } from '../src/modules/payments/reconcile-payments';
import { type CartShop, createCartShop } from './cart-fixtures';
import {
  alwaysPaidProvider,
  fittingCodes,
  insertShopOrder,
  openQrOrder,
  orderFootprint,
  paidOrder,
} from './order-action-fixtures';
import { startPaymentApp, startSandbox, until } from './payment-fixtures';
import { testDatabases } from './test-databases';
import { createStaff, type TestStaff } from './test-sellers';

// One owner of the order lifecycle (issue 15 "One owner ...", decision 0080): every write of an
// order's or a payment's status goes through modules/orders/order-lifecycle.ts, which asks the
// transition tables. A write the table forbids is refused from every entry point — payment
// settlement, the reconciliation pass, the shop's actions, the lifecycle itself — and nothing
// changes. Each change leaves a history row and, once the order is the shop's, a notice on the
// order_events channel. The last block greps the server for status writes anywhere else.

let sandbox: Sandbox;
let sandboxUrl: string;

beforeAll(async () => {
  ({ sandbox, sandboxUrl } = await startSandbox());
});
afterAll(async () => {
  await sandbox.app.close();
});

/** Listens on the order_events channel of this database (PGlite's own listen, or a pg client). */
async function listenOrders(database: DatabaseHandle) {
  const heard: OrderEventNotice[] = [];
  const onPayload = (payload: string) => heard.push(JSON.parse(payload) as OrderEventNotice);
  if (database.pglite) {
    const stop = await database.pglite.listen(ORDER_EVENTS_CHANNEL, onPayload);
    return { heard, stop };
  }
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await client.connect();
  client.on(
    'notification',
    (n) => n.channel === ORDER_EVENTS_CHANNEL && onPayload(n.payload ?? ''),
  );
  await client.query(`listen ${ORDER_EVENTS_CHANNEL}`);
  return { heard, stop: () => client.end() };
}

describe.each(testDatabases())('one owner of the order lifecycle on $name', ({ open }) => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let shop: CartShop;
  let staff: TestStaff;

  beforeAll(async () => {
    database = await open();
    ({ app } = await startPaymentApp(database, sandboxUrl));
    shop = await createCartShop(database.db, { qty: 200, slotCapacity: 30 });
    staff = await createStaff(database.db, shop.storeId, {
      manageOrder: true,
      confirmService: true,
      confirmDelivery: true,
    });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  const act = (action: string, payload: object) =>
    app.inject({
      method: 'POST',
      url: `/api/seller/${action}`,
      headers: { authorization: staff.auth },
      payload,
    });
  const footprint = (orderId: number) => orderFootprint(database.db, orderId);
  const historyOf = (orderId: number) =>
    database.db
      .select()
      .from(orderStatusHistory)
      .where(eq(orderStatusHistory.orderId, orderId))
      .orderBy(asc(orderStatusHistory.id));

  /** A second attempt recorded for the order (as a newer tab or a retry would leave one). */
  async function extraPayment(orderId: number, amountSatang: number, minutesAgo = 0) {
    const referenceNo = `X${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
    const [row] = await database.db
      .insert(payments)
      .values({
        orderId,
        referenceNo,
        callbackTokenHash: hashCallbackToken(referenceNo),
        method: 'scanQR',
        amountSatang,
        createdAt: new Date(Date.now() - minutesAgo * 60_000),
      })
      .returning();
    return row;
  }

  it('places, pays and confirms through the lifecycle: a history row each, notices from payment on', async () => {
    const listener = await listenOrders(database);
    try {
      const order = await paidOrder(app, database.db, sandboxUrl, shop);
      expect((await act('confirm-order', { id: order.orderId })).statusCode).toBe(200);
      const mine = async () => listener.heard.filter((n) => n.orderId === order.orderId);
      const heard = await until(mine, (n) => n.length >= 2);
      expect(heard).toEqual([
        { storeId: shop.storeId, orderId: order.orderId, status: 1 },
        { storeId: shop.storeId, orderId: order.orderId, status: 2 },
      ]);
      const history = await historyOf(order.orderId);
      expect(history.map((h) => `${h.fromStatus}→${h.toStatus} ${h.event} ${h.actorKind}`)).toEqual(
        [
          'null→0 PLACED customer',
          '0→1 PAYMENT_CONFIRMED provider',
          '1→2 SELLER_CONFIRM_ORDER staff',
        ],
      );
      expect(history[0].actorId).toBe(order.who.id);
    } finally {
      await listener.stop();
    }
  });

  it('a newer attempt cancels the unpaid one through the lifecycle, without telling the shop', async () => {
    const listener = await listenOrders(database);
    try {
      const first = await openQrOrder(app, database.db, shop);
      // The same shopper picks another method and back, then a new QR (the cart is still there;
      // the same choice unchanged would show the same QR, decision 0134).
      for (const method of ['card', 'scanQR']) {
        const switched = await app.inject({
          method: 'POST',
          url: '/api/order/change-payment-method',
          payload: { method, installmentPeriod: 0 },
          headers: { authorization: first.who.auth },
        });
        expect(switched.statusCode, switched.body).toBe(200);
      }
      const again = await app.inject({
        method: 'GET',
        url: '/api/order/generate-qr-data',
        headers: { authorization: first.who.auth },
      });
      expect(again.statusCode, again.body).toBe(200);
      const [row] = await database.db.select().from(orders).where(eq(orders.id, first.orderId));
      expect(row.status).toBe(99);
      expect((await historyOf(first.orderId)).at(-1)).toMatchObject({
        event: 'ATTEMPT_REPLACED',
        fromStatus: 0,
        toStatus: 99,
      });
      await new Promise((r) => setTimeout(r, 100));
      expect(listener.heard.filter((n) => n.orderId === first.orderId)).toEqual([]);
    } finally {
      await listener.stop();
    }
  });

  it('money confirmed for an order the shop cancelled after payment becomes a refund, never a revival', async () => {
    const order = await paidOrder(app, database.db, sandboxUrl, shop);
    const cancel = await act('cancel-order', { id: order.orderId, reasonCode: 'OUT_OF_STOCK' });
    expect(cancel.statusCode).toBe(200);
    const second = await extraPayment(order.orderId, order.paidNowSatang);
    const before = await footprint(order.orderId);
    const outcome = await settlePayment(
      database.db,
      alwaysPaidProvider(() => order.paidNowSatang),
      second.id,
    );
    expect(outcome).toBe('refund_owed');
    const [row] = await database.db.select().from(orders).where(eq(orders.id, order.orderId));
    expect(row.status).toBe(99);
    const refunds = await database.db
      .select()
      .from(paymentRefunds)
      .where(eq(paymentRefunds.orderId, order.orderId))
      .orderBy(asc(paymentRefunds.id));
    expect(refunds.map((r) => r.reason)).toEqual(['SELLER_CANCELLED', 'DUPLICATE_PAYMENT']);
    // Only the second payment's own record and its refund changed: no history, no stock moved.
    const after = JSON.parse(await footprint(order.orderId));
    const was = JSON.parse(before);
    expect(after.order).toEqual(was.order);
    expect(after.history).toEqual(was.history);
    expect(after.offers).toEqual(was.offers);
  });

  it('the shop cannot confirm an order still awaiting payment (not its business yet)', async () => {
    const order = await openQrOrder(app, database.db, shop);
    const before = await footprint(order.orderId);
    for (const [action, body] of [
      ['confirm-order', {}],
      ['cancel-order', { reasonCode: 'CUSTOMER_REQUEST' }],
      ['confirm-service', {}],
    ] as const) {
      const res = await act(action, { id: order.orderId, ...body });
      expect(res.statusCode, action).toBe(404);
      expect(res.json().message).toBe('ไม่พบคำสั่งซื้อ');
    }
    expect(await footprint(order.orderId)).toBe(before);
  });

  it('refuses confirm-service on a delivery order, a second confirm, and a cancel after completion', async () => {
    const delivery = await paidOrder(app, database.db, sandboxUrl, shop, 'DELIVERY');
    expect((await act('confirm-order', { id: delivery.orderId })).statusCode).toBe(200);
    const confirmed = await footprint(delivery.orderId);
    for (const [action, body] of [
      ['confirm-service', {}],
      ['confirm-order', {}],
    ] as const) {
      const res = await act(action, { id: delivery.orderId, ...body });
      expect(res.statusCode, action).toBe(409);
      expect(res.json()).toMatchObject({
        code: 'ORDER_ALREADY_HANDLED',
        message: 'คำสั่งซื้อนี้ถูกดำเนินการไปแล้ว กรุณาโหลดข้อมูลใหม่',
      });
    }
    expect(await footprint(delivery.orderId)).toBe(confirmed);

    const service = await paidOrder(app, database.db, sandboxUrl, shop);
    await act('confirm-order', { id: service.orderId });
    const dotCodes = await fittingCodes(database.db, service.orderId);
    expect((await act('confirm-service', { id: service.orderId, dotCodes })).statusCode).toBe(200);
    const done = await footprint(service.orderId);
    for (const [action, body] of [
      ['cancel-order', { reasonCode: 'CUSTOMER_REQUEST' }],
      ['confirm-service', {}],
      ['confirm-delivery', { carrier: 'Flash', trackingText: 'TH1' }],
    ] as const) {
      const res = await act(action, { id: service.orderId, ...body });
      expect(res.statusCode, action).toBe(409);
    }
    expect(await footprint(service.orderId)).toBe(done);
  });

  it('the reservation running out never cancels a paid order: the pass and the lifecycle both refuse', async () => {
    const order = await paidOrder(app, database.db, sandboxUrl, shop);
    // A stale attempt of the same order, and (wrongly) a reservation end in the past.
    const stale = await extraPayment(order.orderId, order.paidNowSatang, 10);
    await database.db.execute(
      sql`update orders set reserved_until = now() - interval '5 minutes' where id = ${order.orderId}`,
    );
    const before = JSON.parse(await footprint(order.orderId));
    const nothingThere = {
      name: 'sandbox',
      checkStatus: async () => ({ isFound: false, resultCode: '99', resultMessage: 'not found' }),
    } as unknown as PaymentProvider;
    await reconcilePendingPayments(database.db, nothingThere, new Date(), 0);
    const after = JSON.parse(await footprint(order.orderId));
    expect(after.order).toEqual(before.order);
    expect(after.history).toEqual(before.history);
    expect(after.seats).toEqual(before.seats);
    // The stale attempt itself is let go: it was never paid.
    expect(after.pays.find((p: { id: number }) => p.id === stale.id).status).toBe('expired');

    const input = {
      orderId: order.orderId,
      event: 'RESERVATION_EXPIRED',
      actor: { kind: 'system' },
    } as const;
    const untouched = await footprint(order.orderId);
    expect(await database.db.transaction((tx) => tryOrderEvent(tx, input))).toBeNull();
    await expect(database.db.transaction((tx) => applyOrderEvent(tx, input))).rejects.toMatchObject(
      { code: 'ORDER_ALREADY_HANDLED', status: 409 },
    );
    expect(await footprint(order.orderId)).toBe(untouched);
  });

  it('the lifecycle refuses every move the table does not list, for an order in each status', async () => {
    for (const status of [1, 2, 3, 4, 5, 99]) {
      const id = await insertShopOrder(database.db, {
        storeId: shop.storeId,
        offerId: shop.offerId,
        status,
        orderType: status === 3 || status === 5 ? 2 : 1,
      });
      const before = await footprint(id);
      for (const event of ['PAYMENT_CONFIRMED', 'PAYMENT_FAILED', 'RESERVATION_EXPIRED'] as const) {
        const error = await database.db
          .transaction((tx) =>
            applyOrderEvent(tx, { orderId: id, event, actor: { kind: 'system' } }),
          )
          .catch((e: unknown) => e);
        expect(error, `${status} ${event}`).toBeInstanceOf(AppError);
      }
      expect(await footprint(id)).toBe(before);
    }
  });
});

// --- The convention: nobody else writes a status. ---------------------------------------------

// Only the lifecycle writes an order's or a payment's status: checked with the compiler by
// apps/server/checks/state-owners.unit.test.ts (OWNED_STATES).
