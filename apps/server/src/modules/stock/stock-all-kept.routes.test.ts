import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { StockFilterSchema } from '@yangdee/contracts/seller-stock';
import { STOCK_STATUS } from '@yangdee/contracts/stock-status';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createOffer, createProduct } from '../../../test/offer-fixtures';
import { createOwnedStore, type StoreOwner } from '../../../test/store-setup-fixtures';
import { buildTestApp, testDatabases } from '../../../test/test-databases';
import type { DatabaseHandle } from '../../db/client';
import { brands, products as productTable, tyreModels } from '../../db/schema/catalog';
import { sellerProducts } from '../../db/schema/offers';
import { ReadyBytesCache } from '../../lib/ready-bytes-cache';
import { getStockAll, type StockAllKept } from './stock.service';
import { StockRowTexts } from './stock-row-texts';

// Decision 0187: get-stock-all's answer is kept per shop and filter while the shop's offers and
// the catalogue are unchanged, and made again after any change, whoever wrote it: the stock
// screen, a sale, the catalogue's editors, another server.

const keptLists = (): StockAllKept => ({
  answers: new ReadyBytesCache(1_000_000),
  rows: new StockRowTexts(1_000_000),
});

type Row = { id: number; price: number; qty: number; status: number; brand: string };

describe.each(testDatabases())('get-stock-all kept between changes on $name', ({ open }) => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  /** A second server on the same database, with its own kept answers. */
  let otherServer: FastifyInstance;
  let shop: StoreOwner;
  let neighbour: StoreOwner;
  let offerIds: number[];
  let productIds: number[];

  beforeAll(async () => {
    database = await open();
    app = await buildTestApp(database);
    otherServer = await buildTestApp(database);
    const db = database.db;
    shop = await createOwnedStore(db);
    neighbour = await createOwnedStore(db);
    productIds = [await createProduct(db), await createProduct(db), await createProduct(db)];
    offerIds = [];
    for (const [i, productId] of productIds.entries()) {
      offerIds.push(
        await createOffer(db, {
          storeId: shop.storeId,
          productId,
          priceSatang: 100_000 * (i + 1),
          qty: 10,
        }),
      );
    }
    await createOffer(db, {
      storeId: neighbour.storeId,
      productId: productIds[0],
      priceSatang: 77_700,
    });
  });
  afterAll(async () => {
    await otherServer.close();
    await app.close();
    await database.close();
  });

  const call = (url: string, payload: object, auth = shop.auth, server = app) =>
    server.inject({
      method: 'POST',
      url: `/api/seller/${url}`,
      payload,
      headers: { authorization: auth },
    });
  const listOf = async (server = app, auth = shop.auth): Promise<Row[]> => {
    const res = await call('get-stock-all', { sortColumn: 'id' }, auth, server);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().stockList;
  };
  const rowOf = async (id: number, server = app) => (await listOf(server)).find((r) => r.id === id);

  it('a repeated call is answered from the kept answer; a change of the shop’s offers makes it again', async () => {
    const kept = keptLists();
    const cache = kept.answers;
    const filter = StockFilterSchema.parse({ sortColumn: 'price' });
    const first = await getStockAll(database.db, kept, shop.storeId, filter);
    const again = await getStockAll(
      database.db,
      kept,
      shop.storeId,
      StockFilterSchema.parse({ sortColumn: 'price' }),
    );
    expect(again).toBe(first);
    expect(cache.counts).toMatchObject({ hits: 1, misses: 1 });
    // Another sort, another shop: answers of their own.
    await getStockAll(
      database.db,
      kept,
      shop.storeId,
      StockFilterSchema.parse({ sortColumn: 'qty' }),
    );
    const theirs = await getStockAll(database.db, kept, neighbour.storeId, filter);
    expect(JSON.parse(theirs.raw.toString()).stockList).toHaveLength(1);
    expect(cache.counts.misses).toBe(3);

    // The same value written again is still a change (a new row version): made again, the same.
    await database.db
      .update(sellerProducts)
      .set({ qty: 10 })
      .where(eq(sellerProducts.id, offerIds[0]));
    const after = await getStockAll(database.db, kept, shop.storeId, filter);
    expect(after).not.toBe(first);
    expect(after.raw.equals(first.raw)).toBe(true);
  });

  it('after a change the list is made again from the held texts, only the changed offers written again', async () => {
    const kept = keptLists();
    // A new product is a catalogue change: made before the lists are.
    const productForExtra = await createProduct(database.db);
    const filters = [
      { sortColumn: 'price' },
      { sortColumn: 'brand', sortDirection: 'desc' },
      { sortColumn: 'size' },
      { status: STOCK_STATUS.LATEST },
      { keyword: String(offerIds[1]) },
    ].map((f) => StockFilterSchema.parse(f));
    /** Each filter's list from the held texts, and the same list made from nothing: equal. */
    const madeAgainIsTrue = async () => {
      for (const filter of filters) {
        const again = await getStockAll(database.db, kept, shop.storeId, filter);
        const fromNothing = await getStockAll(database.db, keptLists(), shop.storeId, filter);
        expect(again.raw.toString()).toBe(fromNothing.raw.toString());
      }
    };
    await madeAgainIsTrue();
    const offersNow = (await listOf()).length;
    expect(kept.rows.counts.written).toBe(offersNow);

    await database.db.execute(sql`update seller_products set qty = qty where id = ${offerIds[0]}`);
    await madeAgainIsTrue();
    expect(kept.rows.counts.written).toBe(offersNow + 1);

    const extra = await createOffer(database.db, {
      storeId: shop.storeId,
      productId: productForExtra,
      priceSatang: 42_000,
    });
    await madeAgainIsTrue();
    expect(kept.rows.counts.written).toBe(offersNow + 2);
    const bytesWithExtra = kept.rows.size.bytes;
    await database.db.delete(sellerProducts).where(eq(sellerProducts.id, extra));
    await madeAgainIsTrue();
    expect(kept.rows.counts.written).toBe(offersNow + 2);
    expect(kept.rows.size.bytes).toBeLessThan(bytesWithExtra);

    // A catalogue change may touch any offer's text: the shop's texts are all written again.
    await database.db.execute(
      sql`update tyre_sizes set label = label where id = (select min(id) from tyre_sizes)`,
    );
    await madeAgainIsTrue();
    expect(kept.rows.counts.written).toBe(2 * offersNow + 2);
  });

  it('the stock screen’s own edits show at once: price, status and delete', async () => {
    expect((await rowOf(offerIds[1]))?.price).toBe(2000);
    const saved = await call('save-stock', {
      id: offerIds[1],
      productId: productIds[1],
      year: (
        await database.db.select().from(sellerProducts).where(eq(sellerProducts.id, offerIds[1]))
      )[0].productionYear,
      price: 2150.5,
      priceDelivery: null,
      qty: 4,
      status: 1,
      display: true,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await rowOf(offerIds[1])).toMatchObject({ price: 2150.5, qty: 4 });

    expect((await call('update-stock-status', { id: offerIds[1], status: 3 })).statusCode).toBe(
      200,
    );
    expect((await rowOf(offerIds[1]))?.status).toBe(3);

    const extra = await createOffer(database.db, {
      storeId: shop.storeId,
      productId: await createProduct(database.db),
      priceSatang: 50_000,
    });
    expect(await rowOf(extra)).toBeDefined();
    expect((await call('delete-stock', { id: extra })).statusCode).toBe(200);
    expect(await rowOf(extra)).toBeUndefined();
  });

  it('a sale, or any writer outside the stock screen, shows at once', async () => {
    await listOf();
    await database.db.execute(
      sql`update seller_products set qty = qty - 3 where id = ${offerIds[2]}`,
    );
    expect((await rowOf(offerIds[2]))?.qty).toBe(7);
  });

  it('a brand renamed in the catalogue shows at once', async () => {
    const [product] = await database.db
      .select({ modelId: productTable.tyreModelId })
      .from(productTable)
      .where(eq(productTable.id, productIds[0]));
    const [model] = await database.db
      .select({ brandId: tyreModels.brandId })
      .from(tyreModels)
      .where(eq(tyreModels.id, product.modelId));
    await listOf();
    await database.db
      .update(brands)
      .set({ nameEn: 'Renamed Brand' })
      .where(eq(brands.id, model.brandId));
    expect((await rowOf(offerIds[0]))?.brand).toBe('Renamed Brand');
  });

  it('a change made through one server shows on another that kept the answer', async () => {
    const before = await rowOf(offerIds[0], otherServer);
    expect(before?.price).toBe(1000);
    const saved = await call('update-stock-status', { id: offerIds[0], status: 2 });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await rowOf(offerIds[0], otherServer))?.status).toBe(2);
  });

  it('a kept answer is compressed per encoding, each the same JSON, and never another shop’s', async () => {
    // Enough offers that the answer is compressed whole (over 8 KB).
    for (let i = 0; i < 40; i++) {
      await createOffer(database.db, {
        storeId: shop.storeId,
        productId: await createProduct(database.db),
        priceSatang: 10_000 + i,
      });
    }
    const plain = await app.inject({
      method: 'POST',
      url: '/api/seller/get-stock-all',
      payload: {},
      headers: { authorization: shop.auth, 'accept-encoding': 'identity' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(8 * 1024);
    const unpack = { br: brotliDecompressSync, gzip: gunzipSync };
    const packedAs = async (encoding: keyof typeof unpack) => {
      const res = await app.inject({
        method: 'POST',
        url: '/api/seller/get-stock-all',
        payload: {},
        headers: { authorization: shop.auth, 'accept-encoding': encoding },
      });
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(unpack[encoding](res.rawPayload).equals(plain.rawPayload)).toBe(true);
      return res.rawPayload.length;
    };
    const quick = { br: await packedAs('br'), gzip: await packedAs('gzip') };
    // The first call got a quick compression; the smaller one made after it reaches later calls.
    for (const encoding of ['br', 'gzip'] as const) {
      await vi.waitFor(async () => expect(await packedAs(encoding)).toBeLessThan(quick[encoding]));
    }
    const theirs = await listOf(app, neighbour.auth);
    expect(theirs).toHaveLength(1);
    expect(theirs[0].price).toBe(777);
  });
});
