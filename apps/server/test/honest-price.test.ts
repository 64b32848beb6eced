import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../src/db/client';
import { carts } from '../src/db/schema/orders';
import { AppError } from '../src/lib/app-error';
import { findCartWithLines, loadCartContext, priceContext } from '../src/modules/cart/cart.context';
import { quoteProductOffers } from '../src/modules/cart/cart.quote';
import { addToCart, getCartData } from '../src/modules/cart/cart.service';
import { createCustomer } from './offer-fixtures';
import { buildTestApp, testDatabases } from './test-databases';

// Issue 36 §4 (decision 0163): the total a shop's offer shows on the tyre page is the total the
// cart shows after adding it — for every seeded offer, both order types. Every offer is either
// quoted (and a fresh cart with it at that quantity shows exactly that total) or refused by the
// cart too. The route answers the same numbers (a sample through app.inject).

const ORDER_TYPES = ['SERVICE', 'DELIVERY'] as const;
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
    app = await buildTestApp(database);
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

  async function cartTotalAfterAdding(who: Who, offerId: number, orderType: string, full = false) {
    await addToCart(database.db, who.id, {
      sellerProductId: offerId,
      quantity: QTY,
      orderType: orderType as 'SERVICE' | 'DELIVERY',
      replace: true,
      startOver: true,
    });
    if (!full) {
      // What get-cart-data prices (its context and `priceContext`), without its other reads.
      const found = await findCartWithLines(database.db, who.id);
      const ctx = found ? await loadCartContext(database.db, found.cart) : null;
      if (!ctx) throw new Error(`offer ${offerId}: no cart`);
      return priceContext(ctx).finalPriceSatang;
    }
    const data = await getCartData(database.db, who.id);
    expect(data.isValid, `offer ${offerId}: ${data.message}`).toBe(true);
    return satang(data.cartData?.finalPrice);
  }

  // Eight slices per order type, so each test reports within the worker's patience.
  const SLICES = 8;
  const counts = { quoted: 0, refused: 0 };
  const shoppers = new Map<string, Who>();
  let hasAddress = false;

  describe.each(ORDER_TYPES)('%s', (orderType) => {
    it.each([...Array(SLICES).keys()])(
      'every seeded offer (slice %i): the cart after adding it shows the total quoted, or refuses it as the quote did',
      async (slice) => {
        expect(offersByProduct.size).toBeGreaterThan(10);
        let who = shoppers.get(orderType);
        if (!who) {
          who = await shopper();
          shoppers.set(orderType, who);
        }
        const products = [...offersByProduct.entries()].filter((_, i) => i % SLICES === slice);
        for (const [productId, seeded] of products) {
          const { quotes } = await quoteProductOffers(database.db, productId, {
            qty: QTY,
            orderType,
            province: orderType === 'DELIVERY' ? province : '',
          });
          const byOffer = new Map(quotes.map((q) => [q.sellerProductId, q]));
          for (const offerId of seeded) {
            const quote = byOffer.get(offerId);
            if (!quote) {
              const refusal = await addToCart(database.db, who.id, {
                sellerProductId: offerId,
                quantity: QTY,
                orderType,
                replace: true,
                startOver: true,
              }).then(
                () => null,
                (e: unknown) => e,
              );
              expect(refusal, `offer ${offerId} ${orderType} not quoted`).toBeInstanceOf(AppError);
              counts.refused += 1;
              continue;
            }
            // A first add creates the cart row; then its delivery address is set once.
            if (orderType === 'DELIVERY' && !hasAddress) {
              await cartTotalAfterAdding(who, offerId, orderType);
              await setShipping(who, province);
              hasAddress = true;
            }
            // Every 10th through the whole get-cart-data (its checks and its mapping to baht).
            const total = await cartTotalAfterAdding(
              who,
              offerId,
              orderType,
              counts.quoted % 10 === 0,
            );
            expect(total, `offer ${offerId} ${orderType}`).toBe(quote.totalSatang);
            counts.quoted += 1;
          }
        }
      },
      300_000,
    );
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

  it('refuses a bad quantity, order type or province with a Thai message (422, as every bad form)', async () => {
    for (const query of [
      'productId=1&qty=9',
      'productId=1&orderType=PICKUP',
      'productId=1&province=Atlantis',
      'productId=abc',
    ]) {
      const res = await app.inject({ method: 'GET', url: `/api/cart/quotes?${query}` });
      expect(res.statusCode, query).toBe(422);
      expect(JSON.stringify(res.json().fieldErrors), query).toMatch(/[ก-๙]/);
    }
  });
});
