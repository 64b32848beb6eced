import type { Sandbox } from '@yangdee/payment-sandbox/app';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../src/db/client';
import { brands, products, tyreModels } from '../src/db/schema/catalog';
import { sellerProducts } from '../src/db/schema/offers';
import { orders, payments, stockReservations } from '../src/db/schema/orders';
import { type CartShop, readyShopper } from './cart-fixtures';
import { createCustomer, createOffer, createProduct, createStore } from './offer-fixtures';
import { startPaymentApp, startSandbox, until } from './payment-fixtures';
import { testDatabases } from './test-databases';

// Decision 0068 (issue 13, item 4): the listing's "from" price and shop count, the tyre page's
// offers, the store page's tyres and the cart agree on what can be bought. One tyre offered by
// four shops: on the shelf with stock (5,000 ฿), made to order from the factory with no stock
// (4,000 ฿), from another shop with no stock (4,500 ฿), and on the shelf with no stock (3,000 ฿,
// the cheapest, which nobody can buy).

let sandbox: Sandbox;
let sandboxUrl: string;
beforeAll(async () => {
  ({ sandbox, sandboxUrl } = await startSandbox());
});
afterAll(async () => {
  await sandbox.app.close();
});

type Who = { id: number; auth: string };

describe.each(testDatabases())('what can be bought agrees everywhere on $name', ({ open }) => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  const ids = { product: 0, brandSlug: '', inStock: 0, factory: 0, sublet: 0, soldOut: 0 };
  const stores = { inStock: '', factory: '', sublet: '', soldOut: '' };

  beforeAll(async () => {
    database = await open();
    ({ app } = await startPaymentApp(database, sandboxUrl));
    const db = database.db;
    ids.product = await createProduct(db);
    const [brand] = await db
      .select({ slug: brands.slug })
      .from(products)
      .innerJoin(tyreModels, eq(tyreModels.id, products.tyreModelId))
      .innerJoin(brands, eq(brands.id, tyreModels.brandId))
      .where(eq(products.id, ids.product));
    ids.brandSlug = brand.slug;
    const shop = async (key: keyof typeof stores, name: string) => {
      const s = await createStore(db, { name, latitude: 13.75, longitude: 100.5 });
      stores[key] = s.link;
      return s.id;
    };
    const productId = ids.product;
    ids.inStock = await createOffer(db, {
      storeId: await shop('inStock', 'ร้านมีของ'),
      productId,
      priceSatang: 500_000,
      qty: 10,
    });
    ids.factory = await createOffer(db, {
      storeId: await shop('factory', 'ร้านสั่งโรงงาน'),
      productId,
      priceSatang: 400_000,
      status: 3,
      qty: 0,
    });
    ids.sublet = await createOffer(db, {
      storeId: await shop('sublet', 'ร้านสั่งร้านอื่น'),
      productId,
      priceSatang: 450_000,
      status: 2,
      qty: 0,
    });
    // The shop prepares nothing for it; made to order still waits at least a day.
    await db
      .update(sellerProducts)
      .set({ prepareDays: 0 })
      .where(eq(sellerProducts.id, ids.sublet));
    ids.soldOut = await createOffer(db, {
      storeId: await shop('soldOut', 'ร้านของหมด'),
      productId,
      priceSatang: 300_000,
      qty: 0,
    });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  const post = async (path: string, payload: object, who?: Who) => {
    const res = await app.inject({
      method: 'POST',
      url: `/api/${path}`,
      payload,
      headers: who ? { authorization: who.auth } : {},
    });
    return { status: res.statusCode, body: res.json() };
  };

  it('the listing’s "from" price and shop count leave out the offer nobody can buy', async () => {
    const all = await post('product/search-product', { brand: ids.brandSlug });
    expect(all.status).toBe(200);
    expect(all.body.items).toMatchObject([{ id: ids.product, minPrice: 4000, shopCount: 3 }]);
    // "In stock" is the shelf offer with stock only (decision 0005).
    const stock = await post('product/search-product', { brand: ids.brandSlug, inStock: 1 });
    expect(stock.body.items).toMatchObject([{ id: ids.product, minPrice: 5000, shopCount: 1 }]);
    // Ranked by price, the tyre sits at its orderable price: a 3,500 ฿ ceiling leaves it out.
    const cheap = await post('product/search-product', { brand: ids.brandSlug, priceMax: 3500 });
    expect(cheap.body.items).toEqual([]);
  });

  it('the tyre page offers the three orderable shops, made to order with its lead time', async () => {
    const { status, body } = await post('product/get-product-detail', {
      param: `${ids.product}.x`,
    });
    expect(status).toBe(200);
    type O = {
      sellerProductId: number;
      isEnoughForSet: boolean;
      prepareDays: number;
      stockStatus: { code: number; label: string };
    };
    const offers = body.offers as O[];
    const byId = new Map(offers.map((o) => [o.sellerProductId, o]));
    expect([...byId.keys()].sort()).toEqual([ids.inStock, ids.factory, ids.sublet].sort());
    expect(byId.get(ids.factory)).toMatchObject({
      isEnoughForSet: true,
      prepareDays: 2,
      stockStatus: { code: 3, label: 'สั่งจากโรงงาน' },
    });
    expect(byId.get(ids.sublet)).toMatchObject({ isEnoughForSet: true, prepareDays: 1 });
    expect(body.product.minPrice).toBe(4000);
  });

  it('the store page shows a shop’s orderable tyres only, with the lead time', async () => {
    const factory = await post('store/get-store-products', { id: stores.factory });
    expect(factory.body.items).toMatchObject([
      { sellerProductId: ids.factory, stockStatus: 3, leadDays: 2 },
    ]);
    const inStock = await post('store/get-store-products', { id: stores.inStock });
    expect(inStock.body.items).toMatchObject([{ sellerProductId: ids.inStock, leadDays: 2 }]);
    const soldOut = await post('store/get-store-products', {
      id: stores.soldOut,
      focusSellerProductId: ids.soldOut,
    });
    expect(soldOut.body).toMatchObject({ items: [], total: 0, focus: null });
  });

  it('the cart takes 4 made-to-order tyres with their lead time and refuses the sold-out offer', async () => {
    const who = await createCustomer(database.db);
    const soldOut = await post(
      'order/add-cart',
      { sellerProductId: ids.soldOut, quantity: 4, orderType: 'SERVICE' },
      who,
    );
    expect(soldOut.status).toBe(409);
    expect(soldOut.body).toMatchObject({
      code: 'OUT_OF_STOCK',
      message: 'สินค้าหมดแล้ว กรุณาเลือกร้านค้าอื่น',
    });
    for (const offer of [ids.sublet, ids.factory]) {
      const added = await post(
        'order/add-cart',
        { sellerProductId: offer, quantity: 4, orderType: 'SERVICE', replace: true },
        who,
      );
      expect(added.status, JSON.stringify(added.body)).toBe(200);
    }
    const cart = await app.inject({
      method: 'GET',
      url: '/api/order/get-cart-data',
      headers: { authorization: who.auth },
    });
    expect(cart.json()).toMatchObject({ isValid: true, droppedItems: [] });
    expect(cart.json().cartData.products).toMatchObject([
      { sellerProductId: ids.factory, quantity: 4, maxQuantity: 4, stockStatus: 3, leadDays: 2 },
    ]);
  });

  it('made-to-order tyres are ordered and paid without stock; the stock never goes below 0', async () => {
    const shop = { offerId: ids.factory } as CartShop;
    const qty = async () =>
      (
        await database.db
          .select({ qty: sellerProducts.qty })
          .from(sellerProducts)
          .where(eq(sellerProducts.id, ids.factory))
      )[0]?.qty;
    // Two shoppers each order 4: the first one's hold limits nobody.
    for (let i = 0; i < 2; i++) {
      const who = await readyShopper(app, database.db, shop);
      const res = await app.inject({
        method: 'GET',
        url: '/api/order/generate-qr-data',
        headers: { authorization: who.auth },
      });
      expect(res.statusCode, res.body).toBe(200);
      const [order] = await database.db
        .select()
        .from(orders)
        .where(eq(orders.orderNo, res.json().orderNo));
      const [payment] = await database.db
        .select()
        .from(payments)
        .where(eq(payments.orderId, order.id));
      await fetch(`${sandboxUrl}/sandbox/qr/${payment.referenceNo}/pay`, { method: 'POST' });
      const status = async () =>
        (await database.db.select().from(orders).where(eq(orders.id, order.id)))[0].status;
      expect(await until(status, (s) => s === 1)).toBe(1);
      const held = await database.db
        .select()
        .from(stockReservations)
        .where(eq(stockReservations.orderId, order.id));
      expect(held).toEqual([]);
      expect(await qty()).toBe(0);
    }
  });

  it('a cart item that can no longer be bought is named, with the tyre page to find other shops', async () => {
    const who = await createCustomer(database.db);
    const added = await post(
      'order/add-cart',
      { sellerProductId: ids.inStock, quantity: 2, orderType: 'SERVICE' },
      who,
    );
    expect(added.status).toBe(200);
    await database.db
      .update(sellerProducts)
      .set({ qty: 0 })
      .where(eq(sellerProducts.id, ids.inStock));
    const cart = await app.inject({
      method: 'GET',
      url: '/api/order/get-cart-data',
      headers: { authorization: who.auth },
    });
    const body = cart.json();
    expect(body).toMatchObject({ cartData: null, isValid: false });
    expect(body.droppedItems).toHaveLength(1);
    expect(body.droppedItems[0].name).toMatch(/^Testbrand \w+ Trail Test 395\/95R26 \(2026\)$/);
    expect(body.droppedItems[0].link).toMatch(new RegExp(`^/tire/${ids.product}\\.`));
    expect(body.redirectLink).toBe(body.droppedItems[0].link);
    // And the listing, the tyre page and the shop no longer count it.
    const all = await post('product/search-product', { brand: ids.brandSlug, inStock: 1 });
    expect(all.body.items).toEqual([]);
    const page = await post('store/get-store-products', { id: stores.inStock });
    expect(page.body.items).toEqual([]);
  });
});
