import { CART_QTY_MIN } from '@yangdee/contracts/cart-quantity';
import type { OfferQuotesResponse } from '@yangdee/contracts/offer-quote';
import { QUOTE_IDS_MAX } from '@yangdee/contracts/offer-quote-rules';
import { isMadeWithin } from '@yangdee/contracts/production-year';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import type { DatabaseHandle } from '../src/db/client';
import { carts } from '../src/db/schema/orders';
import { bangkokToday } from '../src/lib/time';
import {
  availableOf,
  DEFAULT_SETTINGS,
  FRESH_CART_CHOICES,
  isOfferSellable,
  priceContext,
  unitPriceOf,
} from '../src/modules/cart/cart.context';
import { quoteProductOffers } from '../src/modules/cart/cart.quote';
import * as repo from '../src/modules/cart/cart.repository';
import { createCustomer } from './offer-fixtures';
import { testConfig, testDatabases } from './test-databases';

// Issue 36 §4 (decision 0163): the total a shop's offer shows on the tyre page is the total the
// cart shows after adding it — for every seeded offer, both order types. Every offer is either
// quoted (and a fresh cart with it at that quantity shows exactly that total) or refused by the
// cart too. For every offer, the cart is priced from the rows it reads (loaded in bulk) by its own
// builder (`priceContext`); a sample goes through the real add-cart and get-cart-data to prove
// that bulk path is the cart's. The route answers the same numbers (a sample through app.inject).

const ORDER_TYPES = ['SERVICE', 'DELIVERY'] as const;
/** The app's clock for the fresh filter (decision 0164): a pinned Bangkok day. */
const CLOCK = new Date('2026-06-15T05:00:00Z');
const CLOCK_DAY = '2026-06-15';
const QTY = 4;

type Who = { id: number; auth: string };

const satang = (baht: number | undefined) => Math.round((baht ?? Number.NaN) * 100);

