import { StockFilterSchema, stockYearOptions } from '@yangdee/contracts/seller-stock';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCartShop } from '../../../test/cart-fixtures';
import {
  createCustomer,
  createOffer,
  createProduct,
  createStore,
} from '../../../test/offer-fixtures';
import { insertShopOrder } from '../../../test/order-action-fixtures';
import { createOwnedStore, type StoreOwner } from '../../../test/store-setup-fixtures';
import { buildTestApp, testDatabases } from '../../../test/test-databases';
import { createStaff } from '../../../test/test-sellers';
import type { DatabaseHandle } from '../../db/client';
import { brands, products as productTable, tyreModels } from '../../db/schema/catalog';
import { sellerProducts } from '../../db/schema/offers';
import { cartItems, stockReservations } from '../../db/schema/orders';
import { bangkokToday } from '../../lib/time';
import { findStockAllKeys, findStockAllRows } from './stock.repository';

// Issue 16 §1 (spec 7 "Seller" → Stock, spec 4 stock status, spec 9 sort columns and years): the
// shop's own offers listed, sorted, filtered, edited in place and deleted (decision 0089); a saved
// price reaches the tyre page; lowering qty under live holds oversells nothing.

const THAI = /[ก-๙]/;

describe.each(testDatabases())('seller stock on $name', ({ open }) => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let shop: StoreOwner;
  let other: StoreOwner;
  let otherOfferId: number;
  /** Three offers of the shop: A (cheap, old year), B (dear, NOTSALE), C (middle, FACTORY). */
  let offers: { a: number; b: number; c: number };
  let products: { a: number; b: number; c: number };
  const years = stockYearOptions(bangkokToday());

  beforeAll(async () => {
    database = await open();
    app = await buildTestApp(database);
    const db = database.db;
    const store = await createStore(db, { name: 'ร้านทดสอบสต็อก', latitude: 13.7, longitude: 100.5 });
    shop = await createOwnedStore(db, { storeId: store.id, link: store.link });
    products = {
      a: await createProduct(db),
      b: await createProduct(db),
      c: await createProduct(db),
    };
    offers = {
      a: await createOffer(db, {
        storeId: store.id,
        productId: products.a,
        priceSatang: 150_000,
        productionYear: years[3],
        qty: 3,
      }),
      b: await createOffer(db, {
        storeId: store.id,
        productId: products.b,
        priceSatang: 900_000,
        priceDeliverySatang: null,
        status: 4,
        qty: 0,
      }),
      c: await createOffer(db, {
        storeId: store.id,
        productId: products.c,
        priceSatang: 420_000,
        status: 3,
        qty: 40,
      }),
    };
    other = await createOwnedStore(db);
    otherOfferId = await createOffer(db, {
      storeId: other.storeId,
      productId: products.a,
      priceSatang: 111_100,
    });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  const call = (url: string, payload: object, auth = shop.auth) =>
    app.inject({
      method: 'POST',
      url: `/api/seller/${url}`,
      payload,
      headers: { authorization: auth },
    });
  const ids = (res: { json: () => { stockList: { id: number }[] } }) =>
    res.json().stockList.map((r) => r.id);

  it('lists only the shop’s own offers with brand, size, baht prices and the Thai status', async () => {
    const res = await call('get-stock', { page: 1 });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.totalCount).toBe(3);
    expect(body.totalPage).toBe(1);
    expect(ids(res)).toEqual([offers.a, offers.b, offers.c]);
    const b = body.stockList[1];
    expect(b).toMatchObject({
      productId: products.b,
      size: '395/95R26',
      model: 'Trail Test',
      price: 9000,
      priceDelivery: null,
      status: 4,
      statusText: 'ยกเลิกการขาย',
      display: true,
      integrate: false,
      qty: 0,
    });
    expect(b.brand).toMatch(/^Testbrand /);
    expect(b.picture).toMatch(/^\/api\/images\/model\/\d+\.svg$/);
    expect(ids(res)).not.toContain(otherOfferId);
  });

  it('sorts by every whitelisted column both ways and refuses any other column in Thai', async () => {
    const byPrice = await call('get-stock', { sortColumn: 'price', sortDirection: 'desc' });
    expect(ids(byPrice)).toEqual([offers.b, offers.c, offers.a]);
    const byQty = await call('get-stock', { sortColumn: 'qty', sortDirection: 'asc' });
    expect(ids(byQty)).toEqual([offers.b, offers.a, offers.c]);
    const byYear = await call('get-stock', { sortColumn: 'year', sortDirection: 'asc' });
    expect(ids(byYear)[0]).toBe(offers.a);
    // Null delivery prices go last whichever way.
    for (const dir of ['asc', 'desc']) {
      const res = await call('get-stock', { sortColumn: 'priceDelivery', sortDirection: dir });
      expect(ids(res).at(-1)).toBe(offers.b);
    }
    for (const column of ['id', 'brand', 'size', 'integrate']) {
      for (const dir of ['', 'asc', 'desc']) {
        const res = await call('get-stock', { sortColumn: column, sortDirection: dir });
        expect(res.statusCode, `${column} ${dir}`).toBe(200);
        expect(res.json().totalCount).toBe(3);
      }
    }
    const idDesc = await call('get-stock', { sortColumn: 'id', sortDirection: 'desc' });
    expect(ids(idDesc)).toEqual([offers.c, offers.b, offers.a]);

    for (const bad of [
      { sortColumn: 'price; drop table seller_products' },
      { sortColumn: 'store_id' },
      { sortDirection: 'sideways' },
      { status: 7 },
      { keyword: 'ก'.repeat(101) },
    ]) {
      const res = await call('get-stock', bad);
      expect(res.statusCode, JSON.stringify(bad)).toBe(422);
      expect(res.json().message).toMatch(THAI);
    }
    const column = await call('get-stock', { sortColumn: 'store_id' });
    expect(column.json().fieldErrors).toEqual({ sortColumn: ['คอลัมน์ที่ใช้เรียงไม่ถูกต้อง'] });
  });

  it('filters by stock status, LATEST is newest first, and a keyword finds brand, size or id', async () => {
    expect(ids(await call('get-stock', { status: 4 }))).toEqual([offers.b]);
    expect(ids(await call('get-stock', { status: 3 }))).toEqual([offers.c]);
    expect(ids(await call('get-stock', { status: 2 }))).toEqual([]);
    expect(ids(await call('get-stock', { status: -1 }))).toHaveLength(3);
    await database.db
      .update(sellerProducts)
      .set({ createdAt: new Date(Date.now() + 60_000) })
      .where(eq(sellerProducts.id, offers.a));
    expect(ids(await call('get-stock', { status: 99 }))[0]).toBe(offers.a);

    expect(ids(await call('get-stock', { keyword: '395/95' }))).toHaveLength(3);
    expect(ids(await call('get-stock', { keyword: '3959526' }))).toHaveLength(3);
    expect(ids(await call('get-stock', { keyword: String(offers.c) }))).toEqual([offers.c]);
    expect(ids(await call('get-stock', { keyword: 'ไม่มีแน่นอน%_' }))).toEqual([]);
  });

  it('get-stock-all answers every matching offer without paging', async () => {
    const res = await call('get-stock-all', { status: -1, sortColumn: 'price' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ totalCount: 3, truncated: false });
    expect(ids(res)).toEqual([offers.a, offers.c, offers.b]);
  });

  it('get-stock-all’s list, written by the database, equals get-stock’s rows field for field', async () => {
    // Satang that make baht with decimals, a missing delivery price, each status's Thai label,
    // a model name with quotes, a backslash, a tab and Thai (escaped as JSON by the database).
    await database.db
      .update(sellerProducts)
      .set({ priceSatang: 123_457, priceDeliverySatang: 5 })
      .where(eq(sellerProducts.id, offers.a));
    const [product] = await database.db
      .select({ modelId: productTable.tyreModelId })
      .from(productTable)
      .where(eq(productTable.id, products.a));
    const [model] = await database.db
      .select({ name: tyreModels.name })
      .from(tyreModels)
      .where(eq(tyreModels.id, product.modelId));
    const oddName = 'Trail "ทดสอบ" \\ 2\tรุ่น';
    await database.db
      .update(tyreModels)
      .set({ name: oddName })
      .where(eq(tyreModels.id, product.modelId));
    try {
      for (const sortColumn of ['price', 'brand', 'size'] as const) {
        const body = { status: -1, sortColumn, sortDirection: 'desc' as const };
        const all = await call('get-stock-all', body);
        expect(all.statusCode, all.body).toBe(200);
        expect(all.headers['content-type']).toMatch(/^application\/json/);
        const page = await call('get-stock', { ...body, page: 1 });
        expect(all.json()).toEqual({
          stockList: page.json().stockList,
          totalCount: 3,
          truncated: false,
        });
      }
      const a = (await call('get-stock-all', { keyword: String(offers.a) })).json().stockList;
      expect(a[0]).toMatchObject({
        id: offers.a,
        model: oddName,
        price: 1234.57,
        priceDelivery: 0.05,
      });
      const none = await call('get-stock-all', { keyword: 'ไม่มีแน่นอน' });
      expect(none.json()).toEqual({ stockList: [], totalCount: 0, truncated: false });
    } finally {
      await database.db
        .update(sellerProducts)
        .set({ priceSatang: 150_000, priceDeliverySatang: 160_000 })
        .where(eq(sellerProducts.id, offers.a));
      await database.db
        .update(tyreModels)
        .set({ name: model.name })
        .where(eq(tyreModels.id, product.modelId));
    }
  });

  it('a list longer than get-stock-all answers is cut at its size and says how many matched', async () => {
    const filter = StockFilterSchema.parse({ sortColumn: 'price' });
    const cut = await findStockAllRows(database.db, shop.storeId, filter, 2);
    expect(cut.matched).toBe(3);
    expect(cut.rows.map((r) => JSON.parse(r.json.toString()).id)).toEqual([offers.a, offers.c]);
    expect(cut.rows.map((r) => r.id)).toEqual([offers.a, offers.c]);
    const keys = await findStockAllKeys(database.db, shop.storeId, filter, 2);
    expect(keys.matched).toBe(3);
    expect(keys.keys).toEqual(cut.rows.map(({ id, version }) => ({ id, version })));
  });

  it('get-stock-detail answers the form’s values; another shop’s offer is 404 in Thai', async () => {
    const res = await call('get-stock-detail', { id: offers.c });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id: offers.c, price: 4200, status: 3, qty: 40 });
    expect(res.json().yearOptions).toEqual(years);
    const foreign = await call('get-stock-detail', { id: otherOfferId });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toMatch(THAI);
  });

  it('the catalogue picker narrows brand → model → size and offers this year down to −5', async () => {
    const all = await call('get-stock-products', {});
    expect(all.statusCode, all.body).toBe(200);
    expect(all.json().yearOptions).toEqual(years);
    expect(years).toHaveLength(6);
    expect(all.json().brands.length).toBeGreaterThan(0);
    const [option] = (await call('get-stock-products', { keyword: '3959526' })).json().products;
    const byBrand = (await call('get-stock-products', { brandId: option.brandId })).json();
    expect(byBrand.models.map((m: { id: number }) => m.id)).toContain(option.modelId);
    const byModel = (await call('get-stock-products', { modelId: option.modelId })).json();
    expect(byModel.products.map((p: { id: number }) => p.id)).toContain(option.id);
    expect(option.size).toBe('395/95R26');
  });

  it('saves a new offer in baht (to satang), refuses the same tyre and year twice with a Thai 409', async () => {
    const productId = await createProduct(database.db);
    const body = {
      productId,
      year: years[0],
      price: 2999.5,
      priceDelivery: 3100.25,
      qty: 12,
      status: 1,
      display: true,
    };
    const res = await call('save-stock', body);
    expect(res.statusCode, res.body).toBe(200);
    const saved = res.json().stock;
    expect(saved).toMatchObject({ productId, price: 2999.5, priceDelivery: 3100.25, qty: 12 });
    const [row] = await database.db
      .select()
      .from(sellerProducts)
      .where(eq(sellerProducts.id, saved.id));
    expect(row).toMatchObject({
      storeId: shop.storeId,
      priceSatang: 299_950,
      priceDeliverySatang: 310_025,
      isDeliveryAvailable: true,
    });

    const twice = await call('save-stock', body);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toMatch(THAI);
    // Another year of the same tyre is another offer.
    const older = await call('save-stock', { ...body, year: years[5], priceDelivery: null });
    expect(older.statusCode, older.body).toBe(200);
    expect(older.json().stock.priceDelivery).toBeNull();
    // Editing one into the other's year is the same duplicate.
    const clash = await call('save-stock', { ...body, id: older.json().stock.id });
    expect(clash.statusCode).toBe(409);
  });

  it('two saves racing for the same tyre and year: one offer, the other a Thai 409', async () => {
    const productId = await createProduct(database.db);
    const body = { productId, year: years[1], price: 1000, qty: 1, status: 1 };
    const results = await Promise.all([call('save-stock', body), call('save-stock', body)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const loser = results.find((r) => r.statusCode === 409);
    expect(loser?.json().message).toMatch(THAI);
    const rows = await database.db
      .select()
      .from(sellerProducts)
      .where(eq(sellerProducts.productId, productId));
    expect(rows).toHaveLength(1);
  });

  it('pages by 20 with the total count and pages', async () => {
    const pager = await createOwnedStore(database.db);
    for (let i = 0; i < 21; i++) {
      await createOffer(database.db, {
        storeId: pager.storeId,
        productId: await createProduct(database.db),
        priceSatang: 100_000 + i,
      });
    }
    const first = await call('get-stock', { page: 1 }, pager.auth);
    expect(first.json()).toMatchObject({ totalCount: 21, totalPage: 2 });
    expect(first.json().stockList).toHaveLength(20);
    const second = await call('get-stock', { page: 2 }, pager.auth);
    expect(second.json().stockList).toHaveLength(1);
    expect(second.json().stockList[0].price).toBe(1000.2);
    const beyond = await call('get-stock', { page: 3 }, pager.auth);
    expect(beyond.json()).toMatchObject({ stockList: [], totalCount: 21 });
  });

  it('refuses every bad input with a Thai message and changes nothing', async () => {
    const before = await database.db
      .select()
      .from(sellerProducts)
      .where(eq(sellerProducts.id, offers.c));
    const good = {
      id: offers.c,
      productId: products.c,
      year: years[0],
      price: 4200,
      priceDelivery: 4300,
      qty: 40,
      status: 3,
      display: true,
    };
    for (const [what, patch] of [
      ['price 0', { price: 0 }],
      ['negative price', { price: -5 }],
      ['price over a million', { price: 1_000_000.01 }],
      ['three decimals', { price: 100.123 }],
      ['price not a number', { price: 'สองพัน' }],
      ['delivery over a million', { priceDelivery: 2_000_000 }],
      ['qty negative', { qty: -1 }],
      ['qty over 9,999', { qty: 10_000 }],
      ['qty not whole', { qty: 1.5 }],
      ['status ALL', { status: -1 }],
      ['status LATEST', { status: 99 }],
      ['year in the future', { year: years[0] + 1 }],
      ['year too old', { year: years[5] - 1 }],
      ['no product', { productId: undefined }],
      ['unknown product', { productId: 2_000_000_000 }],
    ] as const) {
      const res = await call('save-stock', { ...good, ...patch });
      expect([404, 409, 422], `${what}: ${res.body}`).toContain(res.statusCode);
      expect(res.json().message, what).toMatch(THAI);
    }
    const after = await database.db
      .select()
      .from(sellerProducts)
      .where(eq(sellerProducts.id, offers.c));
    expect(after).toEqual(before);
    const ok = await call('save-stock', good);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().stock).toMatchObject({ price: 4200, priceDelivery: 4300 });
  });

  it('a shop never reads or writes another shop’s offer: 404, the offer unchanged', async () => {
    const [before] = await database.db
      .select()
      .from(sellerProducts)
      .where(eq(sellerProducts.id, otherOfferId));
    for (const [url, body] of [
      ['get-stock-detail', { id: otherOfferId }],
      [
        'save-stock',
        {
          id: otherOfferId,
          productId: products.a,
          year: before.productionYear,
          price: 1,
          qty: 1,
          status: 1,
        },
      ],
      ['update-stock-status', { id: otherOfferId, status: 4 }],
      ['update-stock-display', { id: otherOfferId, display: false }],
      ['delete-stock', { id: otherOfferId }],
    ] as const) {
      const res = await call(url, body);
      expect(res.statusCode, `${url}: ${res.body}`).toBe(404);
      expect(res.json().message).toMatch(THAI);
    }
    const [after] = await database.db
      .select()
      .from(sellerProducts)
      .where(eq(sellerProducts.id, otherOfferId));
    expect(after).toEqual(before);
  });

  it('status and display change in place; a staff member without manageProduct is refused', async () => {
    const status = await call('update-stock-status', { id: offers.a, status: 2 });
    expect(status.statusCode, status.body).toBe(200);
    expect(status.json().stock).toMatchObject({ status: 2, statusText: 'สั่งจากร้านอื่น' });
    const display = await call('update-stock-display', { id: offers.a, display: false });
    expect(display.json().stock.display).toBe(false);
    const bad = await call('update-stock-status', { id: offers.a, status: 5 });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().message).toMatch(THAI);
    await call('update-stock-display', { id: offers.a, display: true });
    await call('update-stock-status', { id: offers.a, status: 1 });

    const staff = await createStaff(database.db, shop.storeId, { manageOrder: true });
    const refused = await call('get-stock', {}, staff.auth);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toMatch(THAI);
    const allowed = await createStaff(database.db, shop.storeId, { manageProduct: true });
    expect((await call('get-stock', {}, allowed.auth)).statusCode).toBe(200);
  });

  it('a saved price shows on the tyre page, and an offer switched off leaves it', async () => {
    const cartShop = await createCartShop(database.db);
    const owner = await createOwnedStore(database.db, { storeId: cartShop.storeId });
    const offerOnPage = async () => {
      const res = await app.inject({
        method: 'POST',
        url: '/api/product/get-product-detail',
        payload: { param: String(cartShop.productId) },
      });
      expect(res.statusCode, res.body).toBe(200);
      return (res.json().offers as { sellerProductId: number; price: number }[]).find(
        (o) => o.sellerProductId === cartShop.offerId,
      );
    };
    expect((await offerOnPage())?.price).toBe(4000);
    const detail = (await call('get-stock-detail', { id: cartShop.offerId }, owner.auth)).json();
    const saved = await call(
      'save-stock',
      {
        id: cartShop.offerId,
        productId: detail.productId,
        year: detail.year,
        price: 3650,
        priceDelivery: 3750,
        qty: detail.qty,
        status: detail.status,
        display: true,
      },
      owner.auth,
    );
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await offerOnPage())?.price).toBe(3650);
    // The listing (cards kept in memory, decision 0060) shows the new lowest price too.
    const [{ slug }] = await database.db
      .select({ slug: brands.slug })
      .from(productTable)
      .innerJoin(tyreModels, eq(tyreModels.id, productTable.tyreModelId))
      .innerJoin(brands, eq(brands.id, tyreModels.brandId))
      .where(eq(productTable.id, cartShop.productId));
    const listing = await app.inject({
      method: 'POST',
      url: '/api/product/search-product',
      payload: { brand: slug },
    });
    expect(listing.statusCode, listing.body).toBe(200);
    const card = (listing.json().items as { id: number; minPrice: number }[]).find(
      (c) => c.id === cartShop.productId,
    );
    expect(card?.minPrice).toBe(3650);
    await call('update-stock-display', { id: cartShop.offerId, display: false }, owner.auth);
    expect(await offerOnPage()).toBeUndefined();
    await call('update-stock-display', { id: cartShop.offerId, display: true }, owner.auth);
    await call('update-stock-status', { id: cartShop.offerId, status: 4 }, owner.auth);
    expect(await offerOnPage()).toBeUndefined();
  });

  it('a shopper’s cart says when the shop changed the price, and drops an offer set NOTSALE', async () => {
    const cartShop = await createCartShop(database.db);
    const owner = await createOwnedStore(database.db, { storeId: cartShop.storeId });
    const customer = await createCustomer(database.db);
    const inject = (method: 'GET' | 'POST', url: string, payload?: object) =>
      app.inject({ method, url, payload, headers: { authorization: customer.auth } });
    for (const sellerProductId of [cartShop.offerId, cartShop.otherSizeOfferId]) {
      const added = await inject('POST', '/api/order/add-cart', {
        sellerProductId,
        quantity: 2,
        orderType: 'SERVICE',
      });
      expect(added.statusCode, added.body).toBe(200);
    }
    const detail = (await call('get-stock-detail', { id: cartShop.offerId }, owner.auth)).json();
    const saved = await call(
      'save-stock',
      { ...detail, id: cartShop.offerId, price: 3800, display: true },
      owner.auth,
    );
    expect(saved.statusCode, saved.body).toBe(200);
    const afterPrice = (await inject('GET', '/api/order/get-cart-data')).json();
    expect(afterPrice.message).toBe('ราคาสินค้าบางรายการเปลี่ยนไป กรุณาตรวจสอบยอดรวมอีกครั้ง');

    await call('update-stock-status', { id: cartShop.otherSizeOfferId, status: 4 }, owner.auth);
    const afterStatus = (await inject('GET', '/api/order/get-cart-data')).json();
    expect(afterStatus.message).toBe('สินค้าบางรายการหมดแล้ว และถูกนำออกจากตะกร้า');
  });

  it('lowering qty below what an unpaid order holds: the hold stands and no one else can buy', async () => {
    const cartShop = await createCartShop(database.db, { qty: 4 });
    const owner = await createOwnedStore(database.db, { storeId: cartShop.storeId });
    const orderId = await insertShopOrder(database.db, {
      storeId: cartShop.storeId,
      offerId: cartShop.offerId,
      status: 0,
    });
    await database.db.insert(stockReservations).values({
      orderId,
      sellerProductId: cartShop.offerId,
      quantity: 2,
      expiresAt: new Date(Date.now() + 15 * 60_000),
    });
    const detail = (await call('get-stock-detail', { id: cartShop.offerId }, owner.auth)).json();
    const lowered = await call(
      'save-stock',
      {
        id: cartShop.offerId,
        productId: detail.productId,
        year: detail.year,
        price: detail.price,
        priceDelivery: detail.priceDelivery,
        qty: 1,
        status: 1,
        display: true,
      },
      owner.auth,
    );
    expect(lowered.statusCode, lowered.body).toBe(200);
    const [hold] = await database.db
      .select()
      .from(stockReservations)
      .where(eq(stockReservations.orderId, orderId));
    expect(hold.quantity).toBe(2);

    // 1 on the shelf, 2 held: nothing is left for another shopper.
    const customer = await createCustomer(database.db);
    const added = await app.inject({
      method: 'POST',
      url: '/api/order/add-cart',
      payload: { sellerProductId: cartShop.offerId, quantity: 1, orderType: 'SERVICE' },
      headers: { authorization: customer.auth },
    });
    expect(added.statusCode).toBeGreaterThanOrEqual(400);
    expect(added.statusCode).toBeLessThan(500);
    expect(added.json().message).toMatch(THAI);

    // And the offer an unpaid order holds cannot be deleted (decision 0089).
    const deleted = await call('delete-stock', { id: cartShop.offerId }, owner.auth);
    expect(deleted.statusCode).toBe(409);
    expect(deleted.json().message).toMatch(THAI);
  });

  it('delete: an offer only in carts leaves the carts and is gone; one with past orders is retired', async () => {
    const cartShop = await createCartShop(database.db);
    const owner = await createOwnedStore(database.db, { storeId: cartShop.storeId });
    const customer = await createCustomer(database.db);
    const added = await app.inject({
      method: 'POST',
      url: '/api/order/add-cart',
      payload: { sellerProductId: cartShop.offerId, quantity: 2, orderType: 'SERVICE' },
      headers: { authorization: customer.auth },
    });
    expect(added.statusCode, added.body).toBe(200);

    const res = await call('delete-stock', { id: cartShop.offerId }, owner.auth);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().result).toBe('deleted');
    expect(res.json().message).toMatch(THAI);
    expect(
      await database.db
        .select()
        .from(cartItems)
        .where(eq(cartItems.sellerProductId, cartShop.offerId)),
    ).toEqual([]);
    expect(
      await database.db
        .select()
        .from(sellerProducts)
        .where(eq(sellerProducts.id, cartShop.offerId)),
    ).toEqual([]);
    const cart = await app.inject({
      method: 'GET',
      url: '/api/order/get-cart-data',
      headers: { authorization: customer.auth },
    });
    expect(cart.statusCode).toBeLessThan(500);

    // A paid order names the other offer: it is kept, NOTSALE and hidden.
    await insertShopOrder(database.db, {
      storeId: cartShop.storeId,
      offerId: cartShop.otherSizeOfferId,
      status: 1,
    });
    const retired = await call('delete-stock', { id: cartShop.otherSizeOfferId }, owner.auth);
    expect(retired.statusCode, retired.body).toBe(200);
    expect(retired.json().result).toBe('retired');
    const [row] = await database.db
      .select()
      .from(sellerProducts)
      .where(eq(sellerProducts.id, cartShop.otherSizeOfferId));
    expect(row).toMatchObject({ status: 4, isDisplay: false });
  });

  it('delete: an unpaid order whose hold expired no longer blocks; the offer is retired', async () => {
    const cartShop = await createCartShop(database.db);
    const owner = await createOwnedStore(database.db, { storeId: cartShop.storeId });
    const orderId = await insertShopOrder(database.db, {
      storeId: cartShop.storeId,
      offerId: cartShop.offerId,
      status: 0,
    });
    await database.db.insert(stockReservations).values({
      orderId,
      sellerProductId: cartShop.offerId,
      quantity: 2,
      expiresAt: new Date(Date.now() - 60_000),
    });
    const res = await call('delete-stock', { id: cartShop.offerId }, owner.auth);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().result).toBe('retired');
  });
});
