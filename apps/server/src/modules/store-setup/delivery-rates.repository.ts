import { and, asc, count, eq, ilike, isNotNull, max, min, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { brands, products, tyreModels, tyreSizes } from '../../db/schema/catalog';
import { sellerProducts } from '../../db/schema/offers';
import { deliveryAreaRates } from '../../db/schema/stores';

// Delivery-area rates of a store and the store's offers as the setting pages list and edit them.

export async function findAreaRates(db: DbOrTx, storeId: number) {
  return db
    .select({ province: deliveryAreaRates.province, rateSatang: deliveryAreaRates.rateSatang })
    .from(deliveryAreaRates)
    .where(eq(deliveryAreaRates.storeId, storeId))
    .orderBy(asc(deliveryAreaRates.province));
}

export async function upsertAreaRate(
  db: DbOrTx,
  storeId: number,
  province: string,
  rateSatang: number,
): Promise<void> {
  await db
    .insert(deliveryAreaRates)
    .values({ storeId, province, rateSatang })
    .onConflictDoUpdate({
      target: [deliveryAreaRates.storeId, deliveryAreaRates.province],
      set: { rateSatang },
    });
}

export async function deleteAreaRate(db: DbOrTx, storeId: number, province: string) {
  await db
    .delete(deliveryAreaRates)
    .where(and(eq(deliveryAreaRates.storeId, storeId), eq(deliveryAreaRates.province, province)));
}

export async function summariseAreaRates(db: DbOrTx, storeId: number) {
  const [areas] = await db
    .select({
      n: count(),
      lo: min(deliveryAreaRates.rateSatang),
      hi: max(deliveryAreaRates.rateSatang),
    })
    .from(deliveryAreaRates)
    .where(eq(deliveryAreaRates.storeId, storeId));
  const [own] = await db
    .select({ n: count() })
    .from(sellerProducts)
    .where(and(eq(sellerProducts.storeId, storeId), isNotNull(sellerProducts.deliveryRateSatang)));
  return { areas, productRates: own?.n ?? 0 };
}

function keywordWhere(keyword: string) {
  if (!keyword) return undefined;
  const like = `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return or(
    ilike(brands.nameEn, like),
    ilike(brands.nameTh, like),
    ilike(tyreModels.name, like),
    ilike(tyreSizes.label, like),
    ilike(tyreSizes.compact, like),
  );
}

/** One page of the store's offers (newest size order), with the total count for the pager. */
export async function findStoreOffers(
  db: DbOrTx,
  storeId: number,
  keyword: string,
  page: number,
  pageSize: number,
) {
  const where = and(eq(sellerProducts.storeId, storeId), keywordWhere(keyword));
  const base = () =>
    db
      .select({
        sellerProductId: sellerProducts.id,
        brand: brands.nameEn,
        model: tyreModels.name,
        size: tyreSizes.label,
        year: sellerProducts.productionYear,
        priceSatang: sellerProducts.priceSatang,
        priceDeliverySatang: sellerProducts.priceDeliverySatang,
        deliveryRateSatang: sellerProducts.deliveryRateSatang,
        prepareDays: sellerProducts.prepareDays,
        minQty: sellerProducts.minQty,
        isPrepaid: sellerProducts.isPrepaid,
        prepaidSatang: sellerProducts.prepaidSatang,
        total: sql<number>`count(*) over ()`.mapWith(Number),
      })
      .from(sellerProducts)
      .innerJoin(products, eq(products.id, sellerProducts.productId))
      .innerJoin(tyreModels, eq(tyreModels.id, products.tyreModelId))
      .innerJoin(brands, eq(brands.id, tyreModels.brandId))
      .innerJoin(tyreSizes, eq(tyreSizes.id, products.tyreSizeId));
  return base()
    .where(where)
    .orderBy(asc(brands.nameEn), asc(tyreModels.name), asc(tyreSizes.label), asc(sellerProducts.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
}

/**
 * Sets columns of one offer of the store (never the quantity: stock-ledger's, decision 0156);
 * false when the offer is not the store's.
 */
export async function updateStoreOffer(
  db: DbOrTx,
  storeId: number,
  sellerProductId: number,
  values: Partial<Omit<typeof sellerProducts.$inferInsert, 'qty'>>,
): Promise<boolean> {
  const rows = await db
    .update(sellerProducts)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(sellerProducts.id, sellerProductId), eq(sellerProducts.storeId, storeId)))
    .returning({ id: sellerProducts.id });
  return rows.length > 0;
}
