import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openPostgres } from '../src/db/client';
import { orderItems, orders, payments, stockReservations } from '../src/db/schema/orders';
import { createCartShop, readyShopper } from './cart-fixtures';
import { type PrivatePostgres, startPrivatePostgres } from './private-postgres';
import {
  copySeededDatabase,
  openOrderEvents,
  overHttp,
  type SpawnedServer,
  signInSellerOver,
  spawnServer,
} from './spawned-server';
import { DEMO_SELLERS } from './test-sellers';

// Issue 33 item 4, PostgreSQL restarted under traffic (decision 0151), on a cluster of the test's
// own and a real server process: while the database is away every request gets a 503 in Thai with
// Retry-After (never a 500), the server comes back by itself when the database does, payment
// starts that were in flight when it went down are each written whole or not at all (an order
// always has its lines, its payment and its tyre holds), and the order events' LISTEN reconnects:
// the stream opened before the restart hears an event sent after it, and so does a new one.

const PG_PORT = 5730;
const PORT = 4410;
const SHOPPERS = 6;

type Answer = { status: number; retryAfter: string | null; body: string };

async function ask(url: string, path: string, auth: string, payload?: object): Promise<Answer> {
  try {
    const res = await fetch(`${url}${path}`, {
      method: payload ? 'POST' : 'GET',
      headers: { authorization: auth, ...(payload ? { 'content-type': 'application/json' } : {}) },
      body: payload ? JSON.stringify(payload) : undefined,
    });
    return {
      status: res.status,
      retryAfter: res.headers.get('retry-after'),
      body: await res.text(),
    };
  } catch (error) {
    return { status: 0, retryAfter: null, body: String(error) };
  }
}

describe.runIf(process.env.TEST_DATABASE_URL)('PostgreSQL restarted under traffic', () => {
  let cluster: PrivatePostgres | undefined;
  let server: SpawnedServer | undefined;
  let database: DatabaseHandle | undefined;

  afterAll(async () => {
    server?.kill();
    await server?.exited;
    await database?.close().catch(() => undefined);
    cluster?.remove();
  });

  it('answers 503 in Thai while it is away, writes nothing by halves, and recovers with its event streams', async () => {
    cluster = startPrivatePostgres(PG_PORT);
    copySeededDatabase(process.env.TEST_DATABASE_URL ?? '', cluster.url);
    server = await spawnServer(PORT, { DATABASE_URL: cluster.url, DATA_DIR: '.tmp/faults-pg' });
    database = await openPostgres(cluster.url, 2);
    const { db } = database;

    const seller = await signInSellerOver(server.url, DEMO_SELLERS.owner);
    const before = await openOrderEvents(server.url, seller.auth);
    await before.said(': connected');

    const shop = await createCartShop(db, { qty: 40, slotCapacity: SHOPPERS + 2 });
    const app = overHttp(server.url);
    const shoppers = [];
    for (let i = 0; i < SHOPPERS; i++) {
      shoppers.push(await readyShopper(app, db, shop, 'internetBanking'));
    }

    // Every shopper starts paying at once while the database stops as if it crashed.
    const started = shoppers.map((who) =>
      ask(server?.url ?? '', '/api/order/generate-banking-data', who.auth, {
        bankCode: '004',
        paymentMethod: 'internetBanking',
      }),
    );
    cluster.stop('immediate');
    const answers = await Promise.all(started);

    // In the gap: a read, a write and a stream are all a Thai 503 with Retry-After.
    const gap = [
      await ask(server.url, '/api/seller/get-order-count', seller.auth, {}),
      await ask(server.url, '/api/order/get-cart-data', shoppers[0].auth),
      await ask(server.url, '/api/order/generate-banking-data', shoppers[0].auth, {
        bankCode: '004',
        paymentMethod: 'internetBanking',
      }),
    ];
    for (const answer of gap) {
      expect(answer.status).toBe(503);
      expect(answer.retryAfter).toMatch(/^\d+$/);
      expect(JSON.parse(answer.body)).toEqual({
        success: false,
        code: 'SERVICE_UNAVAILABLE',
        message: 'ระบบไม่พร้อมให้บริการชั่วคราว กรุณาลองใหม่อีกครั้งในอีกสักครู่',
      });
    }
    const ready = await fetch(`${server.url}/api/health/ready`);
    expect(ready.status).toBe(503);
    // The payment starts in flight either went through or were refused in Thai; none is a 500.
    for (const answer of answers) {
      expect([200, 503]).toContain(answer.status);
      if (answer.status === 503) expect(JSON.parse(answer.body).code).toBe('SERVICE_UNAVAILABLE');
    }

    // Away longer than one reconnect try of the order events' LISTEN (2 s): it must try again.
    await new Promise((r) => setTimeout(r, 4_500));
    cluster.start();
    // The same process recovers: the first requests after the restart may still find a dropped
    // connection, and get a 503; it answers again within a few tries.
    let back: Answer | undefined;
    for (let i = 0; i < 50; i++) {
      back = await ask(server.url, '/api/seller/get-order-count', seller.auth, {});
      if (back.status === 200) break;
      expect(back.status).toBe(503);
      await new Promise((r) => setTimeout(r, 200));
    }
    expect(back?.status).toBe(200);
    expect(server.process.exitCode).toBeNull();

    // Nothing by halves: every order of the shop has its lines, one payment and holds for its
    // lines' tyres; every shopper answered 200 has exactly such an order.
    const shopOrders = await db.select().from(orders).where(eq(orders.storeId, shop.storeId));
    const ids = shopOrders.map((o) => o.id);
    const lines = ids.length
      ? await db.select().from(orderItems).where(inArray(orderItems.orderId, ids))
      : [];
    const paid = ids.length
      ? await db.select().from(payments).where(inArray(payments.orderId, ids))
      : [];
    const holds = ids.length
      ? await db.select().from(stockReservations).where(inArray(stockReservations.orderId, ids))
      : [];
    for (const order of shopOrders) {
      const qty = lines.filter((l) => l.orderId === order.id).reduce((n, l) => n + l.quantity, 0);
      expect(qty).toBe(4);
      expect(paid.filter((p) => p.orderId === order.id)).toHaveLength(1);
      expect(holds.filter((h) => h.orderId === order.id).reduce((n, h) => n + h.quantity, 0)).toBe(
        qty,
      );
    }
    shoppers.forEach((who, i) => {
      const theirs = shopOrders.filter((o) => o.userId === who.id);
      if (answers[i].status === 200) expect(theirs).toHaveLength(1);
      expect(theirs.length).toBeLessThanOrEqual(1);
    });

    // The LISTEN is back by itself: an event sent after the restart reaches the stream opened
    // before it (sent again until the hub has reconnected, every 2 s), with no new stream to
    // start a LISTEN; then a stream opened after the restart hears one too.
    const notifyUntilHeard = async (stream: typeof before, orderId: number) => {
      const event = JSON.stringify({ storeId: seller.storeId, orderId, status: 1 });
      let isHeard = false;
      void stream.said(`"orderId":${orderId}`).then(
        () => {
          isHeard = true;
        },
        () => undefined,
      );
      for (let i = 0; i < 60 && !isHeard; i++) {
        await db.execute(sql`select pg_notify('order_events', ${event})`);
        await new Promise((r) => setTimeout(r, 250));
      }
      return isHeard;
    };
    expect(await notifyUntilHeard(before, 987654)).toBe(true);
    const after = await openOrderEvents(server.url, seller.auth);
    await after.said(': connected');
    expect(await notifyUntilHeard(after, 987655)).toBe(true);
    before.close();
    after.close();
  });
});
