import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../src/db/client';
import { sellerProducts } from '../src/db/schema/offers';
import { quoteProductOffers } from '../src/modules/cart/cart.quote';
import {
  addPromotion,
  addService,
  createCustomer,
  createOffer,
  createProduct,
  createStore,
  TEST_SIZE,
} from './offer-fixtures';
import { buildTestApp, testDatabases } from './test-databases';

// Issue 36 §4 on the listing (decision 0165): each card's "ราคารวม 4 เส้น ติดตั้งแล้ว" is the
// lowest total a fresh cart shows for 4 tyres fitted at one of the tyre's shops (its compulsory
// services, its automatic promotions), the listing sorts by it, and a change shows at once.

type Card = { id: number; minPrice: number; setTotal4: number | null };
const satang = (baht: number | null | undefined) =>
  baht === null || baht === undefined ? null : Math.round(baht * 100);

describe.each(testDatabases())('listing totals on $name', ({ open }) => {
  let database: DatabaseHandle;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await open();
    app = await buildTestApp(database);
  }, 120_000);
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  async function search(payload: Record<string, unknown>) {
    const res = await app.inject({
      method: 'POST',
      url: '/api/product/search-product',
      payload,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { items: Card[]; total: number; totalPage: number };
  }

  /** A tyre's card in the listing of its size (every page read: other files add tyres). */
  async function cardOf(productId: number, extra: Record<string, unknown> = {}) {
    const [size] = (
      await database.db.execute<{ width: number; ratio: number; diameter: number }>(sql`
        select z.width, z.ratio, z.diameter from products p
        join tyre_sizes z on z.id = p.tyre_size_id where p.id = ${productId}`)
    ).rows;
    for (let page = 1; ; page++) {
      const answer = await search({ ...size, pageSize: 60, page, ...extra });
      const found = answer.items.find((c) => c.id === productId);
      if (found || page >= answer.totalPage) return found;
    }
  }

  /** The cheapest quote for 4 fitted at the shop, no address (the tyre page's panel). */
  async function cheapestQuote(productId: number) {
    const { quotes } = await quoteProductOffers(database.db, productId, {
      qty: 4,
      orderType: 'SERVICE',
      province: '',
    });
    return quotes.sort((a, b) => a.totalSatang - b.totalSatang)[0];
  }

  /** What get-cart-data shows for a fresh cart holding the offer at 4, fitted at the shop. */
  async function cartTotal(offerId: number) {
    const who = await createCustomer(database.db);
    const add = await app.inject({
      method: 'POST',
      url: '/api/order/add-cart',
      headers: { authorization: who.auth },
      payload: { sellerProductId: offerId, quantity: 4, orderType: 'SERVICE', replace: true },
    });
    expect(add.statusCode, add.body).toBe(200);
    const cart = await app.inject({
      method: 'GET',
      url: '/api/order/get-cart-data',
      headers: { authorization: who.auth },
    });
    return satang(cart.json().cartData?.finalPrice);
  }

  /** A tyre of the test size at two shops: A cheaper per tyre, B cheaper in total. */
  async function twoShops() {
    const productId = await createProduct(database.db);
    const near = { latitude: 13.7, longitude: 100.5 };
    const a = await createStore(database.db, { name: 'ร้านรวมหนึ่ง', ...near });
    const b = await createStore(database.db, { name: 'ร้านรวมสอง', ...near });
    const cheapPerTyre = await createOffer(database.db, {
      storeId: a.id,
      productId,
      priceSatang: 300_000,
    });
    // A compulsory service (counted by every cart) makes A's 4 cost more than B's.
    await addService(database.db, cheapPerTyre, a.id, {
      title: 'ค่าถ่วงล้อบังคับ',
      priceSatang: 40_000,
      isIncluded: true,
      orderType: 0,
    });
    const cheapInTotal = await createOffer(database.db, {
      storeId: b.id,
      productId,
      priceSatang: 305_000,
    });
    return { productId, cheapPerTyre, cheapInTotal };
  }

  it('a sample of seeded tyres: the card shows the cheapest 4-fitted quote, and a fresh cart with that offer shows the same', async () => {
    const sample = (
      await database.db.execute<{ id: number }>(sql`
        select sp.product_id as id from seller_products sp
        group by sp.product_id having count(*) >= 3 order by sp.product_id limit 6`)
    ).rows.map((r) => Number(r.id));
    expect(sample.length).toBeGreaterThan(3);
    let priced = 0;
    for (const productId of sample) {
      const card = await cardOf(productId);
      const quote = await cheapestQuote(productId);
      expect(satang(card?.setTotal4), `tyre ${productId}`).toBe(quote?.totalSatang ?? null);
      if (!quote) continue;
      expect(await cartTotal(quote.sellerProductId), `tyre ${productId}`).toBe(quote.totalSatang);
      priced += 1;
    }
    expect(priced).toBeGreaterThan(0);
  });

  it('counts a compulsory service: the cheapest per tyre is not the cheapest in total', async () => {
    const { productId, cheapInTotal } = await twoShops();
    const card = await cardOf(productId);
    expect(card?.minPrice).toBe(3000);
    expect(satang(card?.setTotal4)).toBe(1_220_000);
    expect(await cartTotal(cheapInTotal)).toBe(1_220_000);
    expect((await cheapestQuote(productId))?.sellerProductId).toBe(cheapInTotal);
  });

  it("counts a shop's automatic promotion as a fresh cart applies it, not a togglable one", async () => {
    const { productId, cheapPerTyre } = await twoShops();
    await addPromotion(database.db, cheapPerTyre, {
      title: 'โปรรับเอง',
      amountType: 'discountOrderAmt',
      amountValue: 90_000,
      isTogglable: true,
    });
    expect(satang((await cardOf(productId))?.setTotal4)).toBe(1_220_000);
    await addPromotion(database.db, cheapPerTyre, {
      title: 'ลดทันที 500 บาท',
      amountType: 'discountOrderAmt',
      amountValue: 50_000,
      minQty: 4,
    });
    // A: 4 × 3,000 + 400 − 500 = 11,900, now the cheapest.
    const card = await cardOf(productId);
    expect(satang(card?.setTotal4)).toBe(1_190_000);
    expect(await cartTotal(cheapPerTyre)).toBe(1_190_000);
  });

  it('follows a price change, and a shop that cannot take 4 gives no total', async () => {
    const { productId, cheapPerTyre, cheapInTotal } = await twoShops();
    await database.db
      .update(sellerProducts)
      .set({ priceSatang: 320_000 })
      .where(eq(sellerProducts.id, cheapInTotal));
    // B: 12,800; A: 12,400.
    expect(satang((await cardOf(productId))?.setTotal4)).toBe(1_240_000);
    await database.db
      .update(sellerProducts)
      .set({ qty: 3 })
      .where(eq(sellerProducts.id, cheapPerTyre));
    expect(satang((await cardOf(productId))?.setTotal4)).toBe(1_280_000);
    await database.db
      .update(sellerProducts)
      .set({ qty: 2 })
      .where(eq(sellerProducts.id, cheapInTotal));
    const card = await cardOf(productId);
    expect(card?.minPrice).toBe(3000);
    expect(card?.setTotal4).toBeNull();
  });

  it('sort=total: cheapest total first, tyres without one last, the same from memory and SQL', async () => {
    await twoShops();
    const size = { ...TEST_SIZE, pageSize: 60, sort: 'total' };
    for (const extra of [{}, { orderType: 'SERVICE' }, { inStock: '1' }]) {
      const { items } = await search({ ...size, ...extra });
      expect(items.length).toBeGreaterThan(1);
      const totals = items.map((c) => c.setTotal4 ?? Number.POSITIVE_INFINITY);
      expect(totals).toEqual([...totals].sort((x, y) => x - y));
    }
    const all = await search({ sort: 'total', pageSize: 60 });
    const totals = all.items.map((c) => c.setTotal4 ?? Number.POSITIVE_INFINITY);
    expect(totals).toEqual([...totals].sort((x, y) => x - y));
    expect(all.items[0]?.setTotal4).not.toBeNull();
  });

  it('refuses an unknown sort with a Thai message (422)', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/product/search-product',
      payload: { sort: 'cheapest' },
    });
    expect(res.statusCode).toBe(422);
    expect(JSON.stringify(res.json())).toMatch(/[ก-๙]/);
  });
});
