import { SearchProductBodySchema, type SearchProductInput } from '@yangdee/contracts/catalog';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../src/db/client';
import { products } from '../src/db/schema/catalog';
import { sellerProducts, sellerProductWarranties, sellerWarranties } from '../src/db/schema/offers';
import { stores } from '../src/db/schema/stores';
import { ListingCopy } from '../src/modules/catalog/card-index.copy';
import { findIndexRows } from '../src/modules/catalog/card-index.repository';
import type { CardIndex } from '../src/modules/catalog/card-index.search';
import { type SearchSource, searchProducts } from '../src/modules/catalog/search.service';
import {
  addPromotion,
  addService,
  createOffer,
  createProduct,
  createStore,
  TEST_SIZE,
} from './offer-fixtures';
import { parsedSearch } from './search-answer';
import { buildTestApp, testDatabases } from './test-databases';

// The in-memory tyre listing (decision 0060) must answer every search exactly as the SQL card
// queries do, and show every committed write on the next search.

const SORTS = ['popular', 'price_asc', 'price_desc', 'newest', 'total'] as const;
const SHOPPER_FILTERS: SearchProductInput[] = [
  {},
  { inStock: '1' },
  { orderType: 'SERVICE' },
  { orderType: 'SERVICE', inStock: '1' },
  { orderType: 'DELIVERY' },
  { orderType: 'DELIVERY', inStock: '1' },
];
/** Made within 12 / 24 months (decision 0164): the copy's fresh positions against SQL. */
const FRESH_FILTERS: SearchProductInput[] = [
  { fresh: '12' },
  { fresh: '24', inStock: '1' },
  { orderType: 'SERVICE', fresh: '12', inStock: '1' },
  { orderType: 'DELIVERY', fresh: '24' },
];
/** Every tyre of the test size, newest first, as the copy is asked it directly. */
const TEST_SIZE_NEWEST = {
  width: TEST_SIZE.width,
  ratio: TEST_SIZE.ratio,
  diameter: TEST_SIZE.diameter,
  words: [],
  filter: { inStock: false },
  sort: 'newest' as const,
  offset: 0,
  limit: 1000,
};
const CRITERIA: SearchProductInput[] = [
  {},
  { brand: 'michelin' },
  { width: '265', ratio: '65', diameter: '17' },
  { diameter: '15', pageSize: 60 },
  { k: 'มิชลิน' },
  { k: '2656517' },
  { k: 'primacy' },
  { k: 'ยางประหยัด' },
  { k: 'michelin primacy 4' },
  { type: 'suv' },
  { make: 'toyota', model: 'hilux-revo', year: '2020' },
  { priceMin: '2000', priceMax: '4000' },
  { brand: 'bridgestone', diameter: '16' },
  { page: '3', pageSize: '10' },
  { page: '999' },
];

/** Every criteria once with every shopper filter and sort, spread so each pair meets. */
function bodies(): SearchProductInput[] {
  const list: SearchProductInput[] = [];
  CRITERIA.forEach((criteria, i) => {
    [...SHOPPER_FILTERS, ...FRESH_FILTERS].forEach((filter, j) => {
      list.push({ ...criteria, ...filter, sort: SORTS[(i + j) % SORTS.length] });
    });
  });
  return list;
}

