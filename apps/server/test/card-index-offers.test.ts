import {
  SearchProductBodySchema,
  type SearchProductInput,
  type SearchProductResponse,
} from '@yangdee/contracts/catalog';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../src/db/client';
import { products } from '../src/db/schema/catalog';
import { sellerProducts } from '../src/db/schema/offers';
import { storeSettings } from '../src/db/schema/stores';
import { ListingCopy } from '../src/modules/catalog/card-index.copy';
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
import { testDatabases } from './test-databases';

// Decision 0171: the listing copy keeps each tyre's priced offers and, for a write the change log
// names offer by offer, prices only those offers again. Its 4-fitted totals must stay those of a
// copy loaded whole and of the SQL path (the cart's own builder) after every kind of write.

const FILTERS: SearchProductInput[] = [
  {},
  { inStock: '1' },
  { orderType: 'SERVICE', inStock: '1' },
  { orderType: 'DELIVERY' },
  { fresh: '12' },
];
const SIZE = {
  width: String(TEST_SIZE.width),
  ratio: String(TEST_SIZE.ratio),
  diameter: String(TEST_SIZE.diameter),
  pageSize: '60',
  sort: 'total' as const,
};

/** The cards of an answer, in its order: id, lowest price, shops and the 4-fitted total. */
const cards = (answer: SearchProductResponse | Buffer) =>
  parsedSearch(answer).items.map((c) => [c.id, c.minPrice, c.shopCount, c.setTotal4]);

describe.each(testDatabases())('listing totals kept offer by offer on $name', ({ open }) => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await open();
  });
  afterAll(async () => {
    await database.close();
  });

  it('after price, stock, promotion, service, shop-setting, move, delete and tyre writes, the kept copy shows the totals a whole load and the SQL path show, pricing only the written offers', async () => {
    const { db } = database;
    const kept = new ListingCopy(db, 0);
    await kept.fresh();
    const near = { latitude: 13.74, longitude: 100.53 };
    const first = await createStore(db, { name: 'ร้านทดสอบแปด', ...near });
    const second = await createStore(db, { name: 'ร้านทดสอบเก้า', ...near });
    const tyre = await createProduct(db);
    const other = await createProduct(db);
    const a = await createOffer(db, { storeId: first.id, productId: tyre, priceSatang: 410_000 });
    const b = await createOffer(db, { storeId: second.id, productId: tyre, priceSatang: 430_000 });
    const c = await createOffer(db, { storeId: second.id, productId: other, priceSatang: 390_000 });

    const read = async (body: SearchProductInput, source: SearchSource) =>
      cards(await searchProducts(db, SearchProductBodySchema.parse(body), source));
    const sameAsWholeAndSql = async (step: string) => {
      let loaded = new ListingCopy(db, 0);
      for (const filter of FILTERS) {
        const body = { ...SIZE, ...filter };
        let updated: unknown;
        let whole: unknown;
        let reference: unknown;
        // Other test files write meanwhile: a write between the reads may differ once, not thrice.
        for (let attempt = 0; attempt < 3; attempt++) {
          if (attempt > 0) loaded = new ListingCopy(db, 0);
          updated = await read(body, { fromMemory: true, indexCheckMs: 0, listing: kept });
          whole = await read(body, { fromMemory: true, indexCheckMs: 0, listing: loaded });
          reference = await read(body, { fromMemory: false, indexCheckMs: 0 });
          const json = JSON.stringify(updated);
          if (json === JSON.stringify(whole) && json === JSON.stringify(reference)) break;
        }
        expect(updated, `${step} ${JSON.stringify(filter)}`).toEqual(reference);
        expect(updated, `${step} ${JSON.stringify(filter)}`).toEqual(whole);
      }
    };
    const offer = (id: number, set: Partial<typeof sellerProducts.$inferInsert>) =>
      db.update(sellerProducts).set(set).where(eq(sellerProducts.id, id));

    await sameAsWholeAndSql('new offers');
    const priced = kept.stats.offersPriced;
    const tyresPriced = kept.stats.tyresPriced;
    await offer(a, { priceSatang: 380_000 });
    await sameAsWholeAndSql('price');
    // The one written offer was priced again, not its tyre's every offer.
    expect(kept.stats.tyresPriced).toBe(tyresPriced);
    expect(kept.stats.offersPriced).toBeGreaterThan(priced);
    await offer(a, { qty: 2 });
    await sameAsWholeAndSql('stock below 4');
    await offer(a, { qty: 12, productionYear: 2019 });
    await sameAsWholeAndSql('back in stock, made long ago');
    await addPromotion(db, b, {
      title: 'ลด 500 บาท',
      amountType: 'discountAmount',
      amountValue: 500,
    });
    await sameAsWholeAndSql('automatic promotion');
    await db.execute(sql`update promotions set amount_value = 900 where id in
      (select promotion_id from seller_product_promotions where seller_product_id = ${b})`);
    await sameAsWholeAndSql('promotion changed');
    await addService(db, b, second.id, {
      title: 'ค่าถ่วงล้อ',
      priceSatang: 80_000,
      isIncluded: true,
      orderType: 0,
    });
    await sameAsWholeAndSql('compulsory service');
    await db
      .update(storeSettings)
      .set({ isPrepaidEnabled: true, prepaidType: 'percent', prepaidValue: 20 })
      .where(eq(storeSettings.storeId, second.id));
    await sameAsWholeAndSql('shop setting');
    await offer(c, { productId: tyre, productionYear: 2025 });
    await sameAsWholeAndSql('offer moved to another tyre');
    await db.delete(sellerProducts).where(eq(sellerProducts.id, a));
    await sameAsWholeAndSql('offer deleted');
    await db.update(products).set({ isActive: false }).where(eq(products.id, other));
    await sameAsWholeAndSql('a tyre switched off');
    await db.update(products).set({ isActive: true }).where(eq(products.id, other));
    await createOffer(db, { storeId: first.id, productId: other, priceSatang: 350_000 });
    await sameAsWholeAndSql('the tyre listed again with a new offer');
    expect(kept.stats.fullLoads).toBe(1);
  }, 300_000);
});
