import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStore } from '../../../test/offer-fixtures';
import { buildTestApp, testDatabases } from '../../../test/test-databases';
import type { DatabaseHandle } from '../../db/client';
import { clearStoreCountCache } from './store-search.service';

// Issue [3/6] on both databases: nearest-first order against known coordinates, each filter,
// repair mode, open now, 404s, inert store HTML, stable paging, networks.

const BANGKOK = { latitude: 13.7563, longitude: 100.5018 };
const CHIANG_MAI = { latitude: 18.7883, longitude: 98.9853 };
type Card = {
  id: number;
  param: string;
  distanceKm: number | null;
  latitude: number;
  longitude: number;
  isRepairShop: boolean;
  isTyreShop: boolean;
  hasNitrogen: boolean;
  hasTireCenter: boolean;
  isDeliveryEnabled: boolean;
  province: string;
  ratingAverage: number;
};

/** Great-circle distance in km (haversine, earth radius as earthdistance's 6378168 m). */
function haversineKm(a: { latitude: number; longitude: number }, b: typeof a): number {
  const rad = Math.PI / 180;
  const dLat = (b.latitude - a.latitude) * rad;
  const dLon = (b.longitude - a.longitude) * rad;
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(a.latitude * rad) * Math.cos(b.latitude * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * 6378.168 * Math.asin(Math.sqrt(h));
}

describe.each(testDatabases())('stores and networks on $name', ({ open }) => {
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

  const call = (url: string, payload: object, location?: object) =>
    app.inject({
      method: 'POST',
      url,
      payload,
      headers: location ? { locationdata: JSON.stringify(location) } : {},
    });
  const post = async (url: string, payload: object, location?: object) => {
    const res = await call(url, payload, location);
    expect(res.statusCode, `${url}: ${res.body.slice(0, 300)}`).toBe(200);
    return res.json();
  };
  const search = (body: object, location?: object) =>
    post('/api/product/search-store', body, location) as Promise<{
      items: Card[];
      total: number;
      totalPage: number;
    }>;

  it('orders shops nearest first with distances in km that match haversine', async () => {
    const page = await search({ pageSize: 30 }, BANGKOK);
    expect(page.items).toHaveLength(30);
    const expected = page.items.map((s) => haversineKm(BANGKOK, s));
    page.items.forEach((s, i) => {
      expect(s.distanceKm).not.toBeNull();
      expect(Math.abs((s.distanceKm ?? 0) - expected[i])).toBeLessThan(0.2);
      if (i > 0) expect(expected[i]).toBeGreaterThanOrEqual(expected[i - 1] - 0.001);
    });
    // No shop outside the first page is nearer than the last one on it.
    const all = await search({ pageSize: 60, page: 1 }, BANGKOK);
    const rest = await search({ pageSize: 60, page: 2 }, BANGKOK);
    const last = haversineKm(BANGKOK, all.items[59]);
    for (const s of rest.items)
      expect(haversineKm(BANGKOK, s)).toBeGreaterThanOrEqual(last - 0.001);
    // Chiang Mai is far: the nearest shops to it are not the Bangkok ones.
    const cm = await search({ pageSize: 3 }, { latitude: 18.7883, longitude: 98.9853 });
    expect(haversineKm({ latitude: 18.7883, longitude: 98.9853 }, cm.items[0])).toBeLessThan(100);
  });

  it('without a location orders by rating and shows no distance', async () => {
    const page = await search({ pageSize: 20 });
    expect(page.items.every((s) => s.distanceKm === null)).toBe(true);
    for (let i = 1; i < page.items.length; i++)
      expect(page.items[i].ratingAverage).toBeLessThanOrEqual(page.items[i - 1].ratingAverage);
  });

  it('each filter narrows the list and holds for every shop', async () => {
    const all = await search({ mode: 'tyre' });
    const nitrogen = await search({ mode: 'tyre', services: ['hasNitrogen'], pageSize: 60 });
    expect(nitrogen.total).toBeLessThan(all.total);
    expect(nitrogen.items.every((s) => s.hasNitrogen)).toBe(true);
    const two = await search({ mode: 'tyre', services: ['hasNitrogen', 'hasTireCenter'] });
    expect(two.total).toBeLessThan(nitrogen.total);
    expect(two.items.every((s) => s.hasNitrogen && s.hasTireCenter)).toBe(true);
    const delivery = await search({ mode: 'tyre', orderType: 'DELIVERY', pageSize: 60 });
    expect(delivery.total).toBeLessThan(all.total);
    expect(delivery.items.every((s) => s.isDeliveryEnabled)).toBe(true);
    const bkk = await search({ mode: 'tyre', province: 'กรุงเทพมหานคร', pageSize: 60 });
    expect(bkk.total).toBeLessThan(all.total);
    expect(bkk.items.every((s) => s.province === 'กรุงเทพมหานคร')).toBe(true);
    const rated = await search({ mode: 'tyre', minRating: 4.5, pageSize: 60 });
    expect(rated.total).toBeLessThan(all.total);
    expect(rated.items.every((s) => s.ratingAverage >= 4.5)).toBe(true);
    const filter = await post('/api/product/get-store-filter', { mode: 'tyre' });
    const net = filter.networks[0];
    const members = await search({ networkId: net.id, pageSize: 60 });
    expect(members.total).toBe(net.count);
    expect(filter.services.map((s: { label: string }) => s.label)).toContain('เติมลมไนโตรเจน');
    expect(filter.provinces.length).toBeGreaterThan(10);
  });

  it('without a location the shopper picks a province, then one of its districts', async () => {
    const none = await post('/api/product/get-store-filter', { mode: 'tyre' });
    expect(none.districts).toEqual([]);
    const province = 'กรุงเทพมหานคร';
    const filter = await post('/api/product/get-store-filter', { mode: 'tyre', province });
    expect(filter.districts.length).toBeGreaterThan(1);
    // Other test files add shops without a district to the shared PostgreSQL database: the
    // districts' counts add up to at most the province's shops, and each count is exact.
    const total = filter.districts.reduce((n: number, d: { count: number }) => n + d.count, 0);
    const inProvince = await search({ mode: 'tyre', province });
    expect(total).toBeLessThanOrEqual(inProvince.total);
    for (const d of filter.districts as { name: string; count: number }[]) {
      expect((await search({ mode: 'tyre', province, district: d.name })).total, d.name).toBe(
        d.count,
      );
    }
    const district = filter.districts[0];
    const page = await search({ mode: 'tyre', province, district: district.name, pageSize: 60 });
    expect(page.total).toBe(district.count);
    expect(page.items.every((s) => s.province === province)).toBe(true);
    expect(page.items.every((s) => s.distanceKm === null)).toBe(true);
  });

  it('repair mode lists only repair shops', async () => {
    const page = await search({ mode: 'repair', pageSize: 60 }, BANGKOK);
    expect(page.total).toBeGreaterThan(0);
    expect(page.items.every((s) => s.isRepairShop)).toBe(true);
    const tyre = await search({ mode: 'tyre', pageSize: 60 });
    expect(tyre.items.every((s) => s.isTyreShop)).toBe(true);
  });

  it('open now follows weekly hours in Bangkok time and special holidays', async () => {
    const { db } = database;
    const allDay = JSON.stringify(
      Array.from({ length: 7 }, (_, day) => ({ day, open: '00:00', close: '24:00' })),
    );
    const closed = JSON.stringify(Array.from({ length: 7 }, () => null));
    const bangkokToday = new Date(Date.now() + 7 * 3600_000).toISOString().slice(0, 10);
    const { sql } = await import('drizzle-orm');
    const rows = await db.execute<{ id: number; link: string }>(
      sql`select id, link from stores where is_repair_shop order by id limit 3`,
    );
    const [open, shut, holiday] = rows.rows;
    try {
      await db.execute(
        sql`update stores set weekly_hours = ${allDay}::jsonb where id in (${open.id}, ${holiday.id})`,
      );
      await db.execute(
        sql`update stores set weekly_hours = ${closed}::jsonb where id = ${shut.id}`,
      );
      await db.execute(sql`insert into store_holidays (store_id, date_key, title)
        values (${holiday.id}, ${bangkokToday}::date, 'ทดสอบ') on conflict do nothing`);
      clearStoreCountCache();
      const page = await search({ mode: 'repair', openNow: true, pageSize: 60 });
      const ids = page.items.map((s) => s.id);
      expect(ids).toContain(open.id);
      expect(ids).not.toContain(shut.id);
      expect(ids).not.toContain(holiday.id);
    } finally {
      await db.execute(
        sql`delete from store_holidays where store_id = ${holiday.id} and title = 'ทดสอบ'`,
      );
      clearStoreCountCache();
    }
  });

  it('pages are stable and do not overlap', async () => {
    // Chiang Mai: on the shared PostgreSQL other files add shops in Bangkok meanwhile, 580 km
    // away, far behind the 15 nearest.
    const seen = new Set<number>();
    for (const page of [1, 2, 3]) {
      const a = await search({ pageSize: 5, page }, CHIANG_MAI);
      const b = await search({ pageSize: 5, page }, CHIANG_MAI);
      expect(a.items.map((s) => s.id)).toEqual(b.items.map((s) => s.id));
      for (const s of a.items) {
        expect(seen.has(s.id)).toBe(false);
        seen.add(s.id);
      }
    }
  });

  it('shops at the very same spot are each listed once across pages, none skipped', async () => {
    // Seven shops in one building (Mae Hong Son), far from every other test shop.
    const spot = { latitude: 19.3, longitude: 97.97 };
    const ids = new Set<number>();
    for (let i = 0; i < 7; i++) {
      ids.add((await createStore(database.db, { name: `ร้านในอาคารเดียวกัน ${i}`, ...spot })).id);
    }
    clearStoreCountCache();
    const listed: number[] = [];
    for (const page of [1, 2, 3]) {
      const { items } = await search({ pageSize: 3, page }, spot);
      listed.push(...items.map((s: Card) => s.id));
    }
    expect(new Set(listed).size).toBe(listed.length);
    for (const id of ids) expect(listed).toContain(id);
  });

  it('store detail: info, sanitised hours, holidays, pictures, rating; offers and reviews', async () => {
    const d = await post('/api/store/get-store-detail', { id: 'store-1' }, BANGKOK);
    expect(d.store.name).toBe('เจริญยนต์ การยาง');
    expect(d.store.tel).toBe('021234567');
    expect(d.store.openTimeHtml).toContain('จันทร์');
    expect(d.store.weeklyHours).toHaveLength(7);
    expect(d.store.pictures.length).toBeGreaterThanOrEqual(1);
    expect(d.store.ratingHistogram).toHaveLength(5);
    expect(d.store.distanceKm).toBeGreaterThanOrEqual(0);
    const pic = await app.inject({ method: 'GET', url: d.store.pictures.at(-1).src });
    expect(pic.statusCode).toBe(200);

    const offers = await post('/api/store/get-store-products', { id: 'store-1', pageSize: 5 });
    expect(offers.total).toBeGreaterThan(5);
    expect(offers.items[0].price).toBeGreaterThan(0);
    expect(offers.items[0].product.param).toMatch(/^\d+\./);
    const next = await post('/api/store/get-store-products', {
      id: 'store-1',
      pageSize: 5,
      page: 2,
    });
    const ids = new Set(offers.items.map((o: { sellerProductId: number }) => o.sellerProductId));
    for (const o of next.items) expect(ids.has(o.sellerProductId)).toBe(false);
    const brand = offers.items[0].product.brand as string;
    const filtered = await post('/api/store/get-store-products', { id: 'store-1', k: brand });
    expect(filtered.total).toBeLessThanOrEqual(offers.total);
    expect(
      filtered.items.every((o: { product: { brand: string } }) => o.product.brand === brand),
    ).toBe(true);
    const focus = await post('/api/store/get-store-products', {
      id: 'store-1',
      focusSellerProductId: next.items[0].sellerProductId,
    });
    expect(focus.focus.sellerProductId).toBe(next.items[0].sellerProductId);

    const reviews = await post('/api/store/get-store-reviews', { id: 'store-1', pageSize: 3 });
    expect(reviews.items.length).toBeLessThanOrEqual(3);
    expect(reviews.total).toBe(
      d.store.ratingHistogram.reduce((n: number, h: { count: number }) => n + h.count, 0),
    );
  });

  it('store HTML with <script> or onerror= comes back inert', async () => {
    const { sql } = await import('drizzle-orm');
    await database.db.execute(sql`update stores set open_time_html =
      ${'<p onclick="alert(1)">เปิด 8:00<script>alert(1)</script><img src=x onerror="alert(2)"><iframe src="https://evil.example"></iframe><style>p{}</style></p>'}
      where link = 'store-5'`);
    const d = await post('/api/store/get-store-detail', { id: 'store-5' });
    expect(d.store.openTimeHtml).toBe('<p>เปิด 8:00</p>');
    expect(d.store.openTimeHtml).not.toMatch(/script|onerror|onclick|iframe|style|<img/i);
  });

  it('CSP img-src allows the map tile host of MAP_TILE_URL', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    expect(String(res.headers['content-security-policy'])).toMatch(
      /img-src[^;]*https:\/\/tile\.openstreetmap\.org/,
    );
  });

  it('unknown store or network gives 404 with a Thai message; bad input 422', async () => {
    for (const [url, body] of [
      ['/api/store/get-store-detail', { id: 'no-such-store' }],
      ['/api/store/get-store-products', { id: 'no-such-store' }],
      ['/api/store/get-store-reviews', { id: 'no-such-store' }],
      ['/api/network/get-network-detail', { key: 'no-such-network', mode: 2 }],
      ['/api/network/get-network-product', { key: 'no-such-network', pid: '1' }],
    ] as const) {
      const res = await call(url, body);
      expect(res.statusCode, url).toBe(404);
      expect(res.json().message).toMatch(/[ก-๙]/);
    }
    const bad = await call('/api/product/search-store', { services: ['hasWings'] });
    expect(bad.statusCode).toBe(422);
    const badMode = await call('/api/network/get-network-detail', { key: 'x', mode: 7 });
    expect(badMode.statusCode).toBe(422);
  });

  it('networks: list, branches nearest first, tyres with the members’ lowest price, product shops', async () => {
    const list = await post('/api/network/get-network-list', {});
    expect(list.length).toBeGreaterThan(0);
    const net = list.find(
      (n: { key: string; storeCount: number }) => n.storeCount > 2 && n.key !== 'quick-fix-tyre',
    );
    const logo = await app.inject({ method: 'GET', url: net.logo });
    expect(logo.statusCode).toBe(200);
    const branches = await post(
      '/api/network/get-network-detail',
      { key: net.key, mode: 2 },
      BANGKOK,
    );
    expect(branches.stores.total).toBe(net.storeCount);
    const d = branches.stores.items.map((s: Card) => s.distanceKm ?? 0);
    expect([...d].sort((a, b) => a - b)).toEqual(d);
    const tyres = await post('/api/network/get-network-detail', { key: net.key, mode: 1 });
    expect(tyres.products.total).toBeGreaterThan(0);
    const product = tyres.products.items[0];
    const view = await post(
      '/api/network/get-network-product',
      { key: net.key, pid: product.param },
      BANGKOK,
    );
    expect(view.product.id).toBe(product.id);
    expect(view.offers.length).toBe(product.shopCount);
    expect(Math.min(...view.offers.map((o: { price: number }) => o.price))).toBe(product.minPrice);
  });
});
