import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addPromotion,
  addService,
  createCustomer,
  createOffer,
  createProduct,
  createStore,
  findProductWithOffers,
  viewCountOf,
} from '../../../test/offer-fixtures';
import { buildTestApp, testDatabases } from '../../../test/test-databases';
import type { DatabaseHandle } from '../../db/client';
import { bangkokToday } from '../../lib/time';
import { addViewCounts } from './product-detail.repository';

// POST /api/product/get-product-detail, get-document-file, get-related-contents on both databases.

type Offer = {
  sellerProductId: number;
  store: { id: number; param: string; name: string };
  price: number;
  priceDelivery: number | null;
  stockStatus: { code: number; label: string };
  isFresh: boolean;
  distanceKm: number | null;
  deliveryFeePerTyre: number | null;
  link: string;
};

const BANGKOK = { latitude: 13.7563, longitude: 100.5018 };
const CHIANG_MAI = { latitude: 18.7883, longitude: 98.9853 };
const PHUKET = { latitude: 7.8804, longitude: 98.3923 };

describe.each(testDatabases())('tyre detail on $name', ({ open }) => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let productId: number;
  const offerIds: Record<string, number> = {};
  const hidden: number[] = [];

  beforeAll(async () => {
    database = await open();
    app = await buildTestApp(database);
    const { db } = database;
    productId = await createProduct(db);
    const bangkok = await createStore(db, { name: 'ร้านทดสอบ กรุงเทพ', ...BANGKOK });
    const chiangMai = await createStore(db, { name: 'ร้านทดสอบ เชียงใหม่', ...CHIANG_MAI });
    const phuket = await createStore(db, { name: 'ร้านทดสอบ ภูเก็ต', ...PHUKET });
    const closed = await createStore(db, { name: 'ร้านปิด', ...BANGKOK, isActive: false });

    // Bangkok: 3,000 baht a tyre with services and promotions (the offer-math case).
    // Made in week 10 of this year: fresh (not yet 12 months old) on any day the suite runs.
    const bkk = await createOffer(db, {
      storeId: bangkok.id,
      productId,
      priceSatang: 300_000,
      productionYear: Number(bangkokToday().slice(0, 4)),
      productionWeek: 10,
    });
    offerIds.bangkok = bkk;
    await addService(db, bkk, bangkok.id, {
      title: 'ถ่วงล้อ',
      priceSatang: 0,
      isIncluded: true,
      orderType: 1,
    });
    await addService(db, bkk, bangkok.id, {
      title: 'ค่าจุ๊บลมใหม่',
      priceSatang: 10_000,
      isIncluded: true,
      orderType: 0,
    });
    await addService(db, bkk, bangkok.id, {
      title: 'ตั้งศูนย์ล้อ',
      priceSatang: 50_000,
      isIncluded: false,
      orderType: 1,
    });
    await addService(db, bkk, bangkok.id, {
      title: 'บริการที่ปิดแล้ว',
      priceSatang: 99_900,
      isIncluded: true,
      orderType: 0,
      isActive: false,
    });
    await addPromotion(db, bkk, {
      title: 'ลดเส้นละ 200',
      amountType: 'discountAmount',
      amountValue: 20_000,
      minQty: 4,
    });
    await addPromotion(db, bkk, {
      title: 'ลดท้ายบิล 3%',
      amountType: 'discountOrderPercent',
      amountValue: 300,
      minQty: 4,
    });
    await addPromotion(db, bkk, {
      title: 'เทิร์นยางเก่า',
      amountType: 'discountTurnPart',
      amountValue: 20_000,
      isTogglable: true,
    });
    await addPromotion(db, bkk, {
      title: 'หมดเขตแล้ว',
      amountType: 'discountOrderAmt',
      amountValue: 100_000,
      endDate: '2021-01-01',
    });
    // Chiang Mai is cheaper, Phuket cheapest: price order is the reverse of distance order.
    offerIds.chiangMai = await createOffer(db, {
      storeId: chiangMai.id,
      productId,
      priceSatang: 280_000,
      productionYear: 2024,
      productionWeek: 10,
    });
    offerIds.phuket = await createOffer(db, {
      storeId: phuket.id,
      productId,
      priceSatang: 260_000,
      priceDeliverySatang: null,
    });
    hidden.push(
      await createOffer(db, {
        storeId: bangkok.id,
        productId,
        priceSatang: 100_000,
        productionYear: 2025,
        status: 4,
      }),
      await createOffer(db, {
        storeId: bangkok.id,
        productId,
        priceSatang: 100_000,
        productionYear: 2024,
        isDisplay: false,
      }),
      await createOffer(db, { storeId: closed.id, productId, priceSatang: 100_000 }),
    );
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  const detail = async (payload: object, headers: Record<string, string> = {}) => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/product/get-product-detail',
      payload,
      headers,
    });
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    return res.json();
  };
  const at = (place: object) => ({ locationdata: JSON.stringify(place) });

  it('answers 404 with a Thai message for an unknown, malformed or inactive product', async () => {
    const inactive = await createProduct(database.db, false);
    for (const param of ['999999999.nothing', 'abc', `${inactive}.x`]) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/product/get-product-detail',
        payload: { param },
      });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
      expect(res.json().message).toMatch(/[\u0E00-\u0E7F]/);
    }
    const empty = await app.inject({
      method: 'POST',
      url: '/api/product/get-product-detail',
      payload: { param: '' },
    });
    expect(empty.statusCode).toBe(422);
  });

  it('reads only the id before the first dot and shows the product spec', async () => {
    const body = await detail({ param: `${productId}.anything-at-all` });
    expect(body.product.id).toBe(productId);
    expect(body.product.param).toMatch(new RegExp(`^${productId}\\.[a-z0-9-]+-395-95r26$`));
    expect(body.product).toMatchObject({ size: '395/95R26', loadIndex: 112, speedRating: 'S' });
    expect(body.pictures[0].src).toMatch(/^\/api\/images\/model\/\d+\.svg$/);
    expect(body.product.minPrice).toBe(2600);
    expect(body.product.maxPrice).toBe(3000);
  });

  it('lists one offer per displayed, selling offer of an active store', async () => {
    const body = await detail({ param: String(productId) });
    const ids = body.offers.map((o: Offer) => o.sellerProductId);
    expect(ids.sort()).toEqual(Object.values(offerIds).sort());
    for (const id of hidden) expect(ids).not.toContain(id);
  });

  it('answers a window of the offers in the requested order with the count of them all (the page asks for more)', async () => {
    const idsOf = (body: { offers: Offer[] }) => body.offers.map((o) => o.sellerProductId);
    const whole = await detail({ param: String(productId), sort: 'distance' }, at(BANGKOK));
    expect(whole).toMatchObject({ offerCount: 3, offset: 0 });
    const first = await detail(
      { param: String(productId), sort: 'distance', limit: 2 },
      at(BANGKOK),
    );
    const next = await detail(
      { param: String(productId), sort: 'distance', offset: 2, limit: 2 },
      at(BANGKOK),
    );
    expect(first).toMatchObject({ offerCount: 3, offset: 0 });
    expect(next).toMatchObject({ offerCount: 3, offset: 2 });
    expect([...idsOf(first), ...idsOf(next)]).toEqual(idsOf(whole));
    expect(next.offers[0]).toEqual(whole.offers[2]);
    // Every window shows the tyre's benefits, not only its own offers'.
    expect(next.benefits).toEqual(whole.benefits);
    for (const limit of [0, 101]) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/product/get-product-detail',
        payload: { param: String(productId), limit },
      });
      expect(res.statusCode).toBe(422);
    }
  });

  it('an offer carries its price per tyre and no set total: the one total is the cart quote of that card', async () => {
    const body = await detail({ param: String(productId) });
    const bkk = body.offers.find((o: Offer) => o.sellerProductId === offerIds.bangkok) as Offer;
    expect(bkk.price).toBe(3000);
    expect(bkk).not.toHaveProperty('setPrice');
    // The card's total (decision 0166): 4 × price + included services − automatic discounts.
    const res = await app.inject({
      method: 'GET',
      url: `/api/cart/quotes?productId=${productId}&qty=4&ids=${offerIds.bangkok}`,
    });
    expect(res.statusCode).toBe(200);
    const [quote] = res.json().quotes;
    expect(quote).toMatchObject({
      sellerProductId: offerIds.bangkok,
      goodsSatang: 1_200_000,
      servicesSatang: 10_000,
      discountSatang: (800 + 360) * 100,
      deliverySatang: 0,
      totalSatang: (12_000 + 100 - 1160) * 100,
    });
    expect(quote.services.map((s: { title: string }) => s.title)).toEqual(['ถ่วงล้อ', 'ค่าจุ๊บลมใหม่']);
    expect(quote.discounts.map((d: { title: string }) => d.title)).toEqual([
      'ลดเส้นละ 200',
      'ลดท้ายบิล 3%',
    ]);
    expect(bkk.stockStatus).toEqual({ code: 1, label: 'มีสินค้าพร้อมขาย' });
    expect(bkk.deliveryFeePerTyre).toBe(150);
    expect(bkk.priceDelivery).toBe(3100);
    expect(bkk.isFresh).toBe(true);
    expect(bkk.link).toBe(`/store/${bkk.store.param}/${offerIds.bangkok}`);
    const cm = body.offers.find((o: Offer) => o.sellerProductId === offerIds.chiangMai) as Offer;
    expect(cm.isFresh).toBe(false);
    const pk = body.offers.find((o: Offer) => o.sellerProductId === offerIds.phuket) as Offer;
    expect(pk.deliveryFeePerTyre).toBeNull();
    expect(pk.priceDelivery).toBeNull();
  });

  it('sorts by the price per tyre without a location, and distance is unknown', async () => {
    const body = await detail({ param: String(productId), sort: 'distance' });
    expect(body.sort).toBe('price');
    expect(body.hasLocation).toBe(false);
    const prices = body.offers.map((o: Offer) => o.price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(body.offers.every((o: Offer) => o.distanceKm === null)).toBe(true);
  });

  it('sorts by distance from the LocationData header', async () => {
    const body = await detail({ param: String(productId), sort: 'distance' }, at(BANGKOK));
    expect(body.sort).toBe('distance');
    expect(body.offers.map((o: Offer) => o.sellerProductId)).toEqual([
      offerIds.bangkok,
      offerIds.chiangMai,
      offerIds.phuket,
    ]);
    const [bkk, cm, pk] = body.offers as Offer[];
    expect(bkk.distanceKm).toBe(0);
    expect(cm.distanceKm).toBeGreaterThan(550);
    expect(cm.distanceKm).toBeLessThan(620);
    expect(pk.distanceKm).toBeGreaterThan(cm.distanceKm as number);
    const byPrice = await detail({ param: String(productId), sort: 'price' }, at(BANGKOK));
    expect(byPrice.offers[0].sellerProductId).toBe(offerIds.phuket);
    expect(byPrice.offers[0].distanceKm).toBeGreaterThan(600);
  });

  it('counts views in batches, written at the latest when the app closes', async () => {
    // Tyres no other test views: this app's batched views of others may land meanwhile.
    const viewed = await createProduct(database.db);
    const second = await createProduct(database.db);
    const before = await viewCountOf(database.db, viewed);
    const secondBefore = await viewCountOf(database.db, second);
    const other = await buildTestApp(database);
    for (const id of [viewed, second, viewed, viewed, second]) {
      const res = await other.inject({
        method: 'POST',
        url: '/api/product/get-product-detail',
        payload: { param: String(id) },
      });
      expect(res.statusCode).toBe(200);
    }
    await other.close();
    // One batch, each tyre with its own count.
    expect(await viewCountOf(database.db, viewed)).toBe(before + 3);
    expect(await viewCountOf(database.db, second)).toBe(secondBefore + 2);
  });

  it('adds every view when several servers flush the same tyres at once, in any order', async () => {
    // 300 sizes of one new tyre (a load index each), enough rows for two orders to cross.
    // Not for sale (inactive), so no other test's listing sees them.
    const first = await createProduct(database.db, false);
    const made = await database.db.execute<{ id: number }>(sql`
      insert into products (tyre_model_id, tyre_size_id, load_index, speed_rating,
                            production_year, sku, is_active)
      select tyre_model_id, tyre_size_id, i, speed_rating, production_year, sku || '-' || i, false
        from products, generate_series(1, 299) as i
       where id = ${first}
      returning id`);
    const tyres = [first, ...made.rows.map((row) => Number(row.id))];
    const before = await Promise.all(tyres.map((id) => viewCountOf(database.db, id)));
    const forward = tyres.map((id): [number, number] => [id, 1]);
    const backward = [...forward].reverse();
    // Twenty flushes at once, half in each order, as servers' batches land together.
    await Promise.all(
      Array.from({ length: 20 }, (_, i) => addViewCounts(database.db, i % 2 ? forward : backward)),
    );
    const after = await Promise.all(tyres.map((id) => viewCountOf(database.db, id)));
    expect(after).toEqual(before.map((n) => n + 20));
  });

  it('says isFavourite only for a valid customer token; a bad token is ignored', async () => {
    const anonymous = await detail({ param: String(productId) });
    expect(anonymous).not.toHaveProperty('isFavourite');
    const broken = await detail({ param: String(productId) }, { authorization: 'Bearer 1|nope' });
    expect(broken).not.toHaveProperty('isFavourite');
    const customer = await createCustomer(database.db);
    const auth = { authorization: customer.auth };
    expect((await detail({ param: String(productId) }, auth)).isFavourite).toBe(false);
    await app.inject({
      method: 'POST',
      url: '/api/favorite/add-product',
      payload: { productId },
      headers: auth,
    });
    expect((await detail({ param: String(productId) }, auth)).isFavourite).toBe(true);
  });

  it('shows several shops for a seeded staple tyre, none with a second total', async () => {
    const seeded = await findProductWithOffers(database.db, 3);
    const body = await detail({ param: String(seeded) });
    expect(body.offers.length).toBeGreaterThanOrEqual(3);
    expect(new Set(body.offers.map((o: Offer) => o.store.id)).size).toBeGreaterThanOrEqual(2);
    for (const o of body.offers as Offer[]) {
      expect(o).not.toHaveProperty('setPrice');
      expect(o.stockStatus.code).not.toBe(4);
    }
    expect(body.product.euLabel).not.toBeNull();
  });

  it('builds a Thai PDF data sheet, and 404 for an unknown tyre', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/product/get-document-file',
      payload: { param: `${productId}.x` },
    });
    expect(res.statusCode).toBe(200);
    const { fileName, base64 } = res.json();
    expect(fileName).toMatch(/^yangdee-.+-395-95r26\.pdf$/);
    const pdf = Buffer.from(base64, 'base64');
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.length).toBeGreaterThan(5000);
    const again = await app.inject({
      method: 'POST',
      url: '/api/product/get-document-file',
      payload: { param: String(productId) },
    });
    expect(again.json().base64).toBe(base64);
    const unknown = await app.inject({
      method: 'POST',
      url: '/api/product/get-document-file',
      payload: { param: '999999999' },
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('related contents are articles linked to the tyre or naming it', async () => {
    const seeded = await findProductWithOffers(database.db, 3);
    const res = await app.inject({
      method: 'POST',
      url: '/api/product/get-related-contents',
      payload: { relatedTireId: seeded },
    });
    expect(res.statusCode).toBe(200);
    const list = res.json();
    expect(Array.isArray(list)).toBe(true);
    for (const a of list) {
      expect(a).toMatchObject({ key: expect.any(String), title: expect.any(String) });
      expect(a.link).toBe(`/article/${encodeURIComponent(a.key)}`);
    }
    const unknown = await app.inject({
      method: 'POST',
      url: '/api/product/get-related-contents',
      payload: { relatedTireId: '999999999.x' },
    });
    expect(unknown.statusCode).toBe(404);
  });
});
