import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../src/db/client';
import { brands, products, tyreModels, tyreSizes } from '../src/db/schema/catalog';
import {
  promotions,
  sellerProductPromotions,
  sellerProductServices,
  sellerProducts,
  sellerServices,
} from '../src/db/schema/offers';
import { storeSettings, stores } from '../src/db/schema/stores';
import { users } from '../src/db/schema/users';
import { issueUserToken } from '../src/modules/accounts/tokens.service';

// Rows the tyre-detail and favourites tests own: a product of their own with shops at known places
// and prices, so the tests never depend on (or change) seeded rows other files read on the shared
// PostgreSQL database.

const tag = () => randomBytes(4).toString('hex');

/** A size no seeded product is made in. */
export const TEST_SIZE = { width: 395, ratio: 95, diameter: 26 } as const;

/**
 * An active product of a brand, model and size of its own (395/95R26, which nothing seeded uses),
 * so that listings other test files page through on the shared database do not change under them.
 */
export async function createProduct(db: Db, isActive = true): Promise<number> {
  const t = tag();
  const [brand] = await db
    .insert(brands)
    .values({
      slug: `test-${t}`,
      nameEn: `Testbrand ${t}`,
      nameTh: `ยี่ห้อทดสอบ ${t}`,
      sortOrder: 999,
    })
    .returning({ id: brands.id });
  const [model] = await db
    .insert(tyreModels)
    .values({
      brandId: brand.id,
      slug: 'trail-test',
      name: 'Trail Test',
      descriptionTh: 'ยางทดสอบสำหรับการทดสอบอัตโนมัติ',
      euRollingResistance: 'C',
      euWetGrip: 'B',
      euNoiseDb: 71,
      euNoiseClass: 'B',
      tsiStandard: 'มอก. 2721-2560',
      warrantyYears: 5,
      warrantyKm: 80_000,
    })
    .returning({ id: tyreModels.id });
  await db
    .insert(tyreSizes)
    .values({ ...TEST_SIZE, label: '395/95R26', compact: '3959526', category: 'pickup' })
    .onConflictDoNothing();
  const [size] = await db
    .select({ id: tyreSizes.id })
    .from(tyreSizes)
    .where(
      and(
        eq(tyreSizes.width, TEST_SIZE.width),
        eq(tyreSizes.ratio, TEST_SIZE.ratio),
        eq(tyreSizes.diameter, TEST_SIZE.diameter),
      ),
    );
  const [row] = await db
    .insert(products)
    .values({
      tyreModelId: model.id,
      tyreSizeId: size.id,
      loadIndex: 112,
      speedRating: 'S',
      productionYear: 2026,
      sku: `TEST-${t}`,
      isActive,
    })
    .returning({ id: products.id });
  return row.id;
}

export type StoreSpec = {
  name: string;
  latitude: number;
  longitude: number;
  isActive?: boolean;
  defaultDeliveryRateSatang?: number;
};

export async function createStore(db: Db, spec: StoreSpec): Promise<{ id: number; link: string }> {
  const t = tag();
  const [row] = await db
    .insert(stores)
    .values({
      link: `test-${t}`,
      code: `T${t}`,
      name: spec.name,
      province: 'กรุงเทพมหานคร',
      latitude: spec.latitude,
      longitude: spec.longitude,
      isServiceEnabled: true,
      isDeliveryEnabled: true,
      isActive: spec.isActive ?? true,
    })
    .returning({ id: stores.id, link: stores.link });
  await db.insert(storeSettings).values({
    storeId: row.id,
    prepareDays: 2,
    defaultDeliveryRateSatang: spec.defaultDeliveryRateSatang ?? 15_000,
  });
  return row;
}

export type OfferSpec = {
  storeId: number;
  productId: number;
  priceSatang: number;
  productionYear?: number;
  productionWeek?: number | null;
  status?: number;
  isDisplay?: boolean;
  qty?: number;
  priceDeliverySatang?: number | null;
};

export async function createOffer(db: Db, o: OfferSpec): Promise<number> {
  const [row] = await db
    .insert(sellerProducts)
    .values({
      storeId: o.storeId,
      productId: o.productId,
      priceSatang: o.priceSatang,
      priceDeliverySatang:
        o.priceDeliverySatang === undefined ? o.priceSatang + 10_000 : o.priceDeliverySatang,
      qty: o.qty ?? 10,
      status: o.status ?? 1,
      isDisplay: o.isDisplay ?? true,
      productionYear: o.productionYear ?? 2026,
      productionWeek: o.productionWeek === undefined ? 30 : o.productionWeek,
      isServiceAvailable: true,
      isDeliveryAvailable: o.priceDeliverySatang !== null,
    })
    .returning({ id: sellerProducts.id });
  return row.id;
}

export async function addService(
  db: Db,
  offerId: number,
  storeId: number,
  s: {
    title: string;
    priceSatang: number;
    isIncluded: boolean;
    orderType: number;
    isActive?: boolean;
  },
) {
  const [row] = await db
    .insert(sellerServices)
    .values({ storeId, ...s, isTogglable: !s.isIncluded, isActive: s.isActive ?? true })
    .returning({ id: sellerServices.id });
  await db
    .insert(sellerProductServices)
    .values({ sellerProductId: offerId, sellerServiceId: row.id });
}

export async function addPromotion(
  db: Db,
  offerId: number,
  p: {
    title: string;
    amountType: string;
    amountValue: number;
    minQty?: number;
    isTogglable?: boolean;
    startDate?: string;
    endDate?: string;
  },
) {
  const [row] = await db
    .insert(promotions)
    .values({
      key: `test-${tag()}`,
      amountType: p.amountType,
      amountValue: p.amountValue,
      minQty: p.minQty ?? 1,
      title: p.title,
      isTogglable: p.isTogglable ?? false,
      startDate: p.startDate ?? '2020-01-01',
      endDate: p.endDate ?? '2099-12-31',
    })
    .returning({ id: promotions.id });
  await db
    .insert(sellerProductPromotions)
    .values({ sellerProductId: offerId, promotionId: row.id });
}

export async function viewCountOf(db: Db, productId: number): Promise<number> {
  const [row] = await db
    .select({ n: products.viewCount })
    .from(products)
    .where(eq(products.id, productId));
  return row.n;
}

/** A fresh customer with a bearer token ("Bearer {id}|{secret}"). */
export async function createCustomer(db: Db): Promise<{ id: number; auth: string }> {
  const [row] = await db
    .insert(users)
    .values({ username: `fav_${tag()}`, name: 'ลูกค้าทดสอบ' })
    .returning({ id: users.id });
  return { id: row.id, auth: `Bearer ${await issueUserToken(db, row.id)}` };
}

/** A seeded product that several shops sell (for tests on the seeded data). */
export async function findProductWithOffers(db: Db, minShops = 3): Promise<number> {
  const result = await db.execute<{ product_id: number }>(sql`
    select sp.product_id from seller_products sp join stores s on s.id = sp.store_id
    where sp.is_display and sp.status <> 4 and s.is_active
    group by sp.product_id having count(*) >= ${minShops}
    order by count(*) desc, sp.product_id limit 1`);
  return result.rows[0].product_id;
}
