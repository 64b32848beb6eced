import { eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../src/db/client';
import { brands, products } from '../src/db/schema/catalog';
import { sellerProducts, sellerProductWarranties, sellerWarranties } from '../src/db/schema/offers';
import { stores } from '../src/db/schema/stores';
import { createOffer, createProduct, createStore } from './offer-fixtures';
import { buildTestApp, testDatabases } from './test-databases';

// product_offer_summaries (decision 0020) must always equal a fresh aggregate of the offers that
// count (decisions 0005, 0068), whatever writes the offers, stores, products or brands went through.

type Summary = Record<string, number | boolean | string | null>;

/** The summary rows of some products (or of all), as plain comparable values. */
const SUMMARY_COLUMNS = sql`product_id, min_price_satang, shop_count,
  stock_min_price_satang, stock_shop_count, service_min_price_satang, service_shop_count,
  service_stock_min_price_satang, service_stock_shop_count, delivery_min_price_satang,
  delivery_shop_count, delivery_stock_min_price_satang, delivery_stock_shop_count,
  warranty_offers, stock_warranty_offers, service_warranty_offers, service_stock_warranty_offers,
  delivery_warranty_offers, delivery_stock_warranty_offers, brand_id, tyre_size_id, is_listed, sold_count, search_count, view_count, production_year`;

/** The same figures computed from scratch, straight from decisions 0005 and 0068 (orderable). */
const FRESH_AGGREGATE = sql`
  with counted as (
    select sp.*, s.is_service_enabled, s.is_delivery_enabled,
      sp.qty > 0 and sp.status = 1 as stock,
      sp.is_service_available and s.is_service_enabled as service,
      sp.is_delivery_available and s.is_delivery_enabled
        and sp.price_delivery_satang is not null as delivery,
      exists (select 1 from seller_product_warranties spw
        join seller_warranties w on w.id = spw.seller_warranty_id
        where spw.seller_product_id = sp.id and w.is_active and w.type = 'warranty') as warranty
    from seller_products sp join stores s on s.id = sp.store_id
    where s.is_active and sp.is_display
      and (sp.status in (2, 3) or (sp.status = 1 and sp.qty >= greatest(1, sp.min_qty)))
  )
  select c.product_id,
    min(c.price_satang) as min_price_satang, count(distinct c.store_id) as shop_count,
    min(c.price_satang) filter (where stock) as stock_min_price_satang,
    count(distinct c.store_id) filter (where stock) as stock_shop_count,
    min(c.price_satang) filter (where service) as service_min_price_satang,
    count(distinct c.store_id) filter (where service) as service_shop_count,
    min(c.price_satang) filter (where service and stock) as service_stock_min_price_satang,
    count(distinct c.store_id) filter (where service and stock) as service_stock_shop_count,
    min(c.price_delivery_satang) filter (where delivery) as delivery_min_price_satang,
    count(distinct c.store_id) filter (where delivery) as delivery_shop_count,
    min(c.price_delivery_satang) filter (where delivery and stock)
      as delivery_stock_min_price_satang,
    count(distinct c.store_id) filter (where delivery and stock) as delivery_stock_shop_count,
    count(*) filter (where warranty) as warranty_offers,
    count(*) filter (where warranty and stock) as stock_warranty_offers,
    count(*) filter (where warranty and service) as service_warranty_offers,
    count(*) filter (where warranty and service and stock) as service_stock_warranty_offers,
    count(*) filter (where warranty and delivery) as delivery_warranty_offers,
    count(*) filter (where warranty and delivery and stock) as delivery_stock_warranty_offers,
    m.brand_id, p.tyre_size_id, p.is_active and m.is_active and b.is_active as is_listed,
    p.sold_count, p.search_count, p.view_count, p.production_year
  from counted c
  join products p on p.id = c.product_id
  join tyre_models m on m.id = p.tyre_model_id
  join brands b on b.id = m.brand_id
  group by c.product_id, p.id, m.id, b.id`;

describe.each(testDatabases())('offer summary on $name', ({ open }) => {
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

  const normalise = (rows: Summary[]) =>
    rows
      .map((r) =>
        Object.fromEntries(
          Object.entries(r).map(([k, v]) => [k, typeof v === 'string' ? Number(v) : v]),
        ),
      )
      .sort((a, b) => Number(a.product_id) - Number(b.product_id));
  const summaryOf = async (productIds?: number[]) => {
    const filter = productIds
      ? sql`where product_id in (${sql.join(
          productIds.map((id) => sql`${id}`),
          sql`, `,
        )})`
      : sql``;
    const result = await database.db.execute(
      sql`select ${SUMMARY_COLUMNS} from product_offer_summaries ${filter}`,
    );
    return normalise(result.rows as Summary[]);
  };
  const freshOf = async (productIds?: number[]) => {
    const filter = productIds
      ? sql`where product_id in (${sql.join(
          productIds.map((id) => sql`${id}`),
          sql`, `,
        )})`
      : sql``;
    const result = await database.db.execute(
      sql`select * from (${FRESH_AGGREGATE}) fresh ${filter}`,
    );
    return normalise(result.rows as Summary[]);
  };
  const expectInStep = async (productIds: number[]) =>
    expect(await summaryOf(productIds)).toEqual(await freshOf(productIds));

  it('the seeded data set is summarised exactly', async () => {
    // One statement, one snapshot: other test files write offers on the shared database.
    const result = await database.db.execute<{ rows: number; missing: number; extra: number }>(sql`
      with summary as (select ${SUMMARY_COLUMNS} from product_offer_summaries),
           fresh as (${FRESH_AGGREGATE})
      select (select count(*) from summary)::int as rows,
             (select count(*) from (select * from fresh except select * from summary) x)::int
               as missing,
             (select count(*) from (select * from summary except select * from fresh) y)::int
               as extra`);
    expect(result.rows[0].rows).toBeGreaterThan(100);
    expect(result.rows[0]).toMatchObject({ missing: 0, extra: 0 });
  });

  it('stays equal to a fresh aggregate through inserts, updates and deletes of offers', async () => {
    const productId = await createProduct(database.db);
    const other = await createProduct(database.db);
    const near = { latitude: 13.75, longitude: 100.5 };
    const a = await createStore(database.db, { name: 'ร้านทดสอบ ก', ...near });
    const b = await createStore(database.db, { name: 'ร้านทดสอบ ข', ...near });
    const c = await createStore(database.db, { name: 'ร้านทดสอบ ค', ...near });
    const ids = [productId, other];

    const a1 = await createOffer(database.db, { storeId: a.id, productId, priceSatang: 300_000 });
    const b1 = await createOffer(database.db, {
      storeId: b.id,
      productId,
      priceSatang: 280_000,
      qty: 0,
      status: 3,
      priceDeliverySatang: null,
    });
    // Several rows in one statement, over two products.
    await database.db.insert(sellerProducts).values([
      { storeId: c.id, productId, priceSatang: 310_000, productionYear: 2025, qty: 4 },
      { storeId: c.id, productId: other, priceSatang: 500_000, productionYear: 2026, qty: 4 },
      { storeId: a.id, productId: other, priceSatang: 450_000, productionYear: 2026, status: 4 },
    ]);
    await expectInStep(ids);
    const [first] = await summaryOf([productId]);
    expect(first).toMatchObject({
      min_price_satang: 280_000,
      shop_count: 3,
      stock_min_price_satang: 300_000,
      stock_shop_count: 2,
      delivery_min_price_satang: 310_000,
      delivery_shop_count: 1,
      is_listed: true,
    });

    // Updates: price, stock, status, display, delivery price; one statement over several rows.
    await database.db
      .update(sellerProducts)
      .set({ priceSatang: 250_000 })
      .where(eq(sellerProducts.id, a1));
    await expectInStep(ids);
    // On the shelf, sold out or below the shop's minimum: no longer orderable (decision 0068).
    await database.db.update(sellerProducts).set({ qty: 0 }).where(eq(sellerProducts.id, a1));
    await expectInStep(ids);
    await database.db
      .update(sellerProducts)
      .set({ qty: 1, minQty: 2 })
      .where(eq(sellerProducts.id, a1));
    await expectInStep(ids);
    await database.db
      .update(sellerProducts)
      .set({ qty: 10, minQty: 1 })
      .where(eq(sellerProducts.id, a1));
    await expectInStep(ids);
    await database.db
      .update(sellerProducts)
      .set({ qty: 12, status: 1, priceDeliverySatang: 260_000, isDeliveryAvailable: true })
      .where(eq(sellerProducts.id, b1));
    await expectInStep(ids);
    await database.db
      .update(sellerProducts)
      .set({ isDisplay: false })
      .where(inArray(sellerProducts.storeId, [a.id, c.id]));
    await expectInStep(ids);
    expect(await summaryOf([other])).toEqual([]);
    await database.db
      .update(sellerProducts)
      .set({ isDisplay: true })
      .where(inArray(sellerProducts.storeId, [a.id, c.id]));
    await expectInStep(ids);

    // Stores switched off, or their delivery switched off.
    await database.db.update(stores).set({ isActive: false }).where(eq(stores.id, b.id));
    await expectInStep(ids);
    await database.db.update(stores).set({ isDeliveryEnabled: false }).where(eq(stores.id, c.id));
    await expectInStep(ids);
    await database.db.update(stores).set({ isActive: true }).where(eq(stores.id, b.id));
    await expectInStep(ids);

    // Listing keys: popularity counters, the product or its brand switched off.
    await database.db.update(products).set({ soldCount: 7 }).where(eq(products.id, productId));
    await expectInStep(ids);
    await database.db.update(products).set({ isActive: false }).where(eq(products.id, other));
    await expectInStep(ids);
    const brandOf = await database.db.execute<{ brand_id: number }>(
      sql`select m.brand_id from products p join tyre_models m on m.id = p.tyre_model_id
          where p.id = ${productId}`,
    );
    const brandId = brandOf.rows[0].brand_id;
    await database.db.update(brands).set({ isActive: false }).where(eq(brands.id, brandId));
    await expectInStep(ids);
    expect((await summaryOf([productId]))[0]?.is_listed).toBe(false);
    await database.db.update(brands).set({ isActive: true }).where(eq(brands.id, brandId));
    await expectInStep(ids);

    // Deletes: one offer, then every offer of the product.
    await database.db.delete(sellerProducts).where(eq(sellerProducts.id, b1));
    await expectInStep(ids);
    await database.db.delete(sellerProducts).where(inArray(sellerProducts.productId, ids));
    await expectInStep(ids);
    expect(await summaryOf(ids)).toEqual([]);
  });

  it('one statement over hundreds of seeded offers (prices down and up, stock out, hidden) leaves every summary equal to a fresh aggregate', async () => {
    // Rolled back at the end: other test files read the seeded offers meanwhile.
    const differences = async (tx: Pick<DatabaseHandle['db'], 'execute'>) => {
      const result = await tx.execute<{ missing: number; extra: number }>(sql`
        with summary as (select ${SUMMARY_COLUMNS} from product_offer_summaries),
             fresh as (${FRESH_AGGREGATE})
        select (select count(*) from (select * from fresh except select * from summary) x)::int
                 as missing,
               (select count(*) from (select * from summary except select * from fresh) y)::int
                 as extra`);
      return result.rows[0];
    };
    await database.db
      .transaction(async (tx) => {
        const changed = await tx.execute(sql`update seller_products set
            price_satang = case id % 4 when 0 then price_satang - 50000
                                       when 1 then price_satang + 70000 else price_satang end,
            qty = case id % 4 when 2 then 0 else qty end,
            is_display = case id % 9 when 3 then false else is_display end
          where id % 3 = 0`);
        expect(changed.rowCount ?? changed.rows.length).toBeGreaterThan(100);
        expect(await differences(tx)).toEqual({ missing: 0, extra: 0 });
        await tx.execute(sql`update seller_products set qty = qty + 3, min_qty = 2
          where id % 5 = 1`);
        expect(await differences(tx)).toEqual({ missing: 0, extra: 0 });
        throw new RolledBack();
      })
      .catch((error) => {
        if (!(error instanceof RolledBack)) throw error;
      });
  });

  it('moves with what each write changed: shops with several offers, ties, moves, warranties', async () => {
    // Inserts and updates of offers add their own difference to the summary (decision 0122);
    // every step must still equal a fresh aggregate.
    const productId = await createProduct(database.db);
    const other = await createProduct(database.db);
    const ids = [productId, other];
    const near = { latitude: 13.75, longitude: 100.5 };
    const a = await createStore(database.db, { name: 'ร้านทดสอบ ฉ', ...near });
    const b = await createStore(database.db, { name: 'ร้านทดสอบ ช', ...near });
    const warrantyOf = async (storeId: number) => {
      const [row] = await database.db
        .insert(sellerWarranties)
        .values({ storeId, title: 'รับประกันยาง 1 ปี', months: 12 })
        .returning({ id: sellerWarranties.id });
      return row.id;
    };
    const wa = await warrantyOf(a.id);
    const wb = await warrantyOf(b.id);

    // Shop a offers the tyre twice (two production years), at the same price as shop b.
    const a1 = await createOffer(database.db, { storeId: a.id, productId, priceSatang: 300_000 });
    const a2 = await createOffer(database.db, {
      storeId: a.id,
      productId,
      priceSatang: 320_000,
      productionYear: 2025,
    });
    const b1 = await createOffer(database.db, { storeId: b.id, productId, priceSatang: 300_000 });
    await expectInStep(ids);
    await database.db.insert(sellerProductWarranties).values([
      { sellerProductId: a1, sellerWarrantyId: wa },
      { sellerProductId: a2, sellerWarrantyId: wa },
      { sellerProductId: b1, sellerWarrantyId: wb },
    ]);
    await expectInStep(ids);
    expect((await summaryOf([productId]))[0]).toMatchObject({
      shop_count: 2,
      warranty_offers: 3,
      stock_warranty_offers: 3,
    });
    // A second warranty on a warranted offer, a free gift (not a warranty) on another: no change;
    // then a warranty on that other offer.
    const wa2 = await warrantyOf(a.id);
    const [gift] = await database.db
      .insert(sellerWarranties)
      .values({ storeId: b.id, title: 'ของแถม', type: 'freeGift' })
      .returning({ id: sellerWarranties.id });
    const b2 = await createOffer(database.db, {
      storeId: b.id,
      productId,
      priceSatang: 305_000,
      productionYear: 2025,
    });
    await database.db.insert(sellerProductWarranties).values([
      { sellerProductId: a1, sellerWarrantyId: wa2 },
      { sellerProductId: b2, sellerWarrantyId: gift.id },
    ]);
    await expectInStep(ids);
    expect((await summaryOf([productId]))[0]?.warranty_offers).toBe(3);
    await database.db
      .insert(sellerProductWarranties)
      .values({ sellerProductId: b2, sellerWarrantyId: wb });
    await expectInStep(ids);
    expect((await summaryOf([productId]))[0]?.warranty_offers).toBe(4);
    await database.db.delete(sellerProducts).where(eq(sellerProducts.id, b2));
    await expectInStep(ids);

    // One of shop a's two offers sold out: the shop still counts in stock.
    await database.db.update(sellerProducts).set({ qty: 0 }).where(eq(sellerProducts.id, a1));
    await expectInStep(ids);
    expect((await summaryOf([productId]))[0]).toMatchObject({
      stock_shop_count: 2,
      stock_min_price_satang: 300_000,
      stock_warranty_offers: 2,
    });
    // A tie at the lowest price: one of the two goes up (the lowest stays), then the other.
    await database.db
      .update(sellerProducts)
      .set({ priceSatang: 310_000, qty: 10 })
      .where(eq(sellerProducts.id, a1));
    await expectInStep(ids);
    await database.db
      .update(sellerProducts)
      .set({ priceSatang: 330_000 })
      .where(eq(sellerProducts.id, b1));
    await expectInStep(ids);
    expect((await summaryOf([productId]))[0]?.min_price_satang).toBe(310_000);
    // Below the lowest, and an updated_at touch (changes nothing).
    await database.db
      .update(sellerProducts)
      .set({ priceSatang: 290_000 })
      .where(eq(sellerProducts.id, a2));
    await expectInStep(ids);
    await database.db
      .update(sellerProducts)
      .set({ updatedAt: new Date() })
      .where(inArray(sellerProducts.id, [a1, a2, b1]));
    await expectInStep(ids);

    // One statement over both tyres: prices down and up, stock out, delivery price gone.
    await database.db.execute(sql`update seller_products set
        price_satang = case id when ${a1} then 280000 when ${a2} then 400000 else price_satang end,
        qty = case when id = ${b1} then 0 else qty end,
        price_delivery_satang = case when id = ${a2} then null else price_delivery_satang end,
        is_delivery_available = case when id = ${a2} then false else is_delivery_available end
      where id in (${a1}, ${a2}, ${b1})`);
    await expectInStep(ids);
    // An offer moved to the other tyre, then to the other shop.
    await database.db
      .update(sellerProducts)
      .set({ productId: other })
      .where(eq(sellerProducts.id, a2));
    await expectInStep(ids);
    await database.db
      .update(sellerProducts)
      .set({ storeId: b.id })
      .where(eq(sellerProducts.id, a2));
    await expectInStep(ids);
    // Several statements in one transaction, the same offer twice.
    await database.db.transaction(async (tx) => {
      await tx.update(sellerProducts).set({ qty: 0 }).where(eq(sellerProducts.id, a1));
      await tx
        .update(sellerProducts)
        .set({ qty: 5, priceSatang: 270_000 })
        .where(eq(sellerProducts.id, a1));
      await tx.update(sellerProducts).set({ status: 4 }).where(eq(sellerProducts.id, b1));
    });
    await expectInStep(ids);

    // Warranties: switched off, made a benefit, a link removed, a warranty deleted.
    await database.db
      .update(sellerWarranties)
      .set({ isActive: false })
      .where(eq(sellerWarranties.id, wa));
    await expectInStep(ids);
    await database.db
      .update(sellerWarranties)
      .set({ isActive: true })
      .where(eq(sellerWarranties.id, wa));
    await database.db
      .update(sellerWarranties)
      .set({ type: 'freeGift' })
      .where(eq(sellerWarranties.id, wb));
    await expectInStep(ids);
    await database.db
      .update(sellerWarranties)
      .set({ type: 'warranty' })
      .where(eq(sellerWarranties.id, wb));
    await database.db
      .delete(sellerProductWarranties)
      .where(eq(sellerProductWarranties.sellerProductId, a1));
    await expectInStep(ids);
    await database.db.delete(sellerWarranties).where(eq(sellerWarranties.id, wb));
    await expectInStep(ids);
    // A shop's offers hidden until no shop is left, shown again; an offer with a warranty deleted.
    await database.db
      .update(sellerProducts)
      .set({ isDisplay: false })
      .where(inArray(sellerProducts.id, [a1, a2, b1]));
    await expectInStep(ids);
    expect(await summaryOf(ids)).toEqual([]);
    await database.db
      .update(sellerProducts)
      .set({ isDisplay: true, status: 1 })
      .where(inArray(sellerProducts.id, [a1, a2, b1]));
    await expectInStep(ids);
    await database.db
      .insert(sellerProductWarranties)
      .values({ sellerProductId: a1, sellerWarrantyId: wa });
    await database.db.delete(sellerProducts).where(eq(sellerProducts.id, a1));
    await expectInStep(ids);
  });

  it('the listing shows the summary: lowest price and shop count per filter', async () => {
    const productId = await createProduct(database.db);
    const near = { latitude: 13.75, longitude: 100.5 };
    const a = await createStore(database.db, { name: 'ร้านทดสอบ ง', ...near });
    const b = await createStore(database.db, { name: 'ร้านทดสอบ จ', ...near });
    // Made to order with no stock (decision 0068): orderable, so it counts, but not "in stock".
    await createOffer(database.db, {
      storeId: a.id,
      productId,
      priceSatang: 320_000,
      status: 3,
      qty: 0,
    });
    await createOffer(database.db, {
      storeId: b.id,
      productId,
      priceSatang: 330_000,
      priceDeliverySatang: 335_000,
    });
    const brand = await database.db.execute<{ slug: string }>(
      sql`select b.slug from products p join tyre_models m on m.id = p.tyre_model_id
          join brands b on b.id = m.brand_id where p.id = ${productId}`,
    );
    const card = async (payload: object) => {
      const res = await app.inject({
        method: 'POST',
        url: '/api/product/search-product',
        payload: { brand: brand.rows[0].slug, ...payload },
      });
      expect(res.statusCode).toBe(200);
      const items = res.json().items as Array<{ id: number; minPrice: number; shopCount: number }>;
      return items.find((i) => i.id === productId);
    };
    expect(await card({})).toMatchObject({ minPrice: 3200, shopCount: 2 });
    expect(await card({ inStock: '1' })).toMatchObject({ minPrice: 3300, shopCount: 1 });
    expect(await card({ orderType: 'DELIVERY' })).toMatchObject({ minPrice: 3300, shopCount: 2 });
    expect(await card({ orderType: 'DELIVERY', inStock: '1' })).toMatchObject({
      minPrice: 3350,
      shopCount: 1,
    });
    expect(await card({ priceMax: 3100 })).toBeUndefined();
    await database.db.update(products).set({ isActive: false }).where(eq(products.id, productId));
    expect(await card({})).toBeUndefined();
  });
});

class RolledBack extends Error {}
