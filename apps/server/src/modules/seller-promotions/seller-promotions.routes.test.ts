import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CartShop, createCartShop } from '../../../test/cart-fixtures';
import {
  createCustomer,
  createOffer,
  createProduct,
  createStore,
} from '../../../test/offer-fixtures';
import {
  base64,
  createOwnedStore,
  type StoreOwner,
  smallPng,
} from '../../../test/store-setup-fixtures';
import { buildTestApp, testDatabases } from '../../../test/test-databases';
import { createStaff } from '../../../test/test-sellers';
import type { DatabaseHandle } from '../../db/client';
import { promotions, sellerProductPromotions } from '../../db/schema/offers';
import { bangkokToday } from '../../lib/time';

// Issue 16 §4–5 (spec 7 "Seller" → Promotions, spec 9 amount types and unit display): a shop's
// own promotions saved, listed, attached to its offers one by one or by the stock filter, and
// deleted; nothing of another shop or of the platform is reachable; what the shop saves is what
// the customer's cart applies.

const THAI = /[ก-๙]/;
const today = bangkokToday();
const later = `${Number(today.slice(0, 4)) + 1}${today.slice(4)}`.replace(/-02-29$/, '-02-28');

const promo = (extra: object = {}) => ({
  title: 'ลด 10% ทุกเส้น',
  type: 'discountPercent',
  amount: 10,
  startDate: today,
  endDate: later,
  ...extra,
});

