import type { ProductCard } from '@yangdee/contracts/catalog';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, testDatabases } from '../../../test/test-databases';
import type { DatabaseHandle } from '../../db/client';

type Page = {
  items: ProductCard[];
  total: number;
  page: number;
  pageSize: number;
  totalPage: number;
};

describe.each(testDatabases())('tyre search and product lists on $name', ({ open }) => {
  let database: DatabaseHandle;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await open();
    app = await buildTestApp(database);
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  const post = async (url: string, payload: object) => {
    const res = await app.inject({ method: 'POST', url, payload });
    expect(res.statusCode, `${url}: ${res.body.slice(0, 300)}`).toBe(200);
    return res.json();
  };
  const search = (payload: object): Promise<Page & Record<string, unknown>> =>
    post('/api/product/search-product', payload);
  const rows = async <T>(query: ReturnType<typeof sql>) =>
    (await database.db.execute(query)).rows as T[];

  it('lists products with a price and shops, in the default popular order', async () => {
    const page = await search({});
    expect(page.total).toBeGreaterThan(100);
    expect(page.items).toHaveLength(20);
    expect(page.totalPage).toBe(Math.ceil(page.total / 20));
    for (const card of page.items) {
      expect(card.minPrice).toBeGreaterThan(0);
      expect(card.shopCount).toBeGreaterThan(0);
      expect(card.param).toMatch(new RegExp(`^${card.id}\\.[a-z0-9-]+$`));
      expect(card.picture).toMatch(/^\/api\/images\/model\/\d+\.svg$/);
    }
  });

  it('width/ratio/diameter 265/65/17 → every card is 265/65R17', async () => {
    const page = await search({ width: '265', ratio: '65', diameter: '17', pageSize: 60 });
    expect(page.total).toBeGreaterThan(3);
    for (const card of page.items) expect(card.size).toBe('265/65R17');
  });

  it('reads a size in any spelling and a Thai brand word from the keyword', async () => {
    const totals = new Set<number>();
    for (const k of ['2656517', '265/65R17', '265 65 17', '265/65 R17', 'ยาง 265/65r17']) {
      const page = await search({ k, pageSize: 60 });
      for (const card of page.items) expect(card.size).toBe('265/65R17');
      totals.add(page.total);
    }
    expect(totals.size).toBe(1);
    expect([...totals][0]).toBeGreaterThan(0);

    const michelin = await search({ k: 'มิชลิน', pageSize: 60 });
    expect(michelin.total).toBeGreaterThan(0);
    expect(michelin.brand).toMatchObject({ param: 'michelin', name: 'มิชลิน' });
    for (const card of michelin.items) expect(card.brandParam).toBe('michelin');
    const english = await search({ k: 'Michelin' });
    expect(english.total).toBe(michelin.total);

    const model = await search({ k: 'michelin primacy', pageSize: 60 });
    expect(model.total).toBeGreaterThan(0);
    for (const card of model.items) expect(card.model.toLowerCase()).toContain('primacy');
  });

  it('brand filter narrows to the brand; an unknown brand gives an empty list', async () => {
    const page = await search({ brand: 'bridgestone', pageSize: 60 });
    expect(page.total).toBeGreaterThan(0);
    expect(page.brand).toMatchObject({ param: 'bridgestone' });
    for (const card of page.items) expect(card.brandParam).toBe('bridgestone');

    const unknown = await search({ brand: 'no-such-brand' });
    expect(unknown).toMatchObject({ items: [], total: 0, totalPage: 0, brand: null });
  });

  it('tyre type narrows to models of that type', async () => {
    const page = await search({ type: 'pickup', pageSize: 60 });
    expect(page.total).toBeGreaterThan(0);
    for (const card of page.items) expect(card.types).toContain('pickup');
  });

  it('car Toyota → Hilux Revo → year resolves to that car’s factory sizes', async () => {
    const fitted = await rows<{ label: string }>(sql`select distinct z.label from car_fitments f
      join car_models cm on cm.id = f.car_model_id join car_makes mk on mk.id = cm.car_make_id
      join tyre_sizes z on z.id = f.tyre_size_id
      where mk.slug = 'toyota' and cm.slug = 'hilux-revo' and f.year_from <= 2020 and f.year_to >= 2020`);
    const labels = fitted.map((r) => r.label).sort();
    expect(labels.length).toBeGreaterThan(0);
    const page = await search({ make: 'toyota', model: 'hilux-revo', year: '2020', pageSize: 60 });
    expect(page.carSizes).toEqual(labels);
    expect(page.total).toBeGreaterThan(0);
    const seen = new Set(page.items.map((c) => c.size));
    for (const size of seen) expect(labels).toContain(size);

    const unknown = await search({ make: 'toyota', model: 'no-such-car' });
    expect(unknown.total).toBe(0);
  });

  it('price range bounds the lowest price; inStock and orderType narrow the offers', async () => {
    const ranged = await search({ priceMin: 2000, priceMax: 3000, pageSize: 60 });
    expect(ranged.total).toBeGreaterThan(0);
    for (const c of ranged.items) {
      expect(c.minPrice).toBeGreaterThanOrEqual(2000);
      expect(c.minPrice).toBeLessThanOrEqual(3000);
    }

    const all = await search({});
    const inStock = await search({ inStock: '1' });
    expect(inStock.total).toBeGreaterThan(0);
    expect(inStock.total).toBeLessThanOrEqual(all.total);
    // Only products with an offer of status LIMITED and qty > 0 at an active store.
    const [{ n }] = await rows<{ n: number }>(sql`select count(distinct sp.product_id)::int as n
      from seller_products sp join stores s on s.id = sp.store_id
      join products p on p.id = sp.product_id join tyre_models m on m.id = p.tyre_model_id
      join brands b on b.id = m.brand_id
      where s.is_active and sp.is_display and sp.status = 1 and sp.qty > 0
        and p.is_active and m.is_active and b.is_active`);
    expect(inStock.total).toBe(n);

    const delivery = await search({ orderType: 'DELIVERY', sort: 'price_asc', pageSize: 5 });
    expect(delivery.total).toBeGreaterThan(0);
    expect(delivery.total).toBeLessThan(all.total);
    const [cheapest] = await rows<{ price: number }>(sql`select min(sp.price_delivery_satang)::int
      as price from seller_products sp join stores s on s.id = sp.store_id
      where sp.product_id = ${delivery.items[0]?.id} and s.is_active and s.is_delivery_enabled
        and sp.is_delivery_available and sp.is_display and sp.status <> 4`);
    expect(delivery.items[0]?.minPrice).toBe((cheapest?.price ?? 0) / 100);
    const service = await search({ orderType: 'SERVICE' });
    expect(service.total).toBeGreaterThan(delivery.total);
  });

  it('sorts by price both ways and by newest', async () => {
    const asc = await search({ sort: 'price_asc', pageSize: 60 });
    const prices = asc.items.map((c) => c.minPrice);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const desc = await search({ sort: 'price_desc', pageSize: 60 });
    const dPrices = desc.items.map((c) => c.minPrice);
    expect(dPrices).toEqual([...dPrices].sort((a, b) => b - a));
    expect(dPrices[0]).toBeGreaterThan(prices[0] ?? 0);
    const newest = await search({ sort: 'newest', pageSize: 60 });
    const years = newest.items.map((c) => c.year);
    expect(years).toEqual([...years].sort((a, b) => b - a));
  });

  it.each(['popular', 'price_asc', 'price_desc', 'newest'])(
    'paging is stable for sort %s: page 1 + page 2 = the first 40 of one big page',
    async (sort) => {
      const big = await search({ sort, pageSize: 40, diameter: 15 });
      const p1 = await search({ sort, pageSize: 20, page: 1, diameter: 15 });
      const p2 = await search({ sort, pageSize: 20, page: 2, diameter: 15 });
      const ids = [...p1.items, ...p2.items].map((c) => c.id);
      expect(new Set(ids).size).toBe(ids.length);
      expect(ids).toEqual(big.items.map((c) => c.id));
      const past = await search({ sort, pageSize: 20, page: 999, diameter: 15 });
      expect(past.items).toEqual([]);
      expect(past.total).toBe(big.total);
    },
  );

  it('a bad body answers 422 with a Thai message, never 500', async () => {
    for (const payload of [
      { width: 'abc' },
      { sort: 'cheapest' },
      { pageSize: 500 },
      { orderType: 'PICKUP' },
      { type: 'tractor' },
      { brand: '../etc' },
    ]) {
      const res = await app.inject({ method: 'POST', url: '/api/product/search-product', payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(422);
      expect(res.json()).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
      expect(res.json().message).toMatch(/[\u0E00-\u0E7F]/);
    }
  });

  it('search-store matches Thai text by substring, pages, and links storefront pictures', async () => {
    const [store] = await rows<{ name: string; id: number }>(
      sql`select name, id from stores where is_active order by id limit 1`,
    );
    const part = [...(store?.name ?? '')].slice(1, 5).join('');
    const page = await post('/api/product/search-store', { k: part, pageSize: 5 });
    expect(page.total).toBeGreaterThan(0);
    expect(page.items.some((s: { id: number }) => s.id === store?.id) || page.total > 5).toBe(true);
    for (const s of page.items) {
      expect(`${s.name} ${s.branchName} ${s.district} ${s.province}`).toContain(part);
    }
    const withPicture = page.items.find((s: { picture: string | null }) => s.picture);
    if (withPicture) {
      const img = await app.inject({ method: 'GET', url: withPicture.picture });
      expect(img.statusCode).toBe(200);
      expect(img.headers['content-type']).toContain('image/svg+xml');
    }
    const none = await post('/api/product/search-store', { k: 'ไม่มีร้านนี้แน่นอน' });
    expect(none).toMatchObject({ items: [], total: 0 });
  });

  it('home lists and related products return product cards', async () => {
    const popular = await post('/api/product/get-popular-tire', { maxItem: 5, isShowAds: true });
    expect(popular).toHaveLength(5);
    const weekly = await post('/api/product/get-weekly-popular-tire', { maxItem: 4 });
    expect(weekly).toHaveLength(4);
    const most = await app.inject({ method: 'GET', url: '/api/product/get-most-search-tire' });
    expect(most.statusCode).toBe(200);
    expect(most.json().length).toBeGreaterThan(0);

    const base = popular[0] as ProductCard;
    const related: ProductCard[] = await post('/api/product/get-related-products', {
      relatedTireId: base.param,
    });
    expect(related.length).toBeGreaterThan(0);
    expect(related.map((c) => c.id)).not.toContain(base.id);
    expect(related[0]?.size).toBe(base.size);

    const [offer] = await rows<{ store_id: number }>(
      sql`select store_id from seller_products where product_id = ${base.id} limit 1`,
    );
    const ofStore: ProductCard[] = await post('/api/product/get-related-products', {
      relatedTireId: base.id,
      sellerId: offer?.store_id,
    });
    for (const c of ofStore) expect(c.shopCount).toBe(1);

    const missing = await app.inject({
      method: 'POST',
      url: '/api/product/get-related-products',
      payload: { relatedTireId: 99999999 },
    });
    expect(missing.statusCode).toBe(404);

    const [article] = await rows<{ id: number; ids: number[] }>(
      sql`select id, related_product_ids as ids from articles
          where jsonb_array_length(related_product_ids) > 0 order by id limit 1`,
    );
    const byArticle: ProductCard[] = await post('/api/product/related-product-by-article', {
      articleId: article?.id,
    });
    for (const c of byArticle) expect(article?.ids).toContain(c.id);
  });
});