describe.each(testDatabases())('in-memory tyre listing on $name', ({ open }) => {
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

  const fromMemory = async (input: SearchProductInput) => {
    const answer = await searchProducts(database.db, SearchProductBodySchema.parse(input));
    return parsedSearch(answer);
  };
  const fromSql = (input: SearchProductInput) =>
    searchProducts(database.db, SearchProductBodySchema.parse(input), {
      fromMemory: false,
      indexCheckMs: 0,
    });
  // The first two tests write nothing: the SQL answer to a search is read once and compared with
  // every copy's answer to it (read again only when they differ, see below).
  const references = new Map<string, unknown>();
  const referenceOf = async (body: SearchProductInput, again: boolean) => {
    const key = JSON.stringify(body);
    if (again || !references.has(key)) references.set(key, sortKeys(await fromSql(body)));
    return references.get(key);
  };

  it('answers every search like the SQL card queries: same cards, prices, badges, order and totals', async () => {
    let compared = 0;
    for (const body of bodies()) {
      // A write between the two reads (a database shared with other files) may differ once,
      // never three times in a row: a difference reads both again.
      let memory: unknown;
      let reference: unknown;
      for (let attempt = 0; attempt < 3; attempt++) {
        memory = sortKeys(await fromMemory(body));
        reference = await referenceOf(body, attempt > 0);
        if (JSON.stringify(memory) === JSON.stringify(reference)) break;
      }
      expect(memory, JSON.stringify(body)).toEqual(reference);
      compared += 1;
    }
    expect(compared).toBe(CRITERIA.length * (SHOPPER_FILTERS.length + FRESH_FILTERS.length));
  });

  it('answers like SQL again from the lists and counts one copy keeps: each search walks its sorted candidates only as far as its page', async () => {
    const copy = new ListingCopy(database.db, 0);
    const source = { fromMemory: true, indexCheckMs: 0, listing: copy };
    for (const round of ['made', 'kept']) {
      for (const body of bodies()) {
        let memory: unknown;
        let reference: unknown;
        for (let attempt = 0; attempt < 3; attempt++) {
          const answer = await searchProducts(
            database.db,
            SearchProductBodySchema.parse(body),
            source,
          );
          memory = sortKeys(parsedSearch(answer));
          reference = await referenceOf(body, attempt > 0);
          if (JSON.stringify(memory) === JSON.stringify(reference)) break;
        }
        expect(memory, `${round} ${JSON.stringify(body)}`).toEqual(reference);
      }
    }
    // Sorted by total (decision 0165), the SQL path prices every matching tyre's offers.
  }, 180_000);

  it('shows a committed write on the next search: new offers, badges, a shop switched off, a tyre withdrawn', async () => {
    const productId = await createProduct(database.db);
    const near = { latitude: 13.75, longitude: 100.5 };
    const first = await createStore(database.db, { name: 'ร้านทดสอบหนึ่ง', ...near });
    const second = await createStore(database.db, { name: 'ร้านทดสอบสอง', ...near });
    const size = {
      width: String(TEST_SIZE.width),
      ratio: String(TEST_SIZE.ratio),
      diameter: String(TEST_SIZE.diameter),
      pageSize: '60',
    };
    // Other test files add tyres of the same size to the shared database meanwhile: the card may
    // sit on any page of the listing, so every page is read.
    const card = async () => {
      for (let page = 1; ; page++) {
        const answer = await fromMemory({ ...size, page: String(page) });
        const found = answer.items.find((c: { id: number }) => c.id === productId);
        if (found || page >= answer.totalPage) return found;
      }
    };

    expect(await card()).toBeUndefined();
    await createOffer(database.db, { storeId: first.id, productId, priceSatang: 400_000 });
    expect(await card()).toMatchObject({ minPrice: 4000, shopCount: 1, hasPromotion: false });

    const cheaper = await createOffer(database.db, {
      storeId: second.id,
      productId,
      priceSatang: 350_000,
    });
    await addPromotion(database.db, cheaper, {
      title: 'ลด 100 บาท',
      amountType: 'discountAmount',
      amountValue: 100,
    });
    expect(await card()).toMatchObject({ minPrice: 3500, shopCount: 2, hasPromotion: true });

    await database.db.update(stores).set({ isActive: false }).where(eq(stores.id, second.id));
    expect(await card()).toMatchObject({ minPrice: 4000, shopCount: 1, hasPromotion: false });

    await database.db.update(products).set({ isActive: false }).where(eq(products.id, productId));
    expect(await card()).toBeUndefined();
  });

  it('applies writes per tyre: after price, stock, status, promotion, warranty and shop-setting changes the updated copy equals a fresh one and the SQL path', async () => {
    const { db } = database;
    // A copy of its own, loaded whole once, then kept up to date from the change log, two tyres
    // per catch-up (a change to a shop's tyres waits in slices, decision 0182).
    const kept = new ListingCopy(db, 0);
    kept.sliceTyres = 2;
    await kept.fresh();
    const productId = await createProduct(db);
    const near = { latitude: 13.76, longitude: 100.51 };
    const first = await createStore(db, { name: 'ร้านทดสอบสาม', ...near });
    const second = await createStore(db, { name: 'ร้านทดสอบสี่', ...near });
    const a = await createOffer(db, { storeId: first.id, productId, priceSatang: 500_000 });
    const b = await createOffer(db, { storeId: second.id, productId, priceSatang: 450_000 });
    const size = {
      width: String(TEST_SIZE.width),
      ratio: String(TEST_SIZE.ratio),
      diameter: String(TEST_SIZE.diameter),
      pageSize: '60',
    };
    const searches = [{}, size, { ...size, k: 'primacy' }].flatMap((criteria, i) =>
      SHOPPER_FILTERS.map((filter, j) => ({
        ...criteria,
        ...filter,
        sort: SORTS[(i + j) % SORTS.length],
      })),
    );
    const read = async (input: SearchProductInput, source: SearchSource) => {
      const answer = await searchProducts(db, SearchProductBodySchema.parse(input), source);
      return sortKeys(parsedSearch(answer));
    };
    let compared = 0;
    const sameAsReference = async (step: string) => {
      let loadedWhole = new ListingCopy(db, 0);
      for (const body of searches) {
        let updated: unknown;
        let fresh: unknown;
        let reference: unknown;
        // Other test files write meanwhile: a write between the reads may differ once, not thrice.
        for (let attempt = 0; attempt < 3; attempt++) {
          updated = await read(body, { fromMemory: true, indexCheckMs: 0, listing: kept });
          if (attempt > 0) loadedWhole = new ListingCopy(db, 0);
          fresh = await read(body, { fromMemory: true, indexCheckMs: 0, listing: loadedWhole });
          reference = await read(body, { fromMemory: false, indexCheckMs: 0 });
          const json = JSON.stringify(updated);
          if (json === JSON.stringify(reference) && json === JSON.stringify(fresh)) break;
        }
        expect(updated, `${step} ${JSON.stringify(body)}`).toEqual(reference);
        expect(updated, `${step} ${JSON.stringify(body)}`).toEqual(fresh);
        compared += 1;
      }
    };
    const offer = (id: number, set: Partial<typeof sellerProducts.$inferInsert>) =>
      db.update(sellerProducts).set(set).where(eq(sellerProducts.id, id));

    await sameAsReference('new offers');
    await offer(a, { priceSatang: 300_000 });
    await sameAsReference('price');
    await offer(b, { qty: 0 });
    await sameAsReference('quantity');
    await offer(a, { status: 4 });
    await sameAsReference('status NOTSALE');
    await offer(a, { status: 1, isDisplay: false });
    await sameAsReference('hidden');
    await offer(a, { isDisplay: true });
    await addPromotion(db, b, {
      title: 'ลด 200 บาท',
      amountType: 'discountAmount',
      amountValue: 200,
    });
    await sameAsReference('promotion');
    const [warranty] = await db
      .insert(sellerWarranties)
      .values({ storeId: first.id, title: 'รับประกัน 2 ปี', months: 24 })
      .returning({ id: sellerWarranties.id });
    await db
      .insert(sellerProductWarranties)
      .values({ sellerProductId: a, sellerWarrantyId: warranty.id });
    await sameAsReference('warranty');
    await db
      .update(sellerWarranties)
      .set({ isActive: false })
      .where(eq(sellerWarranties.id, warranty.id));
    await sameAsReference('warranty switched off');
    await db.update(stores).set({ isServiceEnabled: false }).where(eq(stores.id, first.id));
    await sameAsReference('shop setting: no installation');
    await db.update(stores).set({ isDeliveryEnabled: false }).where(eq(stores.id, second.id));
    await sameAsReference('shop setting: no delivery');
    await db.update(stores).set({ isServiceEnabled: true }).where(eq(stores.id, first.id));
    await db
      .update(sellerWarranties)
      .set({ isActive: true })
      .where(eq(sellerWarranties.id, warranty.id));
    await sameAsReference('warranty switched on again');
    // One statement over both offers (as a stock import or the bench's bulk change writes).
    await db.execute(sql`update seller_products set
        qty = case when id = ${a} then 0 else 8 end,
        price_satang = case when id = ${b} then 520000 else price_satang end
      where id in (${a}, ${b})`);
    await sameAsReference('one statement over two offers');
    await offer(a, { qty: 6 });
    await sameAsReference('the warranted offer back in stock');
    await db.delete(sellerProductWarranties).where(eq(sellerProductWarranties.sellerProductId, a));
    await sameAsReference('warranty link removed');
    // A compulsory service (the 4-fitted total of decision 0165 counts it).
    await addService(db, a, first.id, {
      title: 'ค่าถ่วงล้อ',
      priceSatang: 60_000,
      isIncluded: true,
      orderType: 0,
    });
    await sameAsReference('compulsory service');

    expect(compared).toBe(searches.length * 15);
    // Those writes were applied tyre by tyre, not by loading the listing again.
    expect(kept.stats.tyreUpdates).toBeGreaterThan(0);
    expect(kept.stats.tyresRead).toBeGreaterThan(0);
    // Fifteen whole loads, each now also reading the fresh windows (decision 0164) and pricing
    // every SERVICE offer's 4-fitted total (decision 0165): ~25 s on an idle machine on PGlite,
    // more on a busy one.
  }, 300_000);

  it('a change over more tyres than it applies one by one loads the whole listing, which equals the SQL path', async () => {
    const { db } = database;
    // At most one tyre applied at a time: a statement over two tyres makes a whole load.
    const copy = new ListingCopy(db, 0, 1);
    await copy.fresh();
    const near = { latitude: 13.77, longitude: 100.52 };
    const store = await createStore(db, { name: 'ร้านทดสอบหก', ...near });
    const [warranty] = await db
      .insert(sellerWarranties)
      .values({ storeId: store.id, title: 'รับประกัน 1 ปี', months: 12 })
      .returning({ id: sellerWarranties.id });
    const offers: number[] = [];
    for (const priceSatang of [310_000, 320_000]) {
      const productId = await createProduct(db);
      const id = await createOffer(db, { storeId: store.id, productId, priceSatang });
      await db
        .insert(sellerProductWarranties)
        .values({ sellerProductId: id, sellerWarrantyId: warranty.id });
      offers.push(id);
    }
    await copy.fresh();
    const loads = copy.stats.fullLoads;
    await db.execute(
      sql`update seller_products set qty = 0 where id in (${offers[0]}, ${offers[1]})`,
    );
    await copy.fresh();
    expect(copy.stats.fullLoads).toBeGreaterThan(loads);
    const size = {
      width: String(TEST_SIZE.width),
      ratio: String(TEST_SIZE.ratio),
      diameter: String(TEST_SIZE.diameter),
      pageSize: '60',
    };
    for (const filter of SHOPPER_FILTERS) {
      const body = { ...size, ...filter, sort: 'price_asc' as const };
      let memory: unknown;
      let reference: unknown;
      for (let attempt = 0; attempt < 3; attempt++) {
        const answer = await searchProducts(db, SearchProductBodySchema.parse(body), {
          fromMemory: true,
          indexCheckMs: 0,
          listing: copy,
        });
        memory = sortKeys(parsedSearch(answer));
        reference = sortKeys(await fromSql(body));
        if (JSON.stringify(memory) === JSON.stringify(reference)) break;
      }
      expect(memory, JSON.stringify(body)).toEqual(reference);
    }
  }, 180_000);

  it('applies a change over many tyres in slices, and a write committed meanwhile with the next slice, not after the whole change', async () => {
    const { db } = database;
    // Catch-ups started by hand (not due by time), two tyres each (decision 0182); the clock
    // pinned, so no new day makes a whole load midway.
    const copy = new ListingCopy(db, 60_000, 1000, () => new Date('2026-11-28T10:00:00+07:00'));
    copy.sliceTyres = 2;
    const store = await createStore(db, { name: 'ร้านทดสอบแปด', latitude: 13.8, longitude: 100.6 });
    const tyres: number[] = [];
    const offers: number[] = [];
    for (let i = 0; i < 6; i++) {
      const productId = await createProduct(db);
      tyres.push(productId);
      offers.push(await createOffer(db, { storeId: store.id, productId, priceSatang: 300_000 }));
    }
    await copy.catchUp(true);
    const loads = copy.stats.fullLoads;
    /** The tyres whose card shows the lowered price (2,900 baht). */
    const lowered = () => {
      const cards = JSON.parse((copy.latest as CardIndex).page(TEST_SIZE_NEWEST).itemsJson) as {
        id: number;
        minPrice: number;
      }[];
      return tyres.filter((id) => cards.find((c) => c.id === id)?.minPrice === 2900);
    };
    // One shop lowers five tyres in one statement.
    const bulk = offers.slice(0, 5);
    await db.execute(sql`update seller_products set price_satang = 290000
      where id in (${sql.join(
        bulk.map((id) => sql`${id}`),
        sql`, `,
      )})`);
    await copy.catchUp(true);
    expect(lowered()).toHaveLength(2);
    expect(copy.waitingTyres).toBe(3);
    // A write to the sixth tyre commits while three of the five wait: the next catch-up applies
    // it with one more of them.
    await db
      .update(sellerProducts)
      .set({ priceSatang: 290_000 })
      .where(eq(sellerProducts.id, offers[5]));
    await copy.catchUp(true);
    expect(lowered()).toContain(tyres[5]);
    expect(lowered()).toHaveLength(4);
    expect(copy.waitingTyres).toBe(2);
    // The rest follow; nothing was loaded whole.
    await copy.fresh();
    expect(lowered()).toEqual(tyres);
    expect(copy.waitingTyres).toBe(0);
    expect(copy.stats.fullLoads).toBe(loads);
  });

  it("reads tyres by id a few per statement: each part is the whole listing's rows", async () => {
    const { db } = database;
    const byId = (rows: { id: number }[]) => [...rows].sort((a, b) => a.id - b.id);
    const whole = byId(await findIndexRows(db));
    expect(whole.length).toBeGreaterThan(5);
    // By id, in parts of two (one id not listed: no row).
    const ids = [...whole.slice(0, 5).map((r) => r.id), -1];
    expect(byId(await findIndexRows(db, ids, 2))).toEqual(whole.slice(0, 5));
  });

  it('reads only the view counts of every tyre each minute: the popular order follows them, and a tyre listed or unlisted without a log row comes or goes', async () => {
    const { db } = database;
    const copy = new ListingCopy(db, 0);
    copy.countsEveryMs = 0;
    const popular = { sort: 'popular' as const, pageSize: 60 };
    const source: SearchSource = { fromMemory: true, indexCheckMs: 0, listing: copy };
    const ids = async () =>
      parsedSearch(
        await searchProducts(db, SearchProductBodySchema.parse(popular), source),
      ).items.map((card) => card.id);
    // Two tyres made the most sold and searched (a logged write), tied but for their views.
    const [a, b] = (await ids()).slice(-2);
    const was = await db.execute<{ id: number; sold: number; searched: number; viewed: number }>(
      sql`select id, sold_count as sold, search_count as searched, view_count as viewed
            from products where id in (${a}, ${b})`,
    );
    await db.execute(sql`update products set sold_count = 1000000, search_count = 1000000,
      view_count = case when id = ${a} then 1 else 0 end where id in (${a}, ${b})`);
    expect((await ids()).slice(0, 2)).toEqual([a, b]);
    const last = b;
    const readBefore = copy.stats.tyresRead;
    const rowsBefore = copy.stats.rowsRead;
    // View counts are not logged (migration 0021): only the minute's counts read brings them.
    await db.execute(sql`update products set view_count = 1000000000 where id = ${last}`);
    const after = await ids();
    expect(after[0]).toBe(last);
    expect(sortKeys(await fromSql(popular))).toEqual(
      sortKeys(
        parsedSearch(await searchProducts(db, SearchProductBodySchema.parse(popular), source)),
      ),
    );
    // No tyre's row was read again for that: the counts alone.
    expect(copy.stats.tyresRead).toBe(readBefore);
    expect(copy.stats.rowsRead).toBe(rowsBefore);
    // Unlisted and listed again behind the log's back (a repair by hand): gone, then back whole.
    await db.execute(
      sql`update product_offer_summaries set is_listed = false where product_id = ${last}`,
    );
    expect((await copy.fresh()).has(last)).toBe(false);
    await db.execute(
      sql`update product_offer_summaries set is_listed = true where product_id = ${last}`,
    );
    expect((await copy.fresh()).has(last)).toBe(true);
    expect(copy.stats.tyresRead).toBe(readBefore + 1);
    expect(copy.stats.rowsRead).toBe(rowsBefore + 1);
    expect((await ids())[0]).toBe(last);
    for (const row of was.rows) {
      await db.execute(sql`update products set sold_count = ${row.sold},
        search_count = ${row.searched}, view_count = ${row.viewed} where id = ${row.id}`);
    }
  });

  it('a new copy after a write comes with the sort orders searches asked the copy before for', async () => {
    const { db } = database;
    const copy = new ListingCopy(db, 0);
    const before = await copy.fresh();
    const source: SearchSource = { fromMemory: true, indexCheckMs: 0, listing: copy };
    for (const sort of ['price_asc', 'popular'] as const) {
      await searchProducts(db, SearchProductBodySchema.parse({ sort, inStock: '1' }), source);
    }
    expect(before.ordersMade).toBeGreaterThanOrEqual(2);
    const productId = await createProduct(db);
    const store = await createStore(db, { name: 'ร้านทดสอบเจ็ด', latitude: 13.7, longitude: 100.5 });
    await createOffer(db, { storeId: store.id, productId, priceSatang: 250_000 });
    const after = await copy.fresh();
    expect(after).not.toBe(before);
    // Made before any search reached the new copy.
    expect(after.ordersMade).toBe(before.ordersMade);
  });

  it('a cold copy answers nothing and leaves the request to SQL; a loaded one answers at once while it catches up behind', async () => {
    const copy = new ListingCopy(database.db, 60_000);
    expect(copy.current()).toBeNull();
    await copy.catchUp();
    const loaded = copy.current();
    expect(loaded).not.toBeNull();
    const productId = await createProduct(database.db);
    const store = await createStore(database.db, {
      name: 'ร้านทดสอบห้า',
      latitude: 13.7,
      longitude: 100.4,
    });
    await createOffer(database.db, { storeId: store.id, productId, priceSatang: 410_000 });
    // Not due yet: the same copy, no wait.
    expect(copy.current()).toBe(loaded);
    // Caught up (behind the requests in production): the new tyre is listed.
    await copy.catchUp();
    const ids = (page: { itemsJson: string }) =>
      (JSON.parse(page.itemsJson) as { id: number }[]).map((c) => c.id);
    expect(ids((loaded as CardIndex).page(TEST_SIZE_NEWEST))).not.toContain(productId);
    expect(ids((copy.current() as CardIndex).page(TEST_SIZE_NEWEST))).toContain(productId);
  });

  it('a view-count flush leaves the copy alone; any other change to a tyre moves the version', async () => {
    const productId = await createProduct(database.db);
    const version = async () => {
      const result = await database.db.execute<{ version: string }>(
        sql`select version from cache_versions where name = 'catalog'`,
      );
      return Number(result.rows[0].version);
    };
    // One snapshot: other files' writes meanwhile are not seen, this transaction's own are.
    await database.db
      .transaction(
        async (tx) => {
          const before = Number(
            (
              await tx.execute<{ version: string }>(
                sql`select version from cache_versions where name = 'catalog'`,
              )
            ).rows[0].version,
          );
          await tx.execute(
            sql`update products set view_count = view_count + 3, updated_at = now() where id = ${productId}`,
          );
          const after = await tx.execute<{ version: string }>(
            sql`select version from cache_versions where name = 'catalog'`,
          );
          expect(Number(after.rows[0].version)).toBe(before);
          throw new RolledBack();
        },
        { isolationLevel: 'repeatable read' },
      )
      .catch((error) => {
        if (!(error instanceof RolledBack)) throw error;
      });

    const before = await version();
    await database.db.update(products).set({ loadIndex: 99 }).where(eq(products.id, productId));
    expect(await version()).toBeGreaterThan(before);
  });
});

class RolledBack extends Error {}

/** A value with object keys in one order, to compare JSON built in different key orders. */
function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value)
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([k, v]) => [k, sortKeys(v)]),
    );
  }
  return value;
}
