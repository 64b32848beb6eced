import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../src/db/client';
import { products } from '../src/db/schema/catalog';
import { sellerProducts } from '../src/db/schema/offers';
import { stores } from '../src/db/schema/stores';
import { toRadPoint } from '../src/lib/geo';
import { detailPiecesOf } from '../src/modules/catalog/product-detail.cache';
import { pruneChanges } from '../src/modules/catalog/product-detail.changes';
import { type DetailPieces, piecesBytes } from '../src/modules/catalog/product-detail.page';
import { assemblePage } from '../src/modules/catalog/product-detail.pieces';
import { findActiveProductIds } from '../src/modules/catalog/product-detail.repository';
import { TyrePages } from '../src/modules/catalog/product-detail.tyre-pages';
import {
  addPromotion,
  addService,
  createOffer,
  createProduct,
  createStore,
  findProductWithOffers,
} from './offer-fixtures';
import { buildTestApp, testDatabases } from './test-databases';

// The tyre page's shared parts are kept in memory per tyre (decision 0060): what a shopper sees
// must still be the database's, with distances equal to the SQL ones.

type Offer = {
  sellerProductId: number;
  store: { name: string };
  price: number;
  promotions: { title: string }[];
  distanceKm: number | null;
};

/** Every offer of a tyre's page, in price order (null: an unknown or withdrawn tyre). */
const pageOf = (pieces: DetailPieces | null) =>
  pieces
    ? assemblePage(
        pieces,
        null,
        'price',
        { offset: 0, limit: Number.MAX_SAFE_INTEGER },
        {},
      ).toString()
    : null;

const KHON_KAEN = { latitude: 16.4419, longitude: 102.836 };
const BANGKOK = { latitude: 13.75, longitude: 100.5 };

