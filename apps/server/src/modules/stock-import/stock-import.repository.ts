import { and, asc, desc, eq, gt, inArray, ne, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { brands, products, tyreModels, tyreSizes } from '../../db/schema/catalog';
import { sellerProducts } from '../../db/schema/offers';
import { stockImportJobs, stockImportRows } from '../../db/schema/stock-imports';

// Reads and writes of the stock spreadsheet round trip. Every query names the store (offers)
// or reaches the rows through a job the caller already owns.

/** An offer as the file carries it (money in satang). */
export type OfferValues = {
  year: number;
  price: number;
  priceDelivery: number | null;
  qty: number;
  status: number;
  display: boolean;
};
export type OfferRecord = OfferValues & { id: number; productId: number };

export type ExportOffer = OfferRecord & { brand: string; model: string; size: string };

/** One batch of the store's offers after `afterId`, by id (the download's keyset). */
export async function findOfferBatch(
  db: DbOrTx,
  storeId: number,
  afterId: number,
  limit: number,
): Promise<ExportOffer[]> {
  return db
    .select({
      id: sellerProducts.id,
      productId: sellerProducts.productId,
      brand: brands.nameEn,
      model: tyreModels.name,
      size: tyreSizes.label,
      year: sellerProducts.productionYear,
      price: sellerProducts.priceSatang,
      priceDelivery: sellerProducts.priceDeliverySatang,
      qty: sellerProducts.qty,
      status: sellerProducts.status,
      display: sellerProducts.isDisplay,
    })
    .from(sellerProducts)
    .innerJoin(products, eq(products.id, sellerProducts.productId))
    .innerJoin(tyreModels, eq(tyreModels.id, products.tyreModelId))
    .innerJoin(brands, eq(brands.id, tyreModels.brandId))
    .innerJoin(tyreSizes, eq(tyreSizes.id, products.tyreSizeId))
    .where(and(eq(sellerProducts.storeId, storeId), gt(sellerProducts.id, afterId)))
    .orderBy(asc(sellerProducts.id))
    .limit(limit);
}

const offerColumns = {
  id: sellerProducts.id,
  productId: sellerProducts.productId,
  year: sellerProducts.productionYear,
  price: sellerProducts.priceSatang,
  priceDelivery: sellerProducts.priceDeliverySatang,
  qty: sellerProducts.qty,
  status: sellerProducts.status,
  display: sellerProducts.isDisplay,
};

export async function findOffersByIds(
  db: DbOrTx,
  storeId: number,
  ids: number[],
): Promise<OfferRecord[]> {
  if (ids.length === 0) return [];
  return db
    .select(offerColumns)
    .from(sellerProducts)
    .where(and(eq(sellerProducts.storeId, storeId), inArray(sellerProducts.id, ids)));
}

/** The store's offers of these products (to find a (product, year) already taken). */
export async function findOffersOfProducts(
  db: DbOrTx,
  storeId: number,
  productIds: number[],
): Promise<{ id: number; productId: number; year: number }[]> {
  if (productIds.length === 0) return [];
  return db
    .select({
      id: sellerProducts.id,
      productId: sellerProducts.productId,
      year: sellerProducts.productionYear,
    })
    .from(sellerProducts)
    .where(and(eq(sellerProducts.storeId, storeId), inArray(sellerProducts.productId, productIds)));
}

/** Catalogue products a shop may offer (active product, model and brand), with their title. */
export async function findSellableProducts(
  db: DbOrTx,
  ids: number[],
): Promise<{ id: number; title: string }[]> {
  if (ids.length === 0) return [];
  return db
    .select({
      id: products.id,
      title: sql<string>`${brands.nameEn} || ' ' || ${tyreModels.name} || ' ' || ${tyreSizes.label}`,
    })
    .from(products)
    .innerJoin(tyreModels, eq(tyreModels.id, products.tyreModelId))
    .innerJoin(brands, eq(brands.id, tyreModels.brandId))
    .innerJoin(tyreSizes, eq(tyreSizes.id, products.tyreSizeId))
    .where(
      and(
        inArray(products.id, ids),
        eq(products.isActive, true),
        eq(tyreModels.isActive, true),
        eq(brands.isActive, true),
      ),
    );
}

export type JobRow = typeof stockImportJobs.$inferSelect;

export async function insertJob(
  db: DbOrTx,
  v: { storeId: number; sellerUserId: number | null; fileName: string; totalRows: number },
): Promise<JobRow> {
  const [row] = await db.insert(stockImportJobs).values(v).returning();
  return row;
}

export async function findJob(db: DbOrTx, storeId: number, jobId: number): Promise<JobRow | null> {
  const [row] = await db
    .select()
    .from(stockImportJobs)
    .where(and(eq(stockImportJobs.id, jobId), eq(stockImportJobs.storeId, storeId)))
    .limit(1);
  return row ?? null;
}

export async function findRecentJobs(
  db: DbOrTx,
  storeId: number,
  limit: number,
): Promise<JobRow[]> {
  return db
    .select()
    .from(stockImportJobs)
    .where(and(eq(stockImportJobs.storeId, storeId), ne(stockImportJobs.status, 'discarded')))
    .orderBy(desc(stockImportJobs.createdAt), desc(stockImportJobs.id))
    .limit(limit);
}

export async function updateJob(
  db: DbOrTx,
  jobId: number,
  set: Partial<Omit<JobRow, 'id' | 'storeId'>>,
  whereStatus?: JobRow['status'],
): Promise<boolean> {
  const rows = await db
    .update(stockImportJobs)
    .set(set)
    .where(
      whereStatus
        ? and(eq(stockImportJobs.id, jobId), eq(stockImportJobs.status, whereStatus))
        : eq(stockImportJobs.id, jobId),
    )
    .returning({ id: stockImportJobs.id });
  return rows.length > 0;
}

export type ImportRowWrite = typeof stockImportRows.$inferInsert;

export async function insertRows(db: DbOrTx, rows: ImportRowWrite[]): Promise<void> {
  if (rows.length > 0) await db.insert(stockImportRows).values(rows);
}

export async function findRowPage(
  db: DbOrTx,
  jobId: number,
  kind: number,
  limit: number,
  offset: number,
) {
  const where: SQL | undefined =
    kind === -1
      ? and(eq(stockImportRows.jobId, jobId), ne(stockImportRows.kind, 0))
      : and(eq(stockImportRows.jobId, jobId), eq(stockImportRows.kind, kind));
  const [rows, [{ n }]] = await Promise.all([
    db
      .select({
        rowNo: stockImportRows.rowNo,
        kind: stockImportRows.kind,
        sellerProductId: stockImportRows.sellerProductId,
        productId: stockImportRows.productId,
        before: stockImportRows.before,
        after: stockImportRows.after,
        errors: stockImportRows.errors,
        brand: brands.nameEn,
        model: tyreModels.name,
        size: tyreSizes.label,
      })
      .from(stockImportRows)
      .leftJoin(products, eq(products.id, stockImportRows.productId))
      .leftJoin(tyreModels, eq(tyreModels.id, products.tyreModelId))
      .leftJoin(brands, eq(brands.id, tyreModels.brandId))
      .leftJoin(tyreSizes, eq(tyreSizes.id, products.tyreSizeId))
      .where(where)
      .orderBy(asc(stockImportRows.rowNo))
      .limit(limit)
      .offset(offset),
    db.select({ n: sql<number>`count(*)::int` }).from(stockImportRows).where(where),
  ]);
  return { rows, total: Number(n) };
}
