import { createServer, type Server } from 'node:net';
import { buildSandbox, type Sandbox } from '@yangdee/payment-sandbox/app';
import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openPostgres } from '../src/db/client';
import { orders, payments, stockReservations } from '../src/db/schema/orders';
import { createCartShop, readyShopper } from './cart-fixtures';
import {
  copySeededDatabase,
  createDatabase,
  dropDatabase,
  overHttp,
  type SpawnedServer,
  scratchDatabase,
  spawnServer,
} from './spawned-server';
import { buildTestApp, testDatabases } from './test-databases';

// Issue 33 item 4, the payment provider failing us (decision 0151). When it does not answer a
// charge, the shopper is told in Thai and nothing is held; when it does not answer the status
// query that a callback or the bank's return asks, nothing is written: the payment stays pending,
// the shopper reads that the bank has not confirmed yet, and the reconciliation pass settles it.
// And the server killed (SIGKILL) between the provider's charge and its callback: the callback is
// lost, and the server started again settles the order by reconciliation within its interval.

const DEAD_PROVIDER_PORT = 4423;
const SERVER_PORT = 4420;
const SANDBOX_PORT = 4421;

const pendingOf = async (database: DatabaseHandle, userId: number) => {
  const [row] = await database.db
    .select({ payment: payments, order: orders })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .where(eq(orders.userId, userId))
    .orderBy(desc(payments.id))
    .limit(1);
  return row;
};

describe.each(testDatabases())('a payment provider that does not answer, on $name', ({ open }) => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  // Accepts the connection and cuts it without a word: what a timed-out call ends in too.
  let dead: Server;

  beforeAll(async () => {
    dead = createServer((socket) => socket.destroy());
    await new Promise<void>((resolve) => dead.listen(DEAD_PROVIDER_PORT, '127.0.0.1', resolve));
    database = await open();
    app = await buildTestApp(database, {
      paymentProvider: 'sandbox',
      paymentSandboxUrl: `http://127.0.0.1:${DEAD_PROVIDER_PORT}`,
    });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
    await new Promise((resolve) => dead.close(resolve));
  });

  it('a QR that cannot be drawn is a Thai message, and nothing is held for it', async () => {
    const shop = await createCartShop(database.db, { qty: 8 });
    const who = await readyShopper(app, database.db, shop, 'scanQR');
    const res = await app.inject({
      method: 'GET',
      url: '/api/order/generate-qr-data',
      headers: { authorization: who.auth },
    });
    expect(res.statusCode).toBe(502);
    expect(res.json()).toEqual({
      success: false,
      code: 'PAYMENT_PROVIDER_UNAVAILABLE',
      message: 'ไม่สามารถเชื่อมต่อระบบชำระเงินได้ในขณะนี้ กรุณาลองใหม่อีกครั้ง',
    });
    const { order } = await pendingOf(database, who.id);
    const holds = await database.db
      .select()
      .from(stockReservations)
      .where(eq(stockReservations.orderId, order.id));
    expect(holds).toHaveLength(0);
  });

  it('a status query that fails leaves the payment pending: the callback is refused in Thai, the shopper is told the bank has not confirmed yet', async () => {
    const shop = await createCartShop(database.db, { qty: 8 });
    const who = await readyShopper(app, database.db, shop, 'internetBanking');
    // A bank payment starts without calling the provider (the browser posts its form).
    const start = await app.inject({
      method: 'POST',
      url: '/api/order/generate-banking-data',
      headers: { authorization: who.auth },
      payload: { bankCode: '004', paymentMethod: 'internetBanking' },
    });
    expect(start.statusCode, start.body).toBe(200);
    const { payment, order } = await pendingOf(database, who.id);
    const callbackPath = new URL(start.json().formFields.backgroundUrl).pathname;

    const callback = await app.inject({
      method: 'POST',
      url: callbackPath,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        resultCode: '00',
        referenceNo: payment.referenceNo,
        amount: (payment.amountSatang / 100).toFixed(2),
        gbpReferenceNo: 'gbp0000000001',
        paymentType: 'M',
      }).toString(),
    });
    expect(callback.statusCode).toBe(502);
    expect(callback.json()).toMatchObject({ success: false, code: 'PAYMENT_PROVIDER_UNAVAILABLE' });

    const back = await app.inject({
      method: 'GET',
      url: `/api/payment/return/${payment.referenceNo}`,
    });
    expect(back.statusCode).toBe(303);
    expect(back.headers.location).toBe('/cart?payment=pending');

    const after = await pendingOf(database, who.id);
    expect(after.payment.status).toBe('pending');
    expect(after.order.status).toBe(order.status);
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)(
  'the server killed between the charge and its callback',
  () => {
    const scratch = scratchDatabase('payments');
    let created = false;
    let database: DatabaseHandle | undefined;
    let sandbox: Sandbox | undefined;
    let server: SpawnedServer | undefined;

    afterAll(async () => {
      server?.kill();
      await server?.exited;
      await sandbox?.app.close();
      await database?.close();
      if (created) await dropDatabase(scratch.admin, scratch.name);
    });

    it('loses the callback, and the server started again settles the order by reconciliation', async () => {
      await createDatabase(scratch.admin, scratch.name);
      created = true;
      copySeededDatabase(scratch.source, scratch.target);
      database = await openPostgres(scratch.target, 2);
      sandbox = await buildSandbox({ logLevel: 'silent' });
      await sandbox.app.listen({ host: '127.0.0.1', port: SANDBOX_PORT });
      const env = {
        DATABASE_URL: scratch.target,
        PAYMENT_PROVIDER: 'sandbox',
        PAYMENT_SANDBOX_URL: `http://127.0.0.1:${SANDBOX_PORT}`,
        DATA_DIR: '.tmp/faults-payments',
      };
      server = await spawnServer(SERVER_PORT, env);

      const shop = await createCartShop(database.db, { qty: 8 });
      const who = await readyShopper(overHttp(server.url), database.db, shop, 'scanQR');
      const qr = await fetch(`${server.url}/api/order/generate-qr-data`, {
        headers: { authorization: who.auth },
      });
      expect(qr.status).toBe(200);
      const { payment, order } = await pendingOf(database, who.id);
      expect(order.status).toBe(0);

      // Killed before the provider's callback; the shopper pays; the callback finds no server.
      server.process.kill('SIGKILL');
      expect(await server.exited).toBe('SIGKILL');
      const paid = await fetch(
        `http://127.0.0.1:${SANDBOX_PORT}/sandbox/qr/${payment.referenceNo}/pay`,
        { method: 'POST' },
      );
      expect(paid.status).toBe(200);
      const sent = (await (
        await fetch(`http://127.0.0.1:${SANDBOX_PORT}/sandbox/callbacks`)
      ).json()) as { referenceNo: string; status: number | null; error?: string }[];
      const lost = sent.filter((c) => c.referenceNo === payment.referenceNo);
      expect(lost).toHaveLength(1);
      expect(lost[0].status).toBeNull();
      expect((await pendingOf(database, who.id)).payment.status).toBe('pending');

      // Started again with a reconciliation pass every 2 s: within an interval or two it is paid.
      server = await spawnServer(SERVER_PORT, { ...env, PAYMENT_RECONCILE_SECONDS: '2' });
      let settled = await pendingOf(database, who.id);
      for (let i = 0; i < 100 && settled.payment.status === 'pending'; i++) {
        await new Promise((r) => setTimeout(r, 200));
        settled = await pendingOf(database, who.id);
      }
      expect(settled.payment.status).toBe('paid');
      expect(settled.order.status).toBe(1);
    });
  },
);