describe.each(testDatabases())('tyre detail from memory on $name', ({ open }) => {
  let database: DatabaseHandle;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await open();
    app = await buildTestApp(database);
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  const detail = (productId: number, location?: { latitude: number; longitude: number }) =>
    app.inject({
      method: 'POST',
      url: '/api/product/get-product-detail',
      payload: { param: String(productId), sort: 'distance' },
      headers: location ? { locationdata: JSON.stringify(location) } : {},
    });

  it('gives each offer the distance the database measures (earthdistance), to 100 m', async () => {
    const productId = await findProductWithOffers(database.db, 5);
    const res = await detail(productId, KHON_KAEN);
    expect(res.statusCode).toBe(200);
    const offers = res.json().offers as Offer[];
    const measured = await database.db.execute<{ id: number; km: number }>(sql`
      select sp.id, round(earth_distance(ll_to_earth(s.latitude, s.longitude),
        ll_to_earth(${KHON_KAEN.latitude}::float8, ${KHON_KAEN.longitude}::float8))::numeric / 100) / 10 as km
      from seller_products sp join stores s on s.id = sp.store_id
      where sp.product_id = ${productId}`);
    const km = new Map(measured.rows.map((r) => [Number(r.id), Number(r.km)]));
    expect(offers.length).toBeGreaterThanOrEqual(5);
    for (const offer of offers) {
      expect(offer.distanceKm).toBeCloseTo(km.get(offer.sellerProductId) as number, 5);
    }
    const distances = offers.map((o) => o.distanceKm as number);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
  });

  it('shows a committed change on the next view: price, shop name, promotion, shop off, tyre withdrawn', async () => {
    const productId = await createProduct(database.db);
    const shop = await createStore(database.db, {
      name: 'ร้านทดสอบแคช',
      latitude: 13.75,
      longitude: 100.5,
    });
    const offerId = await createOffer(database.db, {
      storeId: shop.id,
      productId,
      priceSatang: 300_000,
    });
    const offer = async () => {
      const res = await detail(productId);
      return res.statusCode === 200
        ? (res.json().offers as Offer[]).find((o) => o.sellerProductId === offerId)
        : res.statusCode;
    };
    expect(await offer()).toMatchObject({ price: 3000, store: { name: 'ร้านทดสอบแคช' } });

    await database.db
      .update(sellerProducts)
      .set({ priceSatang: 310_000 })
      .where(eq(sellerProducts.id, offerId));
    expect(await offer()).toMatchObject({ price: 3100 });

    await database.db
      .update(stores)
      .set({ name: 'ร้านทดสอบแคช สาขาใหม่' })
      .where(eq(stores.id, shop.id));
    expect(await offer()).toMatchObject({ store: { name: 'ร้านทดสอบแคช สาขาใหม่' } });

    await addPromotion(database.db, offerId, {
      title: 'ลดเส้นละ 100',
      amountType: 'discountAmount',
      amountValue: 10_000,
    });
    expect(await offer()).toMatchObject({ promotions: [{ title: 'ลดเส้นละ 100' }] });

    await database.db.update(stores).set({ isActive: false }).where(eq(stores.id, shop.id));
    expect(await offer()).toBeUndefined();

    await database.db.update(products).set({ isActive: false }).where(eq(products.id, productId));
    expect(await offer()).toBe(404);
  });

  it('keeps a tyre page while other tyres change, and reads it again when its own offers change', async () => {
    const shop = await createStore(database.db, { name: 'ร้านทดสอบสองยาง', ...BANGKOK });
    const kept = await createProduct(database.db);
    const other = await createProduct(database.db);
    await createOffer(database.db, { storeId: shop.id, productId: kept, priceSatang: 300_000 });
    const otherOffer = await createOffer(database.db, {
      storeId: shop.id,
      productId: other,
      priceSatang: 300_000,
    });
    // Other files may edit a brand meanwhile (which drops every page): try a few times.
    let isKept = false;
    for (let attempt = 0; attempt < 3 && !isKept; attempt++) {
      const before = await detailPiecesOf(database.db, kept, 0);
      await database.db
        .update(sellerProducts)
        .set({ priceSatang: 290_000 + attempt })
        .where(eq(sellerProducts.id, otherOffer));
      isKept = (await detailPiecesOf(database.db, kept, 0)) === before;
    }
    expect(isKept).toBe(true);

    const before = await detailPiecesOf(database.db, kept, 0);
    await database.db
      .update(sellerProducts)
      .set({ qty: 1 })
      .where(eq(sellerProducts.productId, kept));
    expect(await detailPiecesOf(database.db, kept, 0)).not.toBe(before);
  });

  it('loading every tyre at once gives every tyre the page reading it on its own gives', {
    timeout: 180_000,
  }, async () => {
    // A tyre with what the seed seldom has: promotions (one not running today), services of both
    // order types, a delivery fee, a warranty switched off, a shop switched off.
    const productId = await createProduct(database.db);
    const shop = await createStore(database.db, { name: 'ร้าน "ทุกอย่าง"', ...BANGKOK });
    const closed = await createStore(database.db, { name: 'ร้านปิด', ...BANGKOK });
    const offerId = await createOffer(database.db, {
      storeId: shop.id,
      productId,
      priceSatang: 250_000,
    });
    await createOffer(database.db, { storeId: closed.id, productId, priceSatang: 240_000 });
    await addPromotion(database.db, offerId, {
      title: 'ลดเส้นละ 100',
      amountType: 'discountAmount',
      amountValue: 10_000,
    });
    await addPromotion(database.db, offerId, {
      title: 'ลด 5%',
      amountType: 'discountPercent',
      amountValue: 500,
    });
    await addPromotion(database.db, offerId, {
      title: 'หมดเขตแล้ว',
      amountType: 'discountAmount',
      amountValue: 20_000,
      endDate: '2020-12-31',
    });
    await database.db.update(stores).set({ isActive: false }).where(eq(stores.id, closed.id));
    await database.db
      .update(sellerProducts)
      .set({ isDeliveryAvailable: true, priceDeliverySatang: 255_000, deliveryRateSatang: 5_000 })
      .where(eq(sellerProducts.id, offerId));
    const withdrawn = await createProduct(database.db, false);

    const loaded = new TyrePages(database.db, 0);
    await loaded.loadAll();
    expect(loaded.lastLoad).toMatchObject({ leftOut: 0 });
    const ids = await findActiveProductIds(database.db);
    expect(ids).toContain(productId);
    expect(loaded.size).toBe(ids.length);
    const here = toRadPoint(KHON_KAEN.latitude, KHON_KAEN.longitude);
    const pages = (pieces: DetailPieces | null) =>
      pieces && [
        pageOf(pieces),
        assemblePage(pieces, here, 'distance', { offset: 1, limit: 3 }, {}).toString(),
      ];
    // Other files write meanwhile: a tyre that differs is compared again after the same changes.
    for (const id of [...ids, withdrawn]) {
      let same = false;
      for (let attempt = 0; attempt < 3 && !same; attempt++) {
        const [a, b] = [await loaded.get(id), await new TyrePages(database.db, 0).get(id)];
        same = JSON.stringify(pages(a)) === JSON.stringify(pages(b));
        if (attempt === 2) expect(pages(a)).toEqual(pages(b));
      }
    }
    expect(await loaded.get(withdrawn)).toBeNull();
    const offers = JSON.parse(pageOf(await loaded.get(productId)) as string).offers as Offer[];
    expect(offers.map((o) => o.sellerProductId)).toContain(offerId);
    expect(offers.find((o) => o.sellerProductId === offerId)?.promotions).toHaveLength(2);
    expect(offers.every((o) => o.store.name !== 'ร้านปิด')).toBe(true);
  });

  it('leaves out of a load at once the tyres a write changed after the load read them', async () => {
    const shop = await createStore(database.db, { name: 'ร้านระหว่างโหลด', ...BANGKOK });
    const productId = await createProduct(database.db);
    const offerId = await createOffer(database.db, {
      storeId: shop.id,
      productId,
      priceSatang: 300_000,
    });
    const pages = new TyrePages(database.db, 0);
    // The write commits after the load's snapshot, before the copy keeps what it read.
    const load = pages.loadAll(undefined, async () => {
      await database.db
        .update(sellerProducts)
        .set({ priceSatang: 280_000 })
        .where(eq(sellerProducts.id, offerId));
    });
    await load;
    expect(pages.lastLoad?.changed).toBeGreaterThanOrEqual(1);
    expect(pages.isKept(productId)).toBe(false);
    const offers = JSON.parse(pageOf(await pages.get(productId)) as string).offers as Offer[];
    expect(offers.find((o) => o.sellerProductId === offerId)).toMatchObject({ price: 2800 });
  });

  it('keeps its pages when the change log was pruned empty before it started (a quiet spell)', async () => {
    const productId = await createProduct(database.db);
    // As after ten minutes without a catalogue write: every logged change pruned, the newest
    // pruned seq recorded (product-detail.cache.ts pruneChanges).
    await database.db.execute(sql`
      with gone as (delete from catalog_changes returning seq)
      update cache_versions set version = greatest(version, (select coalesce(max(seq), 0) from gone))
       where name = 'catalog_changes_pruned'`);
    const pages = new TyrePages(database.db, 0);
    const first = await pages.get(productId);
    expect(first).not.toBeNull();
    for (let check = 0; check < 3; check++) {
      expect(await pages.get(productId)).toBe(first);
    }
  });

  it('keeps its pages when it started with an old change log that is pruned afterwards', async () => {
    const productId = await createProduct(database.db);
    const logOldChange = () =>
      database.db.execute(sql`
        insert into catalog_changes (product_id, at) values (${productId}, now() - interval '1 hour')`);
    // Pruned by this copy at its first check, or by another process after this copy started.
    for (const pruneEveryMs of [0, 60_000]) {
      // Other files may edit a brand meanwhile (which drops every page): try a few times.
      let isKept = false;
      for (let attempt = 0; attempt < 3 && !isKept; attempt++) {
        await logOldChange();
        const pages = new TyrePages(database.db, { checkEveryMs: 0, pruneEveryMs });
        const first = await pages.get(productId);
        expect(first).not.toBeNull();
        await pruneChanges(database.db);
        isKept = true;
        for (let check = 0; check < 3; check++) {
          if ((await pages.get(productId)) !== first) isKept = false;
        }
      }
      expect(isKept).toBe(true);
    }
  });

  it('keeps pages within its memory budget: the most viewed at start, then the recently viewed; a tyre not kept is read from the database', async () => {
    const whole = new TyrePages(database.db, 0);
    await whole.loadAll();
    const budget = Math.max(Math.floor(whole.bytes / 4), 2 * 1024 * 1024);
    const pages = new TyrePages(database.db, { checkEveryMs: 0, maxBytes: budget });
    await pages.loadAll();
    expect(pages.bytes).toBeLessThanOrEqual(budget);
    const ids = await findActiveProductIds(database.db);
    // Loaded most viewed first, until the budget was full.
    expect(pages.isKept(ids[0])).toBe(true);
    const leastViewed = ids[ids.length - 1];
    expect(pages.isKept(leastViewed)).toBe(false);

    // A view of a tyre not kept is answered from the database, with what a copy of it alone reads.
    let same = false;
    for (let attempt = 0; attempt < 3 && !same; attempt++) {
      const [a, b] = [
        await pages.get(leastViewed),
        await new TyrePages(database.db, 0).get(leastViewed),
      ];
      same = pageOf(a) === pageOf(b);
      if (attempt === 2) expect(pageOf(a)).toEqual(pageOf(b));
    }
    expect(pages.isKept(leastViewed)).toBe(true);

    // Views past a small budget: the latest views stay, the earliest go, the budget holds.
    const viewed = ids.slice(0, 40);
    let latestBytes = 0;
    for (const id of viewed.slice(20)) {
      const pieces = await whole.get(id);
      latestBytes += pieces ? piecesBytes(pieces) : 64;
    }
    // The texts the 40 tyres share are kept once, beside their pages.
    const all = new TyrePages(database.db, 0);
    for (const id of viewed) await all.get(id);
    const smallBudget = (latestBytes + all.fragmentBytes) * 1.05;
    const small = new TyrePages(database.db, { checkEveryMs: 0, maxBytes: smallBudget });
    for (const id of viewed) await small.get(id);
    expect(small.bytes).toBeLessThanOrEqual(smallBudget);
    expect(small.isKept(viewed[39])).toBe(true);
    expect(small.isKept(viewed[0])).toBe(false);
  });

  it('rewrites a kept page in place after each write: the page a read of the tyre alone gives (decision 0124)', async () => {
    const [shopA, shopB, shopC] = [
      await createStore(database.db, { name: 'ร้านแก้ในที่ ก', ...BANGKOK }),
      await createStore(database.db, { name: 'ร้านแก้ในที่ ข', ...KHON_KAEN }),
      await createStore(database.db, { name: 'ร้านแก้ในที่ ค', latitude: 18.79, longitude: 98.98 }),
    ];
    const [tyre, other] = [await createProduct(database.db), await createProduct(database.db)];
    const a1 = await createOffer(database.db, {
      storeId: shopA.id,
      productId: tyre,
      priceSatang: 300_000,
    });
    const a2 = await createOffer(database.db, {
      storeId: shopA.id,
      productId: tyre,
      priceSatang: 310_000,
      productionYear: 2025,
    });
    const b1 = await createOffer(database.db, {
      storeId: shopB.id,
      productId: tyre,
      priceSatang: 305_000,
    });
    const c1 = await createOffer(database.db, {
      storeId: shopC.id,
      productId: tyre,
      priceSatang: 320_000,
    });
    const moved = await createOffer(database.db, {
      storeId: shopB.id,
      productId: other,
      priceSatang: 290_000,
      productionYear: 2024,
    });

    const copy = new TyrePages(database.db, 0);
    const here = toRadPoint(KHON_KAEN.latitude, KHON_KAEN.longitude);
    const pages = (pieces: DetailPieces | null) =>
      pieces && [
        pageOf(pieces),
        assemblePage(pieces, here, 'distance', { offset: 1, limit: 2 }, {}).toString(),
      ];
    /** The copy's pages of both tyres equal a fresh read of each (the SQL path). */
    const expectSameAsRead = async () => {
      for (const id of [tyre, other]) {
        expect(pages(await copy.get(id))).toEqual(
          pages(await new TyrePages(database.db, 0).get(id)),
        );
      }
    };
    await expectSameAsRead();
    const setOffer = (id: number, values: Partial<typeof sellerProducts.$inferInsert>) =>
      database.db.update(sellerProducts).set(values).where(eq(sellerProducts.id, id));
    const writes: [string, () => Promise<unknown>][] = [
      ['a price', () => setOffer(a1, { priceSatang: 280_000 })],
      ['out of stock', () => setOffer(b1, { qty: 0 })],
      ['back in stock', () => setOffer(b1, { qty: 8 })],
      [
        'a new offer',
        () =>
          createOffer(database.db, {
            storeId: shopC.id,
            productId: tyre,
            priceSatang: 270_000,
            productionYear: 2024,
          }),
      ],
      ['an offer moved from another tyre', () => setOffer(moved, { productId: tyre })],
      [
        'a promotion',
        () =>
          addPromotion(database.db, a2, {
            title: 'ลดในที่',
            amountType: 'discountAmount',
            amountValue: 10_000,
          }),
      ],
      [
        'a service',
        () =>
          addService(database.db, c1, shopC.id, {
            title: 'ถ่วงล้อ',
            priceSatang: 20_000,
            isIncluded: true,
            orderType: 1,
          }),
      ],
      [
        'a shop renamed',
        () =>
          database.db.update(stores).set({ name: 'ร้านแก้ในที่ ก ใหม่' }).where(eq(stores.id, shopA.id)),
      ],
      [
        'a shop switched off',
        () => database.db.update(stores).set({ isActive: false }).where(eq(stores.id, shopC.id)),
      ],
      [
        'a shop switched on',
        () => database.db.update(stores).set({ isActive: true }).where(eq(stores.id, shopC.id)),
      ],
      [
        'an offer deleted',
        () => database.db.delete(sellerProducts).where(eq(sellerProducts.id, c1)),
      ],
      [
        'the tyre itself',
        () => database.db.update(products).set({ loadIndex: 109 }).where(eq(products.id, tyre)),
      ],
      [
        'every offer in one statement',
        () =>
          database.db.execute(
            sql`update seller_products set price_satang = price_satang - 100 where product_id = ${tyre}`,
          ),
      ],
      ['the offer moved back', () => setOffer(moved, { productId: other })],
    ];
    const rewritten = copy.rewrites.pages;
    for (const [what, write] of writes) {
      await write();
      // A rewritten page comes with its price order: its first view sorts nothing.
      const page = await copy.get(tyre);
      if (page) expect(page.byPrice, what).toBeDefined();
      await expectSameAsRead();
    }
    // The writes were applied to the kept pages, not by reading the tyres again.
    expect(copy.rewrites.pages - rewritten).toBeGreaterThanOrEqual(writes.length);
    const shown = JSON.parse(pageOf(await copy.get(tyre)) as string);
    expect(shown.product.loadIndex).toBe(109);
    expect((shown.offers as Offer[]).map((o) => o.sellerProductId)).toEqual(
      expect.arrayContaining([a1, a2, b1]),
    );
  });

  /** A new tyre with one offer of a new Bangkok shop, and that offer's price on a page. */
  async function oneOfferTyre(shopName: string) {
    const shop = await createStore(database.db, { name: shopName, ...BANGKOK });
    const tyre = await createProduct(database.db);
    const offerId = await createOffer(database.db, {
      storeId: shop.id,
      productId: tyre,
      priceSatang: 300_000,
    });
    const priceOf = (pieces: DetailPieces | null) =>
      (JSON.parse(pageOf(pieces) as string).offers as Offer[]).find(
        (o) => o.sellerProductId === offerId,
      )?.price;
    return { tyre, offerId, priceOf };
  }

  it('answers a tyre page being rewritten after a write with the kept page at once, and the new page once it is rewritten', async () => {
    const { tyre, offerId, priceOf } = await oneOfferTyre('ร้านระหว่างเขียนใหม่');
    const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
    // Other files may edit a brand meanwhile (which starts every page afresh): try a few times.
    let shown = false;
    for (let attempt = 0; attempt < 3 && !shown; attempt++) {
      let atGate = false;
      let release = () => {};
      const gate = new Promise<void>((resolve) => {
        release = resolve;
      });
      // The rewrite waits here until released: a view that waited for it would never answer.
      const copy = new TyrePages(database.db, {
        checkEveryMs: 1,
        beforeRewrite: async () => {
          atGate = true;
          await gate;
        },
      });
      const before = await copy.get(tyre);
      const price = priceOf(before) as number;
      await database.db
        .update(sellerProducts)
        .set({ priceSatang: (price + 100) * 100 })
        .where(eq(sellerProducts.id, offerId));
      for (let view = 0; view < 500 && !atGate; view++) {
        expect(priceOf(await copy.get(tyre))).toBe(price);
        await sleep(5);
      }
      expect(atGate).toBe(true);
      // Being rewritten: the kept page, at once.
      const during = await copy.get(tyre);
      if (during !== before) continue; // started afresh meanwhile
      release();
      for (let poll = 0; poll < 500 && !shown; poll++) {
        await sleep(5);
        shown = priceOf(await copy.get(tyre)) === price + 100;
      }
      expect(copy.rewrites.pages).toBeGreaterThanOrEqual(1);
    }
    expect(shown).toBe(true);
  });

  it('rewrites a viewed tyre on its own, without waiting for the round its change is in', async () => {
    const { tyre, offerId, priceOf } = await oneOfferTyre('ร้านดูก่อนรอบ');
    let release = () => {};
    const rounds = new Promise<void>((resolve) => {
      release = resolve;
    });
    // Rounds are held back for the whole test: only the viewed tyre's own rewrite can show it.
    const copy = new TyrePages(database.db, {
      checkEveryMs: 1,
      beforeRewrite: (what) => (what === 'round' ? rounds : Promise.resolve()),
    });
    try {
      const price = priceOf(await copy.get(tyre)) as number;
      await database.db
        .update(sellerProducts)
        .set({ priceSatang: (price + 50) * 100 })
        .where(eq(sellerProducts.id, offerId));
      let shown = false;
      for (let view = 0; view < 500 && !shown; view++) {
        await new Promise((r) => setTimeout(r, 5));
        shown = priceOf(await copy.get(tyre)) === price + 50;
      }
      expect(shown).toBe(true);
    } finally {
      release();
    }
  });

  it('logs the tyres each write touches: offers, shops, promotions, tyres; a view count logs nothing, one tyre or many', async () => {
    const shop = await createStore(database.db, { name: 'ร้านทดสอบบันทึก', ...BANGKOK });
    const [first, second] = [await createProduct(database.db), await createProduct(database.db)];
    const offerId = await createOffer(database.db, {
      storeId: shop.id,
      productId: first,
      priceSatang: 300_000,
    });
    await createOffer(database.db, { storeId: shop.id, productId: second, priceSatang: 300_000 });
    const viewed = [first, second];
    for (let i = 0; i < 30; i++) viewed.push(await createProduct(database.db));
    const logged = async (write: () => Promise<unknown>, watched = [first, second]) => {
      const [{ seq }] = (
        await database.db.execute<{ seq: string }>(
          sql`select coalesce(max(seq), 0) as seq from catalog_changes`,
        )
      ).rows;
      await write();
      const rows = await database.db.execute<{ product_id: number | null }>(
        sql`select product_id from catalog_changes where seq > ${seq}`,
      );
      return rows.rows.map((r) => r.product_id).filter((id) => id !== null && watched.includes(id));
    };

    expect(
      await logged(() =>
        database.db.update(sellerProducts).set({ qty: 3 }).where(eq(sellerProducts.id, offerId)),
      ),
    ).toEqual([first]);
    expect(
      (
        await logged(() =>
          database.db
            .update(stores)
            .set({ name: 'ร้านทดสอบบันทึก ใหม่' })
            .where(eq(stores.id, shop.id)),
        )
      ).sort((a, b) => (a ?? 0) - (b ?? 0)),
    ).toEqual([first, second].sort((a, b) => a - b));
    expect(
      await logged(() =>
        addPromotion(database.db, offerId, {
          title: 'ลดเส้นละ 50',
          amountType: 'discountAmount',
          amountValue: 5_000,
        }),
      ),
    ).toEqual([first]);
    expect(
      await logged(() =>
        database.db.update(products).set({ loadIndex: 111 }).where(eq(products.id, second)),
      ),
    ).toEqual([second]);
    expect(
      await logged(() =>
        database.db.execute(
          sql`update products set view_count = view_count + 5, updated_at = now() where id = ${second}`,
        ),
      ),
    ).toEqual([]);
    // The view counter's batch (product-detail.views.ts): many tyres in one statement; of them
    // only the one whose spec changed too is logged (migration 0021 gathers them with a join).
    const batch = (changed: number | null) =>
      database.db.execute(sql`
        update products set view_count = view_count + 1,
          load_index = case when id = ${changed ?? 0} then load_index + 1 else load_index end
        where id = any(${`{${viewed.join(',')}}`}::int[])`);
    expect(await logged(() => batch(null), viewed)).toEqual([]);
    expect(await logged(() => batch(second), viewed)).toEqual([second]);
  });
});

