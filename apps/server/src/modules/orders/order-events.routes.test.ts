import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOffer, createProduct } from '../../../test/offer-fixtures';
import { fittingCodes, insertShopOrder } from '../../../test/order-action-fixtures';
import { createOwnedStore, type StoreOwner } from '../../../test/store-setup-fixtures';
import { buildTestApp, testDatabases } from '../../../test/test-databases';
import { createStaff } from '../../../test/test-sellers';
import type { DatabaseHandle } from '../../db/client';
import { notifyOrderEvent, parseOrderEvent } from './order-events';
import { openOrderEventStreams } from './order-events.routes';

// Issue 15 item 1 (decision 0085): a NOTIFY on 'order_events' reaches the open
// /api/seller/order-events streams of the store's staff, and only theirs, as an SSE 'order'
// event; the stream is not compressed (it would sit in the compressor), and the server shuts down
// with streams still open. app.inject cannot stream, so the app listens on a port and the test
// reads with fetch, as the browser does.

type Stream = {
  events: { event: string; data: string }[];
  raw: string;
  headers: Headers;
  abort: () => void;
};

async function openStream(base: string, auth: string): Promise<Stream> {
  const controller = new AbortController();
  const response = await fetch(`${base}/api/seller/order-events`, {
    headers: { authorization: auth, accept: 'text/event-stream', 'accept-encoding': 'br, gzip' },
    signal: controller.signal,
  });
  expect(response.status).toBe(200);
  const stream: Stream = {
    events: [],
    raw: '',
    headers: response.headers,
    abort: () => controller.abort(),
  };
  const body = response.body;
  if (!body) throw new Error('no body');
  void (async () => {
    const decoder = new TextDecoder();
    try {
      for await (const chunk of body) {
        stream.raw += decoder.decode(chunk, { stream: true });
        const blocks = stream.raw.split('\n\n');
        stream.events = blocks
          .slice(0, -1)
          .map((block) => {
            const lines = block.split('\n');
            const event = lines.find((l) => l.startsWith('event: '))?.slice(7) ?? '';
            const data = lines.find((l) => l.startsWith('data: '))?.slice(6) ?? '';
            return { event, data };
          })
          .filter((e) => e.event);
      }
    } catch {
      // aborted
    }
  })();
  return stream;
}

async function until(check: () => boolean, ms = 5000): Promise<void> {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 25));
  }
}

describe('order event payloads', () => {
  it('reads {storeId, orderId, status} and ignores anything else', () => {
    expect(parseOrderEvent('{"storeId":3,"orderId":9,"status":1}')).toEqual({
      storeId: 3,
      orderId: 9,
      status: 1,
    });
    expect(parseOrderEvent('{"storeId":"3","orderId":"9","status":"2"}')).toEqual({
      storeId: 3,
      orderId: 9,
      status: 2,
    });
    expect(parseOrderEvent('not json')).toBeNull();
    expect(parseOrderEvent('{"storeId":3}')).toBeNull();
    expect(parseOrderEvent(undefined)).toBeNull();
  });
});

