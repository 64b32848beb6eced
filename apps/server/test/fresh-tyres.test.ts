import type { ProductCard } from '@yangdee/contracts/catalog';
import type { ProductDetailResponse } from '@yangdee/contracts/product-detail';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import type { DatabaseHandle } from '../src/db/client';
import { brands, products, tyreModels } from '../src/db/schema/catalog';
import { searchProducts } from '../src/modules/catalog/search.service';
import { createOffer, createProduct, createStore } from './offer-fixtures';
import { testConfig, testDatabases } from './test-databases';

// Issue 36 item 5 (decision 0164): the listing and a tyre page filtered to tyres made within the
// last 12 or 24 months, against the server's clock (pinned here), in memory and in SQL alike.

type Page = { items: ProductCard[]; total: number };

describe.each(testDatabases())('fresh tyres on $name', ({ open }) => {
  let database: DatabaseHandle;
  let app: FastifyInstance | null = null;
  let productId: number;
  let brand: string;
  let now = new Date('2026-07-01T05:00:00Z');

  beforeAll(async () => {
    database = await open();
    const { db } = database;
    productId = await createProduct(db);
    const [row] = await db
      .select({ slug: brands.slug })
      .from(products)
      .innerJoin(tyreModels, eq(tyreModels.id, products.tyreModelId))
      .innerJoin(brands, eq(brands.id, tyreModels.brandId))
      .where(eq(products.id, productId));
    brand = row.slug;
    const place = { latitude: 13.75, longitude: 100.5 };
    const old = await createStore(db, { name: 'ร้านยางเก่า', ...place });
    const mid = await createStore(db, { name: 'ร้านยางปีก่อน', ...place });
    const newer = await createStore(db, { name: 'ร้านยางใหม่', ...place });
    // Made 2023 (week unknown: counted from week 1), week 23 of 2025 (starts 2025-06-02), week 10
    // of 2026.
    await createOffer(db, {
      storeId: old.id,
      productId,
      priceSatang: 200_000,
      productionYear: 2023,
      productionWeek: null,
    });
    await createOffer(db, {
      storeId: mid.id,
      productId,
      priceSatang: 300_000,
      productionYear: 2025,
      productionWeek: 23,
    });
    await createOffer(db, {
      storeId: newer.id,
      productId,
      priceSatang: 400_000,
      productionYear: 2026,
      productionWeek: 10,
    });
    app = await buildApp({ config: testConfig(), database, clock: () => now });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await database.close();
  });

  const search = async (payload: object): Promise<Page> => {
    const res = await (app as FastifyInstance).inject({
      method: 'POST',
      url: '/api/product/search-product',
      payload: { brand, ...payload },
    });
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    return res.json();
  };
  const detail = async (payload: object): Promise<ProductDetailResponse> => {
    const res = await (app as FastifyInstance).inject({
      method: 'POST',
      url: '/api/product/get-product-detail',
      payload: { param: String(productId), ...payload },
    });
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    return res.json();
  };
  const card = (page: Page) => {
    expect(page.total).toBe(1);
    return { minPrice: page.items[0].minPrice, shopCount: page.items[0].shopCount };
  };

  it('on 2026-07-01 the listing card counts and prices only the offers of the chosen window', async () => {
    now = new Date('2026-07-01T05:00:00Z');
    expect(card(await search({}))).toEqual({ minPrice: 2000, shopCount: 3 });
    // 24 months: since 2024-07-01 → the 2025 and 2026 tyres.
    expect(card(await search({ fresh: '24' }))).toEqual({ minPrice: 3000, shopCount: 2 });
    // 12 months: since 2025-07-01 → the 2025 week-23 tyre (made from 2025-06-02) is out.
    expect(card(await search({ fresh: 12 }))).toEqual({ minPrice: 4000, shopCount: 1 });
    // Blank is "ทั้งหมด".
    expect(card(await search({ fresh: '' }))).toEqual({ minPrice: 2000, shopCount: 3 });
  });

  it('the SQL listing (a cold process, a promotion filter) answers the same', async () => {
    now = new Date('2026-07-01T05:00:00Z');
    const sqlOnly = { fromMemory: false, indexCheckMs: 0 };
    const base = { brand, page: 1, pageSize: 20, sort: 'popular' as const };
    const twelve = (await searchProducts(database.db, { ...base, fresh: 12 }, sqlOnly)) as Page;
    expect(card(twelve)).toEqual({ minPrice: 4000, shopCount: 1 });
    const all = (await searchProducts(database.db, base, sqlOnly)) as Page;
    expect(card(all)).toEqual({ minPrice: 2000, shopCount: 3 });
  });

  it('on 2026-05-01 (the clock pinned a month earlier) the 2025 tyre is within 12 months', async () => {
    now = new Date('2026-05-01T05:00:00Z');
    expect(card(await search({ fresh: '12' }))).toEqual({ minPrice: 3000, shopCount: 2 });
    const page = await detail({ fresh: 12 });
    expect(page.offerCount).toBe(2);
    expect(page.offers.map((o) => o.productionYear).sort()).toEqual([2025, 2026]);
    now = new Date('2026-07-01T05:00:00Z');
  });

  it('the tyre page shows only the shops whose offer is within the window, with its year', async () => {
    now = new Date('2026-07-01T05:00:00Z');
    const all = await detail({});
    expect(all.offerCount).toBe(3);
    const twelve = await detail({ fresh: 12 });
    expect(twelve.offerCount).toBe(1);
    expect(twelve.offers).toHaveLength(1);
    expect(twelve.offers[0]).toMatchObject({
      productionYear: 2026,
      productionWeek: 10,
      store: expect.objectContaining({ name: 'ร้านยางใหม่' }),
    });
    const twentyFour = await detail({ fresh: '24', sort: 'price' });
    expect(twentyFour.offers.map((o) => o.productionYear)).toEqual([2025, 2026]);
    // The next page of a filtered list stays filtered.
    const second = await detail({ fresh: 24, offset: 1, limit: 5 });
    expect(second.offers.map((o) => o.productionYear)).toEqual([2026]);
    expect(second.offerCount).toBe(2);
  });

  it('a freshness value that is not a choice is refused in Thai (422, as an unknown sort is) on both calls', async () => {
    for (const [url, payload] of [
      ['/api/product/search-product', { brand, fresh: '6' }],
      ['/api/product/search-product', { brand, fresh: 'abc' }],
      ['/api/product/get-product-detail', { param: String(productId), fresh: 36 }],
    ] as const) {
      const res = await (app as FastifyInstance).inject({ method: 'POST', url, payload });
      expect(res.statusCode, url).toBe(422);
      expect(res.json()).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
      expect(res.json().message).toMatch(/[\u0E00-\u0E7F]/);
      expect(res.json().fieldErrors.fresh).toEqual(['ตัวกรองปีผลิตต้องเป็น 12 หรือ 24 เดือน']);
    }
  });
});