describe.each(testDatabases())('tyre pages loaded at start on $name', ({ open }) => {
  it('loads every active tyre in the background and says so on /api/health until done', async () => {
    const database = await open();
    const app = await buildTestApp(database, { preloadTyrePages: true });
    try {
      const health = async () =>
        (await app.inject({ method: 'GET', url: '/api/health' })).json() as {
          warming: boolean;
          tyrePages: number;
        };
      const started = Date.now();
      while ((await health()).warming && Date.now() - started < 60_000) {
        await new Promise((r) => setTimeout(r, 50));
      }
      const [{ n }] = (
        await database.db.execute<{ n: number }>(sql`
          select count(*)::int as n from products p join tyre_models m on m.id = p.tyre_model_id
          join brands b on b.id = m.brand_id where p.is_active and m.is_active and b.is_active`)
      ).rows;
      // Other files add tyres meanwhile on the shared database: at least those there at start.
      const after = await health();
      expect(after.warming).toBe(false);
      expect(after.tyrePages).toBeGreaterThan(100);
      expect(after.tyrePages).toBeLessThanOrEqual(n);
      // A staple tyre is kept: two views share the same pieces without reading it again.
      const id = await findProductWithOffers(database.db, 3);
      const pieces = await detailPiecesOf(database.db, id, 0);
      expect(pieces).not.toBeNull();
      expect(await detailPiecesOf(database.db, id, 0)).toBe(pieces);
    } finally {
      await app.close();
      await database.close();
    }
  });

  it('a server started with an old change log keeps the pages it loaded once the log is pruned', async () => {
    const database = await open();
    const productId = await findProductWithOffers(database.db, 3);
    await database.db.execute(sql`
      insert into catalog_changes (product_id, at) values (${productId}, now() - interval '1 hour')`);
    const app = await buildTestApp(database, { preloadTyrePages: true });
    try {
      const started = Date.now();
      const warming = async () =>
        ((await app.inject({ method: 'GET', url: '/api/health' })).json() as { warming: boolean })
          .warming;
      while ((await warming()) && Date.now() - started < 60_000) {
        await new Promise((r) => setTimeout(r, 50));
      }
      // Other files may edit a brand meanwhile (which drops every page): try a few times.
      let isKept = false;
      for (let attempt = 0; attempt < 3 && !isKept; attempt++) {
        const pieces = await detailPiecesOf(database.db, productId, 0);
        expect(pieces).not.toBeNull();
        // As another process does once a minute: the old rows go, the pruned mark moves.
        await pruneChanges(database.db);
        isKept = true;
        for (let check = 0; check < 3; check++) {
          if ((await detailPiecesOf(database.db, productId, 0)) !== pieces) isKept = false;
        }
      }
      expect(isKept).toBe(true);
    } finally {
      await app.close();
      await database.close();
    }
  });
});