describe.each(testDatabases())('new-order events on $name', ({ open }) => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let base: string;
  let shop: StoreOwner;
  let otherShop: StoreOwner;

  beforeAll(async () => {
    database = await open();
    app = await buildTestApp(database);
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    if (!address || typeof address === 'string') throw new Error('no port');
    base = `http://127.0.0.1:${address.port}`;
    shop = await createOwnedStore(database.db);
    otherShop = await createOwnedStore(database.db, { latitude: 14.2, longitude: 100.2 });
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it('a NOTIFY reaches the streams of the order’s store and not another store’s', async () => {
    const staff = await createStaff(database.db, shop.storeId, { confirmService: true });
    const mine = await openStream(base, staff.auth);
    const theirs = await openStream(base, otherShop.auth);
    expect(mine.headers.get('content-type')).toContain('text/event-stream');
    expect(mine.headers.get('content-encoding')).toBeNull();
    await until(() => mine.raw.includes(': connected') && theirs.raw.includes(': connected'));

    await notifyOrderEvent(database.db, { storeId: shop.storeId, orderId: 501, status: 1 });
    await notifyOrderEvent(database.db, { storeId: otherShop.storeId, orderId: 502, status: 1 });
    await until(() => mine.events.length >= 1 && theirs.events.length >= 1);
    await new Promise((r) => setTimeout(r, 200));
    expect(mine.events).toEqual([{ event: 'order', data: '{"orderId":501,"status":1}' }]);
    expect(theirs.events).toEqual([{ event: 'order', data: '{"orderId":502,"status":1}' }]);

    // A closed stream stops listening; the open one goes on.
    theirs.abort();
    await new Promise((r) => setTimeout(r, 100));
    await notifyOrderEvent(database.db, { storeId: shop.storeId, orderId: 503, status: 2 });
    await until(() => mine.events.length >= 2);
    expect(mine.events[1]).toEqual({ event: 'order', data: '{"orderId":503,"status":2}' });
    mine.abort();
  });

  it('a stream the client closes is ended on the server and leaves nothing behind', async () => {
    // The streams the tests above closed are all ended by now.
    await until(() => openOrderEventStreams() === 0);
    const before = 0;
    const streams = await Promise.all([1, 2, 3].map(() => openStream(base, shop.auth)));
    await until(() => streams.every((s) => s.raw.includes(': connected')));
    expect(openOrderEventStreams()).toBe(before + 3);
    for (const s of streams) s.abort();
    await until(() => openOrderEventStreams() === before);
    // What is left open still hears its events.
    const stream = await openStream(base, shop.auth);
    await until(() => stream.raw.includes(': connected'));
    await notifyOrderEvent(database.db, { storeId: shop.storeId, orderId: 601, status: 1 });
    await until(() => stream.events.length >= 1);
    expect(stream.events[0]).toEqual({ event: 'order', data: '{"orderId":601,"status":1}' });
    stream.abort();
    await until(() => openOrderEventStreams() === before);
  });

  it('an event sent inside a transaction arrives only when it commits', async () => {
    const stream = await openStream(base, shop.auth);
    await until(() => stream.raw.includes(': connected'));
    await database.db
      .transaction(async (tx) => {
        await notifyOrderEvent(tx, { storeId: shop.storeId, orderId: 601, status: 1 });
        throw new Error('rolled back');
      })
      .catch(() => undefined);
    await database.db.transaction(async (tx) => {
      await notifyOrderEvent(tx, { storeId: shop.storeId, orderId: 602, status: 1 });
    });
    await until(() => stream.events.length >= 1);
    await new Promise((r) => setTimeout(r, 200));
    expect(stream.events.map((e) => JSON.parse(e.data).orderId)).toEqual([602]);
    stream.abort();
  });

  it('a shop’s action on an order (the orders lifecycle) reaches the stream at commit', async () => {
    const offerId = await createOffer(database.db, {
      storeId: shop.storeId,
      productId: await createProduct(database.db),
      priceSatang: 400_000,
    });
    const orderId = await insertShopOrder(database.db, {
      storeId: shop.storeId,
      offerId,
      status: 2,
    });
    const stream = await openStream(base, shop.auth);
    await until(() => stream.raw.includes(': connected'));
    const done = await fetch(`${base}/api/seller/confirm-service`, {
      method: 'POST',
      headers: { authorization: shop.auth, 'content-type': 'application/json' },
      body: JSON.stringify({ id: orderId, dotCodes: await fittingCodes(database.db, orderId) }),
    });
    expect(done.status).toBe(200);
    await until(() => stream.events.length >= 1);
    expect(stream.events[0]).toEqual({
      event: 'order',
      data: JSON.stringify({ orderId, status: 4 }),
    });
    stream.abort();
  });

  it('is for staff with an order flag; a plain request is answered at once', async () => {
    const noOrders = await createStaff(database.db, shop.storeId, { manageProduct: true });
    const refused = await fetch(`${base}/api/seller/order-events`, {
      headers: { authorization: noOrders.auth, accept: 'text/event-stream' },
    });
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { message: string }).message).toMatch(/[ก-๙]/);
    const plain = await fetch(`${base}/api/seller/order-events`, {
      headers: { authorization: shop.auth },
    });
    expect(plain.status).toBe(400);
    expect(((await plain.json()) as { message: string }).message).toMatch(/[ก-๙]/);
  });

  it('the server closes promptly with a stream still open', async () => {
    const other = await buildTestApp(database);
    await other.listen({ port: 0, host: '127.0.0.1' });
    const address = other.server.address();
    if (!address || typeof address === 'string') throw new Error('no port');
    const stream = await openStream(`http://127.0.0.1:${address.port}`, shop.auth);
    await until(() => stream.raw.includes(': connected'));
    const started = Date.now();
    await other.close();
    expect(Date.now() - started).toBeLessThan(3000);
    stream.abort();
  });
});
