import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCustomer, createProduct, findProductWithOffers } from '../../../test/offer-fixtures';
import { buildTestApp, testDatabases } from '../../../test/test-databases';
import type { DatabaseHandle } from '../../db/client';

// /api/favorite/* on both databases: customer-only, and each customer sees and changes only
// their own list.

describe.each(testDatabases())('favourites on $name', ({ open }) => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let alice: { id: number; auth: string };
  let bob: { id: number; auth: string };
  let seeded: number;
  let noShop: number;

  beforeAll(async () => {
    database = await open();
    app = await buildTestApp(database);
    alice = await createCustomer(database.db);
    bob = await createCustomer(database.db);
    seeded = await findProductWithOffers(database.db, 2);
    noShop = await createProduct(database.db);
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  const call = async (
    who: { auth: string } | null,
    method: 'GET' | 'POST',
    path: string,
    payload?: object,
  ) =>
    app.inject({
      method,
      url: `/api/favorite/${path}`,
      payload,
      headers: who ? { authorization: who.auth } : {},
    });
  const idsOf = async (who: { auth: string }) =>
    (await call(who, 'GET', 'get-content')).json().productIds as number[];

  it('needs a customer token for every call', async () => {
    for (const [method, path] of [
      ['POST', 'add-product'],
      ['POST', 'remove-product'],
      ['GET', 'get-content'],
      ['POST', 'get-product'],
    ] as const) {
      const res = await call(
        null,
        method,
        path,
        method === 'POST' ? { productId: seeded } : undefined,
      );
      expect(res.statusCode, path).toBe(401);
      expect(res.json().code).toBe('UNAUTHORIZED');
    }
    const bad = await call({ auth: 'Bearer 1|not-a-real-secret-at-all-000' }, 'GET', 'get-content');
    expect(bad.statusCode).toBe(401);
  });

  it('adds once, by id or by product param, newest first', async () => {
    const first = await call(alice, 'POST', 'add-product', { productId: seeded });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ success: true, isFavourite: true });
    expect((await call(alice, 'POST', 'add-product', { productId: seeded })).statusCode).toBe(200);
    await call(alice, 'POST', 'add-product', { productId: `${noShop}.some-slug` });
    expect(await idsOf(alice)).toEqual([noShop, seeded]);
  });

  it('lists favourites as product cards; one no shop sells stays with no price', async () => {
    const res = await call(alice, 'POST', 'get-product', { page: 1, pageSize: 20 });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ total: 2, page: 1, pageSize: 20, totalPage: 1 });
    expect(body.items.map((c: { id: number }) => c.id)).toEqual([noShop, seeded]);
    const [none, sold] = body.items;
    expect(none).toMatchObject({ shopCount: 0, minPrice: 0, size: '395/95R26' });
    expect(sold.shopCount).toBeGreaterThanOrEqual(2);
    expect(sold.minPrice).toBeGreaterThan(0);
    expect(sold.param).toMatch(new RegExp(`^${seeded}\\.`));
    const page2 = await call(alice, 'POST', 'get-product', { page: 2, pageSize: 1 });
    expect(page2.json()).toMatchObject({ total: 2, totalPage: 2 });
    expect(page2.json().items.map((c: { id: number }) => c.id)).toEqual([seeded]);
  });

  it("never shows or touches another customer's favourites", async () => {
    expect(await idsOf(bob)).toEqual([]);
    expect((await call(bob, 'POST', 'get-product', {})).json()).toMatchObject({
      items: [],
      total: 0,
    });
    // Bob removing Alice's product only affects Bob's (empty) list.
    const res = await call(bob, 'POST', 'remove-product', { productId: seeded });
    expect(res.statusCode).toBe(200);
    expect(await idsOf(alice)).toEqual([noShop, seeded]);
    await call(bob, 'POST', 'add-product', { productId: seeded });
    expect(await idsOf(bob)).toEqual([seeded]);
    expect(await idsOf(alice)).toEqual([noShop, seeded]);
  });

  it('removes a favourite; removing again is harmless', async () => {
    const res = await call(alice, 'POST', 'remove-product', { productId: noShop });
    expect(res.json()).toMatchObject({ success: true, isFavourite: false });
    expect((await call(alice, 'POST', 'remove-product', { productId: noShop })).statusCode).toBe(
      200,
    );
    expect(await idsOf(alice)).toEqual([seeded]);
    expect(await idsOf(bob)).toEqual([seeded]);
  });

  it('refuses an unknown or inactive tyre and bad input with Thai messages', async () => {
    const unknown = await call(alice, 'POST', 'add-product', { productId: 999_999_999 });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toMatch(/[\u0E00-\u0E7F]/);
    const inactive = await createProduct(database.db, false);
    expect((await call(alice, 'POST', 'add-product', { productId: inactive })).statusCode).toBe(
      404,
    );
    const bad = await call(alice, 'POST', 'add-product', { productId: 'abc' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().message).toMatch(/[\u0E00-\u0E7F]/);
    const badPage = await call(alice, 'POST', 'get-product', { page: 0 });
    expect(badPage.statusCode).toBe(422);
  });
});
