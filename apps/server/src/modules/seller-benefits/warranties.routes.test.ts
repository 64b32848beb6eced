import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CartShop, createCartShop, readyShopper } from '../../../test/cart-fixtures';
import { createOffer, createProduct } from '../../../test/offer-fixtures';
import { createOwnedStore, type StoreOwner } from '../../../test/store-setup-fixtures';
import { buildTestApp, testDatabases } from '../../../test/test-databases';
import { createStaff } from '../../../test/test-sellers';
import type { DatabaseHandle } from '../../db/client';
import { sellerProductWarranties, sellerWarranties } from '../../db/schema/offers';
import { orders } from '../../db/schema/orders';
import { placeOrder } from '../orders/place-order.service';

// Issue 16 §4–5 for warranties (spec 7: get-shop-warranty, save-warranty,
// update-warranty-product, toggle-product-warranty, delete-warranty, and the bulk attach of
// offer-attach.ts; spec 9 Benefit type): a shop keeps its own, attaches them to its own offers,
// and the tyre page and the cart show exactly what it saved.

const THAI = /[ก-๙]/;

describe.each(testDatabases())('seller warranties on $name', ({ open }) => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let shop: CartShop;
  let owner: StoreOwner;
  let other: StoreOwner;
  let otherWarrantyId: number;
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
    const [w] = await database.db
      .insert(sellerWarranties)
      .values({ storeId: other.storeId, title: 'ของร้านอื่น' })
      .returning({ id: sellerWarranties.id });
    otherWarrantyId = w.id;
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  const call = (url: string, payload: object, auth = owner.auth) =>
    app.inject({
      method: 'POST',
      url: `/api/seller/${url}`,
      payload,
      headers: { authorization: auth },
    });
  const ok = async (url: string, payload: object, auth = owner.auth) => {
    const res = await call(url, payload, auth);
    expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
    return res.json();
  };
  const twelveMonths = {
    type: 'warranty',
    title: 'รับประกัน 12 เดือน หรือ 20,000 กม.',
    months: 12,
    kilometres: 20000,
    remark: 'เฉพาะยางบวม <b>แตก</b> จากการใช้งานปกติ',
  };
  const benefitsOnPage = async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/product/get-product-detail',
      payload: { param: String(shop.productId) },
    });
    expect(res.statusCode, res.body).toBe(200);
    const offer = (
      res.json().offers as { sellerProductId: number; benefits: { title: string }[] }[]
    ).find((o) => o.sellerProductId === shop.offerId);
    return offer?.benefits ?? [];
  };

  it('saves a warranty with months and kilometres and lists it with its type and offer count', async () => {
    const saved = await ok('save-warranty', twelveMonths);
    expect(saved.warranty).toMatchObject({
      ...twelveMonths,
      typeText: 'การรับประกัน',
      isActive: true,
      productCount: 0,
    });
    const gift = await ok('save-warranty', { type: 'freeGift', title: 'แถมจุ๊บลมไนโตรเจน 4 ตัว' });
    expect(gift.warranty).toMatchObject({ months: null, kilometres: null, typeText: 'ของแถม' });

    const all = await ok('get-shop-warranty', { type: '' });
    const titles = all.warrantyList.map((w: { title: string }) => w.title);
    expect(titles).toContain(twelveMonths.title);
    expect(titles).toContain('แถมจุ๊บลมไนโตรเจน 4 ตัว');
    expect(titles).not.toContain('ของร้านอื่น');
    const gifts = await ok('get-shop-warranty', { type: 'freeGift' });
    expect(gifts.warrantyList.map((w: { type: string }) => w.type)).toEqual(['freeGift']);

    const edited = await ok('save-warranty', {
      ...twelveMonths,
      sellerWarrantyId: saved.warranty.sellerWarrantyId,
      months: 24,
      title: 'รับประกัน 24 เดือน',
    });
    expect(edited.warranty).toMatchObject({ months: 24, title: 'รับประกัน 24 เดือน' });
  });

  it('keeps structured terms: months, kilometres and what the warranty covers (issue 36)', async () => {
    const coverage = 'ยางบวม แตก ร้าว หรือดอกยางล่อนจากการผลิต';
    const saved = await ok('save-warranty', { ...twelveMonths, coverage });
    expect(saved.warranty).toMatchObject({ months: 12, coverage });
    const listed = await ok('get-shop-warranty', { type: 'warranty' });
    expect(
      listed.warrantyList.find(
        (w: { sellerWarrantyId: number }) => w.sellerWarrantyId === saved.warranty.sellerWarrantyId,
      ),
    ).toMatchObject({ coverage });
    const gift = await call('save-warranty', { type: 'freeGift', title: 'แถมจุ๊บลม', coverage });
    expect(gift.statusCode).toBe(422);
    expect(gift.json().fieldErrors.coverage).toEqual(['สิ่งที่รับประกันใช้กับการรับประกันเท่านั้น']);
    const long = await call('save-warranty', { ...twelveMonths, coverage: 'ก'.repeat(501) });
    expect(long.json().fieldErrors.coverage).toEqual(['สิ่งที่รับประกันยาวได้ไม่เกิน 500 ตัวอักษร']);
  });

  it('refuses bad input with a Thai message and saves nothing', async () => {
    const before = await database.db
      .select()
      .from(sellerWarranties)
      .where(eq(sellerWarranties.storeId, shop.storeId));
    for (const bad of [
      { ...twelveMonths, title: '   ' },
      { ...twelveMonths, title: 'ก'.repeat(201) },
      { ...twelveMonths, months: 1.5 },
      { ...twelveMonths, months: 121 },
      { ...twelveMonths, kilometres: -5 },
      { ...twelveMonths, kilometres: 'ไกล' },
      { ...twelveMonths, type: 'discount' },
      { ...twelveMonths, type: 'freeGift' },
      { ...twelveMonths, remark: 'ก'.repeat(1001) },
    ]) {
      const res = await call('save-warranty', bad);
      expect(res.statusCode, JSON.stringify(bad)).toBe(422);
      expect(res.json().message).toMatch(THAI);
    }
    const bulk = await call('toggle-matching-product-warranty', { isSelect: true });
    expect(bulk.statusCode).toBe(422);
    expect(bulk.json().message).toMatch(THAI);
    const after = await database.db
      .select()
      .from(sellerWarranties)
      .where(eq(sellerWarranties.storeId, shop.storeId));
    expect(after).toEqual(before);
  });

  it('attaches to one offer: the tyre page shows its title and remark, off again when switched off', async () => {
    const { warranty } = await ok('save-warranty', twelveMonths);
    const id = warranty.sellerWarrantyId;
    expect((await benefitsOnPage()).map((b) => b.title)).not.toContain(twelveMonths.title);
    expect(
      await ok('toggle-product-warranty', {
        sellerProductId: shop.offerId,
        isSelect: true,
        sellerWarrantyId: id,
      }),
    ).toEqual({ sellerProductId: shop.offerId, isSelect: true });
    // Twice is harmless.
    await ok('toggle-product-warranty', {
      sellerProductId: shop.offerId,
      isSelect: true,
      sellerWarrantyId: id,
    });
    expect(await ok('get-warranty-product', { sellerWarrantyId: id })).toEqual({
      sellerProductIds: [shop.offerId],
    });
    const choices = await ok('update-warranty-product', { sellerProductId: shop.offerId });
    expect(choices.items).toContainEqual({
      id,
      title: twelveMonths.title,
      isActive: true,
      isSelect: true,
    });
    expect(await benefitsOnPage()).toContainEqual({
      type: 'warranty',
      title: twelveMonths.title,
      remark: twelveMonths.remark,
    });

    await ok('save-warranty', { ...twelveMonths, sellerWarrantyId: id, isActive: false });
    expect((await benefitsOnPage()).map((b) => b.title)).not.toContain(twelveMonths.title);
    await ok('save-warranty', { ...twelveMonths, sellerWarrantyId: id, isActive: true });
    await ok('toggle-product-warranty', {
      sellerProductId: shop.offerId,
      isSelect: false,
      sellerWarrantyId: id,
    });
    expect((await benefitsOnPage()).map((b) => b.title)).not.toContain(twelveMonths.title);
  });

  it('attaches to every offer matching the stock filter, and detaches them the same way', async () => {
    const { warranty } = await ok('save-warranty', { type: 'warranty', title: 'ทั้งร้าน' });
    const id = warranty.sellerWarrantyId;
    const factory = await createOffer(database.db, {
      storeId: shop.storeId,
      productId: await createProduct(database.db),
      priceSatang: 300_000,
      status: 3,
    });
    const onlyFactory = await ok('toggle-matching-product-warranty', {
      sellerWarrantyId: id,
      isSelect: true,
      filter: { status: 3 },
    });
    expect(onlyFactory).toMatchObject({ matched: 1, changed: 1 });
    expect(onlyFactory.message).toMatch(THAI);
    expect((await ok('get-warranty-product', { sellerWarrantyId: id })).sellerProductIds).toEqual([
      factory,
    ]);
    const all = await ok('toggle-matching-product-warranty', {
      sellerWarrantyId: id,
      isSelect: true,
    });
    expect(all).toMatchObject({ matched: 3, changed: 2 });
    const list = await ok('get-shop-warranty', {});
    expect(
      list.warrantyList.find((w: { sellerWarrantyId: number }) => w.sellerWarrantyId === id)
        .productCount,
    ).toBe(3);
    const off = await ok('toggle-matching-product-warranty', {
      sellerWarrantyId: id,
      isSelect: false,
    });
    expect(off).toMatchObject({ matched: 3, changed: 3 });
    expect((await ok('get-warranty-product', { sellerWarrantyId: id })).sellerProductIds).toEqual(
      [],
    );
  });

  it('never reads or writes another shop’s warranty or offer: 404 in Thai, nothing changes', async () => {
    const { warranty } = await ok('save-warranty', { type: 'warranty', title: 'ของเรา' });
    const refusals = [
      call('save-warranty', { ...twelveMonths, sellerWarrantyId: otherWarrantyId }),
      call('delete-warranty', { sellerWarrantyId: otherWarrantyId }),
      call('get-warranty-product', { sellerWarrantyId: otherWarrantyId }),
      call('update-warranty-product', { sellerProductId: otherOfferId }),
      call('toggle-product-warranty', {
        sellerProductId: shop.offerId,
        isSelect: true,
        sellerWarrantyId: otherWarrantyId,
      }),
      call('toggle-product-warranty', {
        sellerProductId: otherOfferId,
        isSelect: true,
        sellerWarrantyId: warranty.sellerWarrantyId,
      }),
      call('toggle-matching-product-warranty', {
        sellerWarrantyId: otherWarrantyId,
        isSelect: true,
      }),
    ];
    for (const res of await Promise.all(refusals)) {
      expect(res.statusCode, res.body).toBe(404);
      expect(res.json().message).toMatch(THAI);
    }
    const [theirs] = await database.db
      .select()
      .from(sellerWarranties)
      .where(eq(sellerWarranties.id, otherWarrantyId));
    expect(theirs.title).toBe('ของร้านอื่น');
    const links = await database.db
      .select()
      .from(sellerProductWarranties)
      .where(eq(sellerProductWarranties.sellerProductId, otherOfferId));
    expect(links).toEqual([]);
    // The other shop's list never shows ours.
    const theirList = await ok('get-shop-warranty', {}, other.auth);
    expect(theirList.warrantyList.map((w: { title: string }) => w.title)).toEqual(['ของร้านอื่น']);
  });

  it('a staff member without manageProduct is refused in Thai', async () => {
    const staff = await createStaff(database.db, shop.storeId, { manageOrder: true });
    const res = await call('get-shop-warranty', {}, staff.auth);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toMatch(THAI);
  });

  it('deleting one on offers in carts and unpaid orders: gone from the shop, the order keeps its copy', async () => {
    const { warranty } = await ok('save-warranty', twelveMonths);
    const id = warranty.sellerWarrantyId;
    await ok('toggle-product-warranty', {
      sellerProductId: shop.offerId,
      isSelect: true,
      sellerWarrantyId: id,
    });
    const shopper = await readyShopper(app, database.db, shop);
    const placed = await placeOrder(database.db, shopper.id);
    const deleted = await ok('delete-warranty', { sellerWarrantyId: id });
    expect(deleted.message).toMatch(THAI);
    expect((await benefitsOnPage()).map((b) => b.title)).not.toContain(twelveMonths.title);
    const gone = await call('delete-warranty', { sellerWarrantyId: id });
    expect(gone.statusCode).toBe(404);
    const [order] = await database.db.select().from(orders).where(eq(orders.id, placed.orderId));
    expect((order.snapshot as { benefits: { title: string }[] }).benefits).toContainEqual(
      expect.objectContaining({ title: twelveMonths.title }),
    );
  });
});
