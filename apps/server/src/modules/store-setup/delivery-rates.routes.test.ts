import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CartShop, createCartShop, DELIVERY_FORM } from '../../../test/cart-fixtures';
import { createCustomer } from '../../../test/offer-fixtures';
import { buildTestApp, testDatabases } from '../../../test/test-databases';
import { createStaff, type TestStaff } from '../../../test/test-sellers';
import type { DatabaseHandle } from '../../db/client';
import { sellerProducts } from '../../db/schema/offers';

// Spec 7 "Delivery and deposit settings" (issue 14 §5, §6): area rates by province, the shop's
// offers with their delivery fee, preparing days, minimum quantity and deposit — each scoped to
// the active store — and the cart's delivery fee and payment choices following them.

type Who = { id: number; auth: string };

describe.each(testDatabases())('delivery and deposit settings on $name', ({ open }) => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let shop: CartShop;
  let other: CartShop;
  let setter: TestStaff;

  beforeAll(async () => {
    database = await open();
    app = await buildTestApp(database);
    shop = await createCartShop(database.db);
    other = await createCartShop(database.db);
    setter = await createStaff(database.db, shop.storeId, { manageSetting: true });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  const seller = (url: string, payload?: object, auth = setter.auth) =>
    app.inject({
      method: payload ? 'POST' : 'GET',
      url: `/api/seller/${url}`,
      payload,
      headers: { authorization: auth },
    });
  const shopper = (who: Who, path: string, payload?: object) =>
    app.inject({
      method: payload ? 'POST' : 'GET',
      url: `/api/${path}`,
      payload,
      headers: { authorization: who.auth },
    });
  const cartData = async (who: Who) => (await shopper(who, 'order/get-cart-data')).json().cartData;
  const cartOf = async (orderType: 'SERVICE' | 'DELIVERY') => {
    const who = await createCustomer(database.db);
    const added = await shopper(who, 'order/add-cart', {
      sellerProductId: shop.offerId,
      quantity: 4,
      orderType,
    });
    expect(added.statusCode, added.body).toBe(200);
    if (orderType === 'DELIVERY') {
      const d = await shopper(who, 'order/submit-delivery-info', DELIVERY_FORM);
      expect(d.statusCode, d.body).toBe(200);
    }
    return who;
  };

  it('lists, changes and removes area rates; the cart delivery fee follows', async () => {
    const list = await seller('get-delivery-area-rate', {});
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().rateList).toEqual([
      { province: 'กรุงเทพมหานคร', rate: 0 },
      { province: 'เชียงใหม่', rate: 200 },
    ]);
    const who = await cartOf('DELIVERY');
    expect((await cartData(who)).deliveryData.price).toBe(800);

    const saved = await seller('save-delivery-area-rate', { province: 'เชียงใหม่', rate: 350.5 });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().rateList).toContainEqual({ province: 'เชียงใหม่', rate: 350.5 });
    expect((await cartData(who)).deliveryData.price).toBe(1402);

    // Removing the province falls back to the shop's default rate (150 baht a tyre).
    await seller('save-delivery-area-rate', { province: 'เชียงใหม่', rate: 0, isRemove: true });
    expect((await cartData(who)).deliveryData.price).toBe(600);
    await seller('save-delivery-area-rate', { province: 'เชียงใหม่', rate: 200 });

    const summary = await seller('get-delivery-area-summary');
    expect(summary.statusCode, summary.body).toBe(200);
    expect(summary.json()).toMatchObject({
      isDeliveryEnabled: true,
      defaultDeliveryRate: 150,
      areaCount: 2,
      minAreaRate: 0,
      maxAreaRate: 200,
      productRateCount: 0,
    });
  });

  it('refuses an unknown province or a bad rate in Thai and keeps the rates', async () => {
    for (const [body, field] of [
      [{ province: 'แอตแลนติส', rate: 100 }, 'province'],
      [{ province: 'ลำพูน', rate: -5 }, 'rate'],
      [{ province: 'ลำพูน', rate: 10.555 }, 'rate'],
      [{ province: 'ลำพูน', rate: 'ร้อย' }, 'rate'],
    ] as const) {
      const res = await seller('save-delivery-area-rate', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(res.json().fieldErrors[field][0]).toMatch(/[ก-๙]/);
    }
    expect((await seller('get-delivery-area-rate', {})).json().rateList).toHaveLength(2);
  });

  it('pages the shop’s own offers with a keyword', async () => {
    const res = await seller('products-for-setting', { keyword: '', page: 1 });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ page: 1, totalPage: 1, total: 2 });
    const ids = body.productList.map((p: { sellerProductId: number }) => p.sellerProductId).sort();
    expect(ids).toEqual([shop.offerId, shop.otherSizeOfferId].sort());
    expect(
      body.productList.find((p: { sellerProductId: number }) => p.sellerProductId === shop.offerId),
    ).toMatchObject({
      price: 4000,
      priceDelivery: 4100,
      deliveryRate: null,
      prepareDays: null,
      minQty: 1,
      isPrepaid: true,
      prepaidAmount: null,
    });
    const found = await seller('products-for-setting', { keyword: '395/95', page: 1 });
    expect(found.json().total).toBe(1);
    expect(found.json().productList[0].sellerProductId).toBe(shop.offerId);
    const none = await seller('products-for-setting', { keyword: 'ไม่มีสินค้านี้แน่นอน', page: 1 });
    expect(none.json()).toMatchObject({ total: 0, totalPage: 0, productList: [] });
  });

  it('a per-product delivery rate wins over the area rate in the cart', async () => {
    const who = await cartOf('DELIVERY');
    const saved = await seller('save-delivery-product-rate', {
      sellerProductId: shop.offerId,
      rate: 50,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await cartData(who)).deliveryData.price).toBe(200);
    await seller('save-delivery-product-rate', { sellerProductId: shop.offerId, rate: null });
    expect((await cartData(who)).deliveryData.price).toBe(800);
  });

  it('preparing days (0–7) move the install calendar; minimum quantity (1–4) is kept', async () => {
    const who = await cartOf('SERVICE');
    const start = (await cartData(who)).startDate as string;
    const saved = await seller('save-day-prepare-product', {
      sellerProductId: shop.offerId,
      prepareDays: 5,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const later = (await cartData(who)).startDate as string;
    expect(new Date(later).getTime() - new Date(start).getTime()).toBe(4 * 86_400_000);
    const bad = await seller('save-day-prepare-product', {
      sellerProductId: shop.offerId,
      prepareDays: 8,
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().fieldErrors.prepareDays[0]).toBe('จำนวนวันเตรียมสินค้าต้องอยู่ระหว่าง 0-7 วัน');
    await seller('save-day-prepare-product', { sellerProductId: shop.offerId, prepareDays: null });

    expect(
      (await seller('save-product-min-qty', { sellerProductId: shop.offerId, minQty: 2 }))
        .statusCode,
    ).toBe(200);
    const bad2 = await seller('save-product-min-qty', { sellerProductId: shop.offerId, minQty: 5 });
    expect(bad2.statusCode).toBe(422);
    const [row] = await database.db
      .select()
      .from(sellerProducts)
      .where(eq(sellerProducts.id, shop.offerId));
    expect(row).toMatchObject({ minQty: 2, prepareDays: null });
    await seller('save-product-min-qty', { sellerProductId: shop.offerId, minQty: 1 });
  });

  it('the tyre page (kept in memory) shows the new preparing days at once', async () => {
    const offerOnPage = async () => {
      const res = await app.inject({
        method: 'POST',
        url: '/api/product/get-product-detail',
        payload: { param: String(shop.productId) },
      });
      expect(res.statusCode, res.body).toBe(200);
      return (res.json().offers as { sellerProductId: number; prepareDays: number }[]).find(
        (o) => o.sellerProductId === shop.offerId,
      );
    };
    expect((await offerOnPage())?.prepareDays).toBe(1);
    await seller('save-day-prepare-product', { sellerProductId: shop.offerId, prepareDays: 6 });
    expect((await offerOnPage())?.prepareDays).toBe(6);
    await seller('save-day-prepare-product', { sellerProductId: shop.offerId, prepareDays: null });
    expect((await offerOnPage())?.prepareDays).toBe(1);
  });

  it('never touches an offer of another store', async () => {
    for (const [url, body] of [
      ['save-delivery-product-rate', { sellerProductId: other.offerId, rate: 1 }],
      ['save-day-prepare-product', { sellerProductId: other.offerId, prepareDays: 7 }],
      ['save-product-min-qty', { sellerProductId: other.offerId, minQty: 4 }],
      [
        'assign-prepaid-product',
        { sellerProductId: other.offerId, isPrepaid: false, prepaidAmount: null },
      ],
    ] as const) {
      const res = await seller(url, body);
      expect(res.statusCode, url).toBe(404);
      expect(res.json().message).toMatch(/[ก-๙]/);
    }
    const [row] = await database.db
      .select()
      .from(sellerProducts)
      .where(eq(sellerProducts.id, other.offerId));
    expect(row).toMatchObject({
      deliveryRateSatang: null,
      prepareDays: null,
      minQty: 1,
      isPrepaid: true,
    });
    const mine = await seller('products-for-setting', { keyword: '', page: 1 });
    expect(
      mine.json().productList.map((p: { sellerProductId: number }) => p.sellerProductId),
    ).not.toContain(other.offerId);
  });

  it('assign-prepaid-product: a tyre without a deposit, or its own deposit, changes the payment choices', async () => {
    const who = await cartOf('SERVICE');
    const before = await cartData(who);
    expect(before.paymentOptions.prepaid).toBe(true);

    const off = await seller('assign-prepaid-product', {
      sellerProductId: shop.offerId,
      isPrepaid: false,
      prepaidAmount: null,
    });
    expect(off.statusCode, off.body).toBe(200);
    const without = await cartData(who);
    expect(without.paymentOptions.prepaid).toBe(false);
    expect(without.prepaidPrice).toBe(0);
    const refused = await shopper(who, 'order/change-payment-method', {
      method: 'prepaidQR',
      installmentPeriod: 0,
    });
    expect(refused.statusCode).toBe(422);

    const own = await seller('assign-prepaid-product', {
      sellerProductId: shop.offerId,
      isPrepaid: true,
      prepaidAmount: 500,
    });
    expect(own.statusCode, own.body).toBe(200);
    const fixed = await cartData(who);
    expect(fixed.paymentOptions.prepaid).toBe(true);
    expect(fixed.prepaidPrice).toBe(2000);
    expect(fixed.remainPrice).toBe(fixed.finalPrice - 2000);

    const bad = await seller('assign-prepaid-product', {
      sellerProductId: shop.offerId,
      isPrepaid: true,
      prepaidAmount: -1,
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().fieldErrors.prepaidAmount[0]).toMatch(/[ก-๙]/);

    await seller('assign-prepaid-product', {
      sellerProductId: shop.offerId,
      isPrepaid: true,
      prepaidAmount: null,
    });
    expect((await cartData(who)).prepaidPrice).toBe(before.prepaidPrice);
  });
});