describe.each(testDatabases())('seller promotions on $name', ({ open }) => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let shop: StoreOwner;
  let other: StoreOwner;
  let offers: { a: number; b: number; c: number };
  let otherOfferId: number;

  beforeAll(async () => {
    database = await open();
    app = await buildTestApp(database);
    const db = database.db;
    const store = await createStore(db, { name: 'ร้านทดสอบโปร', latitude: 13.7, longitude: 100.5 });
    shop = await createOwnedStore(db, { storeId: store.id, link: store.link });
    offers = {
      a: await createOffer(db, {
        storeId: store.id,
        productId: await createProduct(db),
        priceSatang: 200_000,
      }),
      b: await createOffer(db, {
        storeId: store.id,
        productId: await createProduct(db),
        priceSatang: 300_000,
      }),
      c: await createOffer(db, {
        storeId: store.id,
        productId: await createProduct(db),
        priceSatang: 400_000,
        status: 4,
      }),
    };
    other = await createOwnedStore(db);
    otherOfferId = await createOffer(db, {
      storeId: other.storeId,
      productId: await createProduct(db),
      priceSatang: 100_000,
    });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  const call = (url: string, payload: object = {}, auth = shop.auth) =>
    app.inject({
      method: 'POST',
      url: `/api/seller/${url}`,
      payload,
      headers: { authorization: auth },
    });
  const save = async (body: object, auth = shop.auth) => {
    const res = await call('save-promotion', body, auth);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().promotion;
  };
  const attachedTo = async (id: number) =>
    (await call('get-promotion-product', { sellerPromotionId: id })).json().sellerProductIds;

  it('saves each amount type with its unit, amount in baht or percent, and a unique key', async () => {
    const types = [
      ['discountAmount', 250.5, 'บ.', 25_050],
      ['discountOrderAmt', 500, 'บ.', 50_000],
      ['discountTurnPart', 300, 'บ.', 30_000],
      ['discountPercent', 12.5, '%', 1_250],
      ['discountOrderPercent', 5, '%', 500],
    ] as const;
    const keys = new Set<string>();
    for (const [type, amount, unit, stored] of types) {
      const saved = await save(promo({ title: `โปร ${type}`, type, amount, minQty: 2 }));
      expect(saved).toMatchObject({
        type,
        amount,
        unit,
        minQty: 2,
        state: 'active',
        productCount: 0,
      });
      expect(saved.stateText).toMatch(THAI);
      keys.add(saved.key);
      const [row] = await database.db
        .select({ value: promotions.amountValue, storeId: promotions.storeId })
        .from(promotions)
        .where(eq(promotions.id, saved.sellerPromotionId));
      expect(row).toEqual({ value: stored, storeId: shop.storeId });
    }
    expect(keys.size).toBe(types.length);
    const list = (await call('get-seller-promotion')).json().promotionList;
    expect(list.filter((p: { title: string }) => p.title.startsWith('โปร disc'))).toHaveLength(5);
    const percent = (
      await call('get-shop-promotion', { category: '', type: 'discountPercent' })
    ).json().promotionList;
    expect(percent.every((p: { type: string }) => p.type === 'discountPercent')).toBe(true);
    expect(percent.length).toBeGreaterThan(0);
  });

  it('edits a promotion in place and tells upcoming from running', async () => {
    const saved = await save(promo({ title: 'โปรเดิม' }));
    const edited = await save({
      ...promo({ title: 'โปรใหม่', startDate: later, endDate: later, isTogglable: true }),
      sellerPromotionId: saved.sellerPromotionId,
    });
    expect(edited).toMatchObject({
      sellerPromotionId: saved.sellerPromotionId,
      key: saved.key,
      title: 'โปรใหม่',
      isTogglable: true,
      state: 'upcoming',
    });
  });

  it('refuses bad input with a Thai message per field and writes nothing', async () => {
    const before = (await call('get-seller-promotion')).json().promotionList.length;
    const cases: Array<[object, string]> = [
      [promo({ amount: 101 }), 'amount'],
      [promo({ type: 'discountOrderPercent', amount: 150 }), 'amount'],
      [promo({ type: 'discountAmount', amount: 0 }), 'amount'],
      [promo({ type: 'discountAmount', amount: 10.005 }), 'amount'],
      [promo({ type: 'discountAmount', amount: 1_000_001 }), 'amount'],
      [promo({ type: 'freeBeer' }), 'type'],
      [promo({ title: '  ' }), 'title'],
      [promo({ startDate: later, endDate: today }), 'endDate'],
      [promo({ startDate: '2026-02-30' }), 'startDate'],
      [promo({ startDate: '2020-01-01', endDate: '2020-01-31' }), 'endDate'],
      [promo({ minQty: 0 }), 'minQty'],
    ];
    for (const [body, field] of cases) {
      const res = await call('save-promotion', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      const json = res.json();
      expect(json.message).toMatch(THAI);
      expect(Object.keys(json.fieldErrors ?? {}), JSON.stringify(body)).toContain(field);
      expect(String(json.fieldErrors[field])).toMatch(THAI);
    }
    expect((await call('get-seller-promotion')).json().promotionList).toHaveLength(before);
  });

  it('sanitises the detail HTML on save: scripts and event handlers never stored', async () => {
    const saved = await save(
      promo({
        detail:
          '<p onclick="steal()">ลด <strong>10%</strong></p><script>alert(1)</script><img src="https://example.com/a.png" onerror="alert(2)"><a href="javascript:alert(3)">x</a>',
      }),
    );
    const [row] = await database.db
      .select({ html: promotions.detailHtml })
      .from(promotions)
      .where(eq(promotions.id, saved.sellerPromotionId));
    expect(row.html).toContain('<strong>10%</strong>');
    expect(row.html).toContain('<img src="https://example.com/a.png" />');
    expect(row.html).not.toMatch(/script|onerror|onclick|javascript:/i);
    expect(saved.detail).toBe(row.html);
  });

  it('stores banner pictures re-encoded, serves them, and refuses a file that is not a picture', async () => {
    const png = base64(await smallPng());
    const saved = await save(promo({ topBanner: { data: png }, topBannerMobile: { data: png } }));
    expect(saved.topBanner).toMatch(/^\/api\/uploads\/[a-f0-9]{32}\.webp$/);
    expect(saved.topBannerMobile).toMatch(/^\/api\/uploads\/[a-f0-9]{32}\.webp$/);
    const served = await app.inject({ method: 'GET', url: saved.topBanner });
    expect(served.statusCode).toBe(200);
    const bad = await call(
      'save-promotion',
      promo({ topBanner: { data: Buffer.from('<svg onload="x"/>').toString('base64') } }),
    );
    expect(bad.statusCode).toBe(422);
    expect(bad.json().message).toMatch(THAI);
    const removed = await save({
      ...promo(),
      sellerPromotionId: saved.sellerPromotionId,
      topBanner: null,
    });
    expect(removed.topBanner).toBe('');
    expect(removed.topBannerMobile).toBe(saved.topBannerMobile);
  });

  it('attaches and detaches one offer, and lists an offer’s promotions with which are selected', async () => {
    const saved = await save(promo({ title: 'โปรรายเส้น' }));
    const id = saved.sellerPromotionId;
    const on = await call('toggle-product-promotion', {
      sellerProductId: offers.a,
      isSelect: true,
      sellerPromotionId: id,
    });
    expect(on.statusCode, on.body).toBe(200);
    // Twice is the same as once.
    await call('toggle-product-promotion', {
      sellerProductId: offers.a,
      isSelect: true,
      sellerPromotionId: id,
    });
    expect(await attachedTo(id)).toEqual([offers.a]);
    const forOffer = (await call('update-promotion-product', { sellerProductId: offers.a })).json();
    const mine = forOffer.promotionList.find(
      (p: { sellerPromotionId: number }) => p.sellerPromotionId === id,
    );
    expect(mine).toMatchObject({ isSelect: true, productCount: 1 });
    expect(
      forOffer.promotionList.filter((p: { isSelect: boolean }) => !p.isSelect).length,
    ).toBeGreaterThan(0);
    await call('toggle-product-promotion', {
      sellerProductId: offers.a,
      isSelect: false,
      sellerPromotionId: id,
    });
    expect(await attachedTo(id)).toEqual([]);
  });

  it('attaches to every offer matching the stock filter and detaches them again', async () => {
    const id = (await save(promo({ title: 'โปรทั้งร้าน' }))).sellerPromotionId;
    const selling = await call('toggle-matching-product-promotion', {
      sellerPromotionId: id,
      isSelect: true,
      filter: { status: 1 },
    });
    expect(selling.statusCode, selling.body).toBe(200);
    expect(selling.json()).toMatchObject({ matched: 2, changed: 2 });
    expect(selling.json().message).toMatch(THAI);
    expect(await attachedTo(id)).toEqual([offers.a, offers.b].sort((x, y) => x - y));
    const all = (
      await call('toggle-matching-product-promotion', { sellerPromotionId: id, isSelect: true })
    ).json();
    expect(all).toMatchObject({ matched: 3, changed: 1 });
    const byId = (
      await call('toggle-matching-product-promotion', {
        sellerPromotionId: id,
        isSelect: false,
        filter: { keyword: String(offers.b) },
      })
    ).json();
    expect(byId).toMatchObject({ matched: 1, changed: 1 });
    expect(await attachedTo(id)).toEqual([offers.a, offers.c].sort((x, y) => x - y));
    const none = (
      await call('toggle-matching-product-promotion', { sellerPromotionId: id, isSelect: false })
    ).json();
    expect(none).toMatchObject({ matched: 3, changed: 2 });
    expect(await attachedTo(id)).toEqual([]);
  });

  it('never reaches another shop’s or the platform’s promotions, nor another shop’s offers', async () => {
    const theirs = (await save(promo({ title: 'โปรร้านอื่น' }), other.auth)).sellerPromotionId;
    const [platform] = await database.db
      .insert(promotions)
      .values({
        key: `platform-${Date.now()}`,
        amountType: 'discountAmount',
        amountValue: 10_000,
        title: 'โปรของแพลตฟอร์ม',
        startDate: today,
        endDate: later,
        // Switched off: the shared test database's public promotion list stays the seed's.
        isActive: false,
      })
      .returning({ id: promotions.id });
    const mine = (await save(promo({ title: 'โปรของฉัน' }))).sellerPromotionId;
    for (const foreign of [theirs, platform.id]) {
      const attempts = [
        call('save-promotion', { ...promo({ title: 'แฮก' }), sellerPromotionId: foreign }),
        call('delete-promotion', { sellerPromotionId: foreign }),
        call('get-promotion-product', { sellerPromotionId: foreign }),
        call('toggle-product-promotion', {
          sellerProductId: offers.a,
          isSelect: true,
          sellerPromotionId: foreign,
        }),
        call('toggle-matching-product-promotion', { sellerPromotionId: foreign, isSelect: true }),
      ];
      for (const res of await Promise.all(attempts)) {
        expect(res.statusCode).toBe(404);
        expect(res.json().message).toMatch(THAI);
      }
    }
    const foreignOffer = await call('toggle-product-promotion', {
      sellerProductId: otherOfferId,
      isSelect: true,
      sellerPromotionId: mine,
    });
    expect(foreignOffer.statusCode).toBe(404);
    expect(
      (await call('update-promotion-product', { sellerProductId: otherOfferId })).statusCode,
    ).toBe(404);
    const rows = await database.db
      .select({ title: promotions.title })
      .from(promotions)
      .where(eq(promotions.id, theirs));
    expect(rows).toEqual([{ title: 'โปรร้านอื่น' }]);
    const links = await database.db
      .select()
      .from(sellerProductPromotions)
      .where(eq(sellerProductPromotions.promotionId, platform.id));
    expect(links).toEqual([]);
    const list = (await call('get-seller-promotion')).json().promotionList;
    expect(list.some((p: { sellerPromotionId: number }) => p.sellerPromotionId === theirs)).toBe(
      false,
    );
    expect(
      list.some((p: { sellerPromotionId: number }) => p.sellerPromotionId === platform.id),
    ).toBe(false);
  });

  it('shows YangDee’s promotions that sit on the shop’s offers and lets the shop stop them there only', async () => {
    const [platform] = await database.db
      .insert(promotions)
      .values({
        key: `platform-on-offers-${Date.now()}`,
        amountType: 'discountAmount',
        amountValue: 20_000,
        title: 'โปรยางดีบนสินค้าร้าน',
        startDate: today,
        endDate: later,
        // Switched off: the shared test database's public promotion list stays the seed's.
        isActive: false,
      })
      .returning({ id: promotions.id });
    await database.db.insert(sellerProductPromotions).values(
      [offers.a, offers.b, otherOfferId].map((sellerProductId) => ({
        sellerProductId,
        promotionId: platform.id,
      })),
    );
    const listed = (await call('get-seller-promotion')).json().promotionList;
    const row = listed.find(
      (p: { sellerPromotionId: number }) => p.sellerPromotionId === platform.id,
    );
    // Counted over this shop's offers only (the other shop's link is not this shop's business).
    expect(row).toMatchObject({ isPlatform: true, productCount: 2, title: 'โปรยางดีบนสินค้าร้าน' });
    expect(listed.filter((p: { isPlatform: boolean }) => !p.isPlatform).length).toBeGreaterThan(0);

    const onOffer = (await call('update-promotion-product', { sellerProductId: offers.a })).json();
    expect(
      onOffer.promotionList.find(
        (p: { sellerPromotionId: number }) => p.sellerPromotionId === platform.id,
      ),
    ).toMatchObject({ isPlatform: true, isSelect: true });

    // The shop may not put it on an offer, nor edit or delete it.
    for (const res of await Promise.all([
      call('toggle-product-promotion', {
        sellerProductId: offers.c,
        isSelect: true,
        sellerPromotionId: platform.id,
      }),
      call('toggle-matching-product-promotion', { sellerPromotionId: platform.id, isSelect: true }),
      call('save-promotion', { ...promo(), sellerPromotionId: platform.id }),
      call('delete-promotion', { sellerPromotionId: platform.id }),
    ])) {
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toMatch(THAI);
    }
    // Another shop whose offers do not carry it cannot stop it.
    const outsider = await createOwnedStore(database.db);
    const refused = await call(
      'toggle-matching-product-promotion',
      { sellerPromotionId: platform.id, isSelect: false },
      outsider.auth,
    );
    expect(refused.statusCode).toBe(404);

    const one = await call('toggle-product-promotion', {
      sellerProductId: offers.a,
      isSelect: false,
      sellerPromotionId: platform.id,
    });
    expect(one.statusCode, one.body).toBe(200);
    const rest = await call('toggle-matching-product-promotion', {
      sellerPromotionId: platform.id,
      isSelect: false,
    });
    expect(rest.statusCode, rest.body).toBe(200);
    expect(rest.json().changed).toBe(1);
    const links = await database.db
      .select({ offer: sellerProductPromotions.sellerProductId })
      .from(sellerProductPromotions)
      .where(eq(sellerProductPromotions.promotionId, platform.id));
    // Gone from this shop's offers; the other shop's offer keeps it.
    expect(links).toEqual([{ offer: otherOfferId }]);
    const after = (await call('get-seller-promotion')).json().promotionList;
    expect(
      after.some((p: { sellerPromotionId: number }) => p.sellerPromotionId === platform.id),
    ).toBe(false);
  });

  it('needs managePromotion: a staff member with product rights only is refused', async () => {
    const staff = await createStaff(database.db, shop.storeId, { manageProduct: true });
    const res = await call('get-seller-promotion', {}, staff.auth);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toMatch(THAI);
  });

  describe('what the customer’s cart applies', () => {
    let cartShop: CartShop;
    let owner: StoreOwner;
    let customer: { id: number; auth: string };

    beforeAll(async () => {
      cartShop = await createCartShop(database.db);
      owner = await createOwnedStore(database.db, { storeId: cartShop.storeId });
      customer = await createCustomer(database.db);
      const res = await app.inject({
        method: 'POST',
        url: '/api/order/add-cart',
        payload: { sellerProductId: cartShop.offerId, quantity: 4, orderType: 'SERVICE' },
        headers: { authorization: customer.auth },
      });
      expect(res.statusCode, res.body).toBe(200);
    });
    const cart = async () =>
      (
        await app.inject({
          method: 'GET',
          url: '/api/order/get-cart-data',
          headers: { authorization: customer.auth },
        })
      ).json();
    const lineOf = async (title: string) =>
      (await cart()).cartData.discounts.find((d: { title: string }) => d.title === title);

    it('shows a running percent promotion attached to the offer as a discount line, on the tyre page, and its banner', async () => {
      const png = base64(await smallPng());
      const saved = await save(
        promo({
          title: 'ลด 10% ร้านเรา',
          remark: 'เฉพาะเดือนนี้',
          detail: '<p>รายละเอียด<script>x()</script></p>',
          imageTitle: 'โปรร้านเรา',
          topBanner: { data: png },
        }),
        owner.auth,
      );
      expect(await lineOf('ลด 10% ร้านเรา')).toBeUndefined();
      await call(
        'toggle-product-promotion',
        {
          sellerProductId: cartShop.offerId,
          isSelect: true,
          sellerPromotionId: saved.sellerPromotionId,
        },
        owner.auth,
      );
      // 4 tyres at 4,000 baht: 10% of each tyre = 400 baht × 4.
      expect(await lineOf('ลด 10% ร้านเรา')).toMatchObject({
        promoId: saved.sellerPromotionId,
        price: 1_600,
        include: true,
        remark: 'เฉพาะเดือนนี้',
      });
      // The tyre page lists it on that shop's offer too.
      const page = await app.inject({
        method: 'POST',
        url: '/api/product/get-product-detail',
        payload: { param: String(cartShop.productId) },
      });
      const offer = (
        page.json().offers as { sellerProductId: number; promotions: { key: string }[] }[]
      ).find((o) => o.sellerProductId === cartShop.offerId);
      expect(offer?.promotions.map((p) => p.key)).toContain(saved.key);
      const data = (await cart()).promotionData;
      expect(data).toMatchObject({ topBanner: saved.topBanner, imageTitle: 'โปรร้านเรา' });
      expect(data.detail).toBe('<p>รายละเอียด</p>');

      // Switched off, it stops applying; deleted, it is gone with its attachments.
      await save(
        {
          ...promo({ title: 'ลด 10% ร้านเรา', isActive: false }),
          sellerPromotionId: saved.sellerPromotionId,
        },
        owner.auth,
      );
      expect(await lineOf('ลด 10% ร้านเรา')).toBeUndefined();
      const del = await call(
        'delete-promotion',
        { sellerPromotionId: saved.sellerPromotionId },
        owner.auth,
      );
      expect(del.statusCode).toBe(200);
      expect(del.json().message).toMatch(THAI);
      const links = await database.db
        .select()
        .from(sellerProductPromotions)
        .where(eq(sellerProductPromotions.promotionId, saved.sellerPromotionId));
      expect(links).toEqual([]);
      expect(
        (await call('delete-promotion', { sellerPromotionId: saved.sellerPromotionId }, owner.auth))
          .statusCode,
      ).toBe(404);
    });

    it('does not apply a promotion before its start date', async () => {
      const saved = await save(
        promo({ title: 'โปรปีหน้า', startDate: later, endDate: later }),
        owner.auth,
      );
      await call(
        'toggle-product-promotion',
        {
          sellerProductId: cartShop.offerId,
          isSelect: true,
          sellerPromotionId: saved.sellerPromotionId,
        },
        owner.auth,
      );
      expect(await lineOf('โปรปีหน้า')).toBeUndefined();
    });
  });
});