describe.each(testDatabases())('one honest price on $name', ({ open }) => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  /** Seeded offers, by tyre, taken before any other file adds its own. */
  let offersByProduct: Map<number, number[]>;
  let province: string;

  beforeAll(async () => {
    database = await open();
    app = await buildApp({ config: testConfig(), database, clock: () => CLOCK });
    await app.ready();
    const rows = await database.db.execute<{ id: number; product_id: number }>(sql`
      select sp.id, sp.product_id from seller_products sp
      join stores s on s.id = sp.store_id
      where s.id in (select id from stores order by id limit 200)
      order by sp.product_id, sp.id`);
    offersByProduct = new Map();
    for (const r of rows.rows) {
      const list = offersByProduct.get(Number(r.product_id)) ?? [];
      list.push(Number(r.id));
      offersByProduct.set(Number(r.product_id), list);
    }
    // The province most shops have a delivery rate for: the rates matter.
    const [top] = (
      await database.db.execute<{ province: string }>(sql`
        select province from delivery_area_rates group by province
        order by count(*) desc, province limit 1`)
    ).rows;
    province = top?.province ?? 'กรุงเทพมหานคร';
  }, 120_000);
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  const shopper = (): Promise<Who> => createCustomer(database.db);

  /** The seeded tyre with the most offers. */
  const busiest = () =>
    [...offersByProduct.entries()].sort((a, b) => b[1].length - a[1].length || a[0] - b[0])[0][0];

  async function quotesOf(query: string): Promise<OfferQuotesResponse> {
    const res = await app.inject({ method: 'GET', url: `/api/cart/quotes?${query}` });
    expect(res.statusCode, query).toBe(200);
    return res.json();
  }

  async function productionOf(productId: number) {
    const rows = await database.db.execute<{ id: number; year: number; week: number | null }>(sql`
      select id, production_year as year, production_week as week from seller_products
      where product_id = ${productId}`);
    return new Map(
      rows.rows.map((r) => [
        Number(r.id),
        { year: Number(r.year), week: r.week === null ? null : Number(r.week) },
      ]),
    );
  }

  async function setShipping(who: Who, toProvince: string) {
    await database.db
      .update(carts)
      .set({
        shipping: {
          firstName: 'ทดสอบ',
          lastName: 'ราคารวม',
          tel: '0812345678',
          email: 'price@example.com',
          address: '1 ถนนทดสอบ',
          subDistrict: 'ทดสอบ',
          district: 'ทดสอบ',
          province: toProvince,
          postCode: '10110',
          deliveryRemark: '',
        },
      } as never)
      .where(eq(carts.userId, who.id));
  }

  /** An offer as the cart would hold it: its total, or the cart's refusal. */
  type Verdict = { offerId: number; quoted: boolean; totalSatang: number | null };
  const verdicts = new Map<string, Verdict[]>();
  const counts = { quoted: 0, refused: 0 };
  const PRODUCTS_PER_CHUNK = 25;
  const yieldToLoop = () => new Promise<void>((r) => setImmediate(r));

  it('every seeded offer, SERVICE and DELIVERY: the cart priced from its own rows shows the total quoted, or the cart refuses it as the quote did', async () => {
    expect(offersByProduct.size).toBeGreaterThan(10);
    const today = bangkokToday();
    for (const orderType of ORDER_TYPES) verdicts.set(orderType, []);
    const products = [...offersByProduct.entries()];
    for (let at = 0; at < products.length; at += PRODUCTS_PER_CHUNK) {
      const chunk = products.slice(at, at + PRODUCTS_PER_CHUNK);
      // The rows a cart holding each offer would read, in bulk (the quote's batch reads).
      const seeded = new Set(chunk.flatMap(([, ids]) => ids));
      const offers = (
        await Promise.all(
          chunk.map(([productId]) => repo.findOffersOfProduct(database.db, productId)),
        )
      )
        .flat()
        .filter((o) => seeded.has(o.sellerProductId));
      expect(offers.length, `products ${at}…`).toBe(seeded.size);
      const ids = offers.map((o) => o.sellerProductId);
      const storeIds = [...new Set(offers.map((o) => o.storeId))];
      const reserved = await repo.findReservedQty(database.db, ids);
      const services = await repo.findServicesByOffer(database.db, ids);
      const promotions = await repo.findPromotions(database.db, ids);
      const stores = await repo.findStores(database.db, storeIds);
      const rates = await repo.findAreaRates(database.db, storeIds, province);
      for (const orderType of ORDER_TYPES) {
        // The quotes under test.
        const quoted = await Promise.all(
          chunk.map(([productId]) =>
            quoteProductOffers(database.db, productId, {
              qty: QTY,
              orderType,
              province: orderType === 'DELIVERY' ? province : '',
              today,
            }),
          ),
        );
        const quotes = new Map(
          quoted.flatMap((q) => q.quotes).map((q) => [q.sellerProductId, q.totalSatang]),
        );
        const found = verdicts.get(orderType) ?? [];
        for (const o of offers) {
          const quote = quotes.get(o.sellerProductId);
          // What add-cart checks before taking the offer (cart.service `addToCart`).
          const price = unitPriceOf(o, orderType);
          const refused =
            !o.storeActive ||
            !isOfferSellable(o, orderType) ||
            price === null ||
            QTY < Math.max(CART_QTY_MIN, o.minQty) ||
            QTY > availableOf(o, reserved);
          if (refused) {
            expect(quote, `offer ${o.sellerProductId} ${orderType} refused`).toBeUndefined();
            found.push({ offerId: o.sellerProductId, quoted: false, totalSatang: null });
            counts.refused += 1;
            continue;
          }
          // A fresh cart holding the offer, as `loadCartContext` builds it, priced by the cart.
          const shop = stores.get(o.storeId);
          expect(shop, `offer ${o.sellerProductId}: shop`).toBeDefined();
          const line: repo.CartLineRow = { ...o, quantity: QTY, priceSatangSeen: price };
          const total = priceContext({
            orderType,
            today,
            lines: [line],
            services: services.get(o.sellerProductId) ?? [],
            promotions: promotions.filter((p) => p.sellerProductId === o.sellerProductId),
            areaRateSatang: orderType === 'DELIVERY' ? (rates.get(o.storeId) ?? null) : null,
            settings: { ...DEFAULT_SETTINGS, ...(shop?.settings ?? {}) },
            cart: FRESH_CART_CHOICES,
          }).finalPriceSatang;
          expect(quote, `offer ${o.sellerProductId} ${orderType}`).toBe(total);
          found.push({ offerId: o.sellerProductId, quoted: true, totalSatang: total });
          counts.quoted += 1;
        }
        // Let the worker report between chunks.
        await yieldToLoop();
      }
    }
    // Every offer of 200 shops, twice: ~50 s on PostgreSQL, ~2 min on PGlite on a quiet 2-core
    // host; a CI host with other work on it has taken longer.
  }, 360_000);

  describe.each(ORDER_TYPES)('%s', (orderType) => {
    it('a sample through the real cart (add-cart, get-cart-data) shows the same totals and refusals', async () => {
      const found = verdicts.get(orderType) ?? [];
      const spread = (list: Verdict[], n: number) =>
        list.filter((_, i) => i % Math.max(1, Math.floor(list.length / n)) === 0).slice(0, n);
      const sample = [
        ...spread(
          found.filter((v) => v.quoted),
          10,
        ),
        ...spread(
          found.filter((v) => !v.quoted),
          5,
        ),
      ];
      expect(sample.filter((v) => v.quoted).length).toBe(10);
      for (const v of sample) {
        const who = await shopper();
        const add = await app.inject({
          method: 'POST',
          url: '/api/order/add-cart',
          headers: { authorization: who.auth },
          payload: { sellerProductId: v.offerId, quantity: QTY, orderType, replace: true },
        });
        if (!v.quoted) {
          expect(add.statusCode, `offer ${v.offerId} ${orderType} refused`).toBeGreaterThanOrEqual(
            400,
          );
          expect(add.statusCode).toBeLessThan(500);
          continue;
        }
        expect(add.statusCode, `offer ${v.offerId} ${orderType}`).toBe(200);
        if (orderType === 'DELIVERY') await setShipping(who, province);
        const cart = await app.inject({
          method: 'GET',
          url: '/api/order/get-cart-data',
          headers: { authorization: who.auth },
        });
        const data = cart.json();
        expect(data.isValid, `offer ${v.offerId}: ${data.message}`).toBe(true);
        expect(satang(data.cartData?.finalPrice), `offer ${v.offerId} ${orderType}`).toBe(
          v.totalSatang,
        );
      }
    }, 60_000);
  });

  it('checked both kinds: offers quoted and offers the cart refuses alike', () => {
    expect(counts.quoted).toBeGreaterThan(100);
    expect(counts.refused).toBeGreaterThan(0);
  });

  it('the route answers the same totals, cheapest first, and the cheapest goes into the cart as quoted', async () => {
    const productIds = [...offersByProduct.entries()]
      .filter(([, ids]) => ids.length >= 3)
      .slice(0, 6)
      .map(([id]) => id);
    expect(productIds.length).toBeGreaterThan(0);
    for (const productId of productIds) {
      for (const orderType of ORDER_TYPES) {
        const who = await shopper();
        const res = await app.inject({
          method: 'GET',
          url: `/api/cart/quotes?productId=${productId}&qty=2&orderType=${orderType}&province=${encodeURIComponent(province)}&limit=50`,
        });
        expect(res.statusCode).toBe(200);
        const body = res.json();
        const direct = await quoteProductOffers(database.db, productId, {
          qty: 2,
          orderType,
          province,
        });
        expect(body.count).toBe(direct.quotes.length);
        const totals = body.quotes.map((q: { totalSatang: number }) => q.totalSatang);
        expect(totals).toEqual([...totals].sort((a, b) => a - b));
        for (const q of body.quotes)
          expect(q.totalSatang).toBe(
            direct.quotes.find((d) => d.sellerProductId === q.sellerProductId)?.totalSatang,
          );
        const cheapest = body.quotes[0];
        if (!cheapest || orderType === 'DELIVERY') continue;
        const add = await app.inject({
          method: 'POST',
          url: '/api/order/add-cart',
          headers: { authorization: who.auth },
          payload: {
            sellerProductId: cheapest.sellerProductId,
            quantity: 2,
            orderType,
            replace: true,
          },
        });
        expect(add.statusCode).toBe(200);
        const cart = await app.inject({
          method: 'GET',
          url: '/api/order/get-cart-data',
          headers: { authorization: who.auth },
        });
        expect(satang(cart.json().cartData.finalPrice)).toBe(cheapest.totalSatang);
      }
    }
  });

  it('fresh=12|24 quotes only the offers made within the window of the app clock Bangkok day (decision 0164 rule)', async () => {
    // A tyre whose quoted shops are some inside 12 months of the pinned day and some not.
    let productId = 0;
    let all: OfferQuotesResponse | null = null;
    let years = new Map<number, { year: number; week: number | null }>();
    for (const [id] of [...offersByProduct.entries()].filter(([, ids]) => ids.length >= 3)) {
      const quoted = await quotesOf(`productId=${id}&limit=50`);
      const made = await productionOf(id);
      const inside = quoted.quotes.filter((q) => {
        const y = made.get(q.sellerProductId);
        return y && isMadeWithin(y.year, y.week, 12, CLOCK_DAY);
      }).length;
      if (inside > 0 && inside < quoted.quotes.length) {
        [productId, all, years] = [id, quoted, made];
        break;
      }
    }
    expect(productId, 'a tyre with fresh and older offers').toBeGreaterThan(0);
    if (!all) return;
    for (const fresh of [12, 24] as const) {
      const body = await quotesOf(`productId=${productId}&limit=50&fresh=${fresh}`);
      const expected = all.quotes
        .map((q) => q.sellerProductId)
        .filter((id) => {
          const y = years.get(id);
          return y !== undefined && isMadeWithin(y.year, y.week, fresh, CLOCK_DAY);
        });
      expect(body.quotes.map((q) => q.sellerProductId).sort()).toEqual(expected.sort());
      if (fresh === 12) expect(body.count).toBeLessThan(all.count);
      for (const q of body.quotes)
        expect(q.totalSatang).toBe(
          all?.quotes.find((a) => a.sellerProductId === q.sellerProductId)?.totalSatang,
        );
    }
  });

  it('ids=… quotes exactly the named offers of the tyre (the cards on screen), at the same totals', async () => {
    const productId = busiest();
    const all = await quotesOf(`productId=${productId}&limit=50`);
    expect(all.quotes.length).toBeGreaterThanOrEqual(2);
    const picked = [all.quotes[1], all.quotes[0]].map((q) => q.sellerProductId);
    const other = [...offersByProduct.entries()].find(([id]) => id !== productId)?.[1][0] ?? 0;
    const body = await quotesOf(`productId=${productId}&ids=${[...picked, other].join(',')}`);
    expect(body.quotes.map((q) => q.sellerProductId).sort()).toEqual([...picked].sort());
    for (const q of body.quotes)
      expect(q.totalSatang).toBe(
        all.quotes.find((a) => a.sellerProductId === q.sellerProductId)?.totalSatang,
      );
  });

  it('refuses a bad quantity, order type, province, freshness or id list with a Thai message (422, as every bad form)', async () => {
    for (const query of [
      'productId=1&qty=9',
      'productId=1&orderType=PICKUP',
      'productId=1&province=Atlantis',
      'productId=abc',
      'productId=1&fresh=6',
      'productId=1&fresh=abc',
      'productId=1&ids=1,x',
      'productId=1&ids=0',
      `productId=1&ids=${Array.from({ length: QUOTE_IDS_MAX + 1 }, (_, i) => i + 1).join(',')}`,
    ]) {
      const res = await app.inject({ method: 'GET', url: `/api/cart/quotes?${query}` });
      expect(res.statusCode, query).toBe(422);
      expect(JSON.stringify(res.json().fieldErrors), query).toMatch(/[ก-๙]/);
    }
  });
});
