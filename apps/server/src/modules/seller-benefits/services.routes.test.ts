import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CartShop, createCartShop, readyShopper } from '../../../test/cart-fixtures';
import { createCustomer, createOffer } from '../../../test/offer-fixtures';
import { createOwnedStore, type StoreOwner } from '../../../test/store-setup-fixtures';
import { buildTestApp, testDatabases } from '../../../test/test-databases';
import { createStaff } from '../../../test/test-sellers';
import type { DatabaseHandle } from '../../db/client';
import { sellerProductServices, sellerServices } from '../../db/schema/offers';
import { orders } from '../../db/schema/orders';
import { placeOrder } from '../orders/place-order.service';

// Issue 16 §4–5 for other services (spec 7: get-shop-service, save-service,
// update-service-product, toggle-product-service, delete-service, and the bulk attach of
// offer-attach.ts): a shop keeps its own, attaches them to its own offers, and the cart offers
// and prices them exactly as saved (spec 2.9 b "Additional services").

const THAI = /[ก-๙]/;

describe.each(testDatabases())('seller services on $name', ({ open }) => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let shop: CartShop;
  let owner: StoreOwner;
  let other: StoreOwner;
  let otherServiceId: number;
  let otherOfferId: number;

  beforeAll(async () => {
    database = await open();
    app = await buildTestApp(database);
    shop = await createCartShop(database.db);
    owner = await createOwnedStore(database.db, { storeId: shop.storeId });
    other = await createOwnedStore(database.db);
    otherOfferId = await createOffer(database.db, {
      storeId: other.storeId,
      productId: shop.productId,
      priceSatang: 390_000,
    });
    const [s] = await database.db
      .insert(sellerServices)
      .values({ storeId: other.storeId, title: 'บริการร้านอื่น' })
      .returning({ id: sellerServices.id });
    otherServiceId = s.id;
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  const call = (url: string, payload: object | undefined, auth: string) =>
    app.inject({
      method: payload ? 'POST' : 'GET',
      url: `/api/${url}`,
      payload,
      headers: { authorization: auth },
    });
  const ok = async (url: string, payload: object, auth = owner.auth) => {
    const res = await call(`seller/${url}`, payload, auth);
    expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
    return res.json();
  };
  const alignment = {
    title: 'ตั้งศูนย์ล้อ',
    description: 'ตั้งศูนย์ด้วยเครื่อง 3 มิติ',
    price: 450.5,
    offering: 'optional',
    orderType: 1,
  };
  type Line = { id: number; title: string; price: number; include: boolean; isTogglable: boolean };

  it('saves each way a cart may count a service, in baht, and lists them by order type', async () => {
    const saved = await ok('save-service', alignment);
    expect(saved.service).toMatchObject({
      ...alignment,
      isIncluded: false,
      isTogglable: true,
      offeringText: 'ลูกค้าเลือกเพิ่มเองได้',
      orderTypeText: 'ติดตั้งที่ร้าน',
      isActive: true,
      productCount: 0,
    });
    const [row] = await database.db
      .select()
      .from(sellerServices)
      .where(eq(sellerServices.id, saved.service.sellerServiceId));
    expect(row.priceSatang).toBe(45_050);
    const flags = {
      always: { isIncluded: true, isTogglable: false },
      removable: { isIncluded: true, isTogglable: true },
      note: { isIncluded: false, isTogglable: false },
    };
    for (const [offering, expected] of Object.entries(flags)) {
      const res = await ok('save-service', {
        title: `ส่งฟรี ${offering}`,
        price: 0,
        offering,
        orderType: 2,
      });
      expect(res.service).toMatchObject({ ...expected, offering, price: 0 });
    }
    const forService = await ok('get-shop-service', { type: 'SERVICE' });
    const titles = forService.serviceList.map((s: { title: string }) => s.title);
    expect(titles).toContain('ตั้งศูนย์ล้อ');
    expect(titles).not.toContain('ส่งฟรี always');
    expect(titles).not.toContain('บริการร้านอื่น');
    const forDelivery = await ok('get-shop-service', { type: 'DELIVERY' });
    expect(forDelivery.serviceList.map((s: { title: string }) => s.title)).not.toContain('ตั้งศูนย์ล้อ');
    // No type: every service of the shop (the cart shop's own two and these four).
    const every = (await ok('get-shop-service', {})).serviceList.map((s: Line) => s.title);
    expect(every).toHaveLength(6);
    expect(every).toEqual(expect.arrayContaining(['ตั้งศูนย์ล้อ', 'ส่งฟรี always', 'ส่งฟรี note']));
  });

  it('refuses bad input with a Thai message and saves nothing', async () => {
    const before = await database.db
      .select()
      .from(sellerServices)
      .where(eq(sellerServices.storeId, shop.storeId));
    for (const bad of [
      { ...alignment, title: '' },
      { ...alignment, price: -1 },
      { ...alignment, price: 10.555 },
      { ...alignment, price: 1_000_001 },
      { ...alignment, price: 'ฟรี' },
      { ...alignment, orderType: 3 },
      { ...alignment, offering: 'sometimes' },
      { ...alignment, description: 'ก'.repeat(501) },
      { ...alignment, sellerServiceId: 'x' },
    ]) {
      const res = await call('seller/save-service', bad, owner.auth);
      expect(res.statusCode, JSON.stringify(bad)).toBe(422);
      expect(res.json().message).toMatch(THAI);
    }
    const after = await database.db
      .select()
      .from(sellerServices)
      .where(eq(sellerServices.storeId, shop.storeId));
    expect(after).toEqual(before);
  });

  it('an optional paid service attached to an offer: the SERVICE cart offers it and adds its price', async () => {
    const { service } = await ok('save-service', { ...alignment, price: 500 });
    const id = service.sellerServiceId;
    await ok('toggle-product-service', {
      sellerProductId: shop.offerId,
      isSelect: true,
      sellerServiceId: id,
    });
    const choices = await ok('update-service-product', { sellerProductId: shop.offerId });
    expect(choices.items).toContainEqual({ id, title: 'ตั้งศูนย์ล้อ', isActive: true, isSelect: true });

    const shopper = await createCustomer(database.db);
    const cart = async () => {
      const res = await call('order/get-cart-data', undefined, shopper.auth);
      expect(res.statusCode, res.body).toBe(200);
      return res.json().cartData;
    };
    const add = await call(
      'order/add-cart',
      { sellerProductId: shop.offerId, quantity: 4, orderType: 'SERVICE' },
      shopper.auth,
    );
    expect(add.statusCode, add.body).toBe(200);
    const before = await cart();
    expect(before.services).toContainEqual(
      expect.objectContaining({
        id,
        title: 'ตั้งศูนย์ล้อ',
        price: 500,
        include: false,
        isTogglable: true,
      }),
    );
    const added = await call('order/toggle-cart-service', { id, include: true }, shopper.auth);
    expect(added.statusCode, added.body).toBe(200);
    const after = await cart();
    expect(after.services.find((s: Line) => s.id === id).include).toBe(true);
    expect(after.orderTotal).toBe(before.orderTotal + 500);

    // A DELIVERY cart of the same tyre does not offer a service for fitting at the shop.
    const deliveryShopper = await createCustomer(database.db);
    await call(
      'order/add-cart',
      { sellerProductId: shop.offerId, quantity: 4, orderType: 'DELIVERY' },
      deliveryShopper.auth,
    );
    const delivery = (await call('order/get-cart-data', undefined, deliveryShopper.auth)).json();
    expect(delivery.cartData.services.map((s: Line) => s.id)).not.toContain(id);

    // Switched off, it leaves the cart.
    await ok('save-service', { ...alignment, price: 500, sellerServiceId: id, isActive: false });
    expect((await cart()).services.map((s: Line) => s.id)).not.toContain(id);
  });

  it('attaches to every offer matching the stock filter and detaches them the same way', async () => {
    const { service } = await ok('save-service', { ...alignment, title: 'ทุกเส้น' });
    const id = service.sellerServiceId;
    const on = await ok('toggle-matching-product-service', { sellerServiceId: id, isSelect: true });
    expect(on).toMatchObject({ matched: 2, changed: 2 });
    expect(on.message).toMatch(THAI);
    expect((await ok('get-service-product', { sellerServiceId: id })).sellerProductIds).toEqual(
      [shop.offerId, shop.otherSizeOfferId].sort((a, b) => a - b),
    );
    const off = await ok('toggle-matching-product-service', {
      sellerServiceId: id,
      isSelect: false,
      filter: { keyword: String(shop.otherSizeOfferId) },
    });
    expect(off).toMatchObject({ matched: 1, changed: 1 });
    expect((await ok('get-service-product', { sellerServiceId: id })).sellerProductIds).toEqual([
      shop.offerId,
    ]);
  });

  it('never reads or writes another shop’s service or offer: 404 in Thai, nothing changes', async () => {
    const { service } = await ok('save-service', { ...alignment, title: 'ของเรา' });
    const refusals = [
      call('seller/save-service', { ...alignment, sellerServiceId: otherServiceId }, owner.auth),
      call('seller/delete-service', { sellerServiceId: otherServiceId }, owner.auth),
      call('seller/get-service-product', { sellerServiceId: otherServiceId }, owner.auth),
      call('seller/update-service-product', { sellerProductId: otherOfferId }, owner.auth),
      call(
        'seller/toggle-product-service',
        { sellerProductId: shop.offerId, isSelect: true, sellerServiceId: otherServiceId },
        owner.auth,
      ),
      call(
        'seller/toggle-product-service',
        { sellerProductId: otherOfferId, isSelect: true, sellerServiceId: service.sellerServiceId },
        owner.auth,
      ),
      call(
        'seller/toggle-matching-product-service',
        { sellerServiceId: otherServiceId, isSelect: true },
        owner.auth,
      ),
    ];
    for (const res of await Promise.all(refusals)) {
      expect(res.statusCode, res.body).toBe(404);
      expect(res.json().message).toMatch(THAI);
    }
    const [theirs] = await database.db
      .select()
      .from(sellerServices)
      .where(eq(sellerServices.id, otherServiceId));
    expect(theirs.title).toBe('บริการร้านอื่น');
    const links = await database.db
      .select()
      .from(sellerProductServices)
      .where(eq(sellerProductServices.sellerProductId, otherOfferId));
    expect(links).toEqual([]);
    const staff = await createStaff(database.db, shop.storeId, { manageOrder: true });
    const refused = await call('seller/get-shop-service', {}, staff.auth);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toMatch(THAI);
  });

  it('deleting one in a cart and an unpaid order: the cart drops it, the order keeps its price', async () => {
    const { service } = await ok('save-service', { ...alignment, offering: 'always', price: 300 });
    const id = service.sellerServiceId;
    await ok('toggle-product-service', {
      sellerProductId: shop.offerId,
      isSelect: true,
      sellerServiceId: id,
    });
    const ordered = await readyShopper(app, database.db, shop);
    const placed = await placeOrder(database.db, ordered.id);
    const carting = await createCustomer(database.db);
    await call(
      'order/add-cart',
      { sellerProductId: shop.offerId, quantity: 4, orderType: 'SERVICE' },
      carting.auth,
    );
    const before = (await call('order/get-cart-data', undefined, carting.auth)).json().cartData;
    expect(before.services.map((s: Line) => s.id)).toContain(id);

    expect((await ok('delete-service', { sellerServiceId: id })).message).toMatch(THAI);
    const after = (await call('order/get-cart-data', undefined, carting.auth)).json().cartData;
    expect(after.services.map((s: Line) => s.id)).not.toContain(id);
    expect(after.orderTotal).toBe(before.orderTotal - 300);
    const [order] = await database.db.select().from(orders).where(eq(orders.id, placed.orderId));
    expect((order.snapshot as { services: { title: string }[] }).services).toContainEqual({
      title: 'ตั้งศูนย์ล้อ',
      priceSatang: 30_000,
    });
    expect(
      (await call('seller/delete-service', { sellerServiceId: id }, owner.auth)).statusCode,
    ).toBe(404);
  });
});
