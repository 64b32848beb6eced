import { and, asc, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { promotions, sellerProductPromotions, sellerProducts } from '../../db/schema/offers';

// Reads and writes of a shop's own promotions (promotions.store_id = the shop) and of their
// attachments to the shop's offers. Every query names the store: platform promotions (store_id
// null) and other shops' promotions are never read or written here.

const productCount = sql<number>`(select count(*)::int from ${sellerProductPromotions} x
  where x.promotion_id = ${promotions.id})`;

export const promotionColumns = {
  id: promotions.id,
  key: promotions.key,
  category: promotions.category,
  amountType: promotions.amountType,
  amountValue: promotions.amountValue,
  minQty: promotions.minQty,
  title: promotions.title,
  remark: promotions.remark,
  detailHtml: promotions.detailHtml,
  imageTitle: promotions.imageTitle,
  isTogglable: promotions.isTogglable,
  isActive: promotions.isActive,
  startDate: promotions.startDate,
  endDate: promotions.endDate,
  topBannerFile: promotions.topBannerFile,
  topBannerMobileFile: promotions.topBannerMobileFile,
  productCount,
};
export type PromotionDbRow = {
  id: number;
  key: string;
  category: string;
  amountType: string;
  amountValue: number;
  minQty: number;
  title: string;
  remark: string;
  detailHtml: string;
  imageTitle: string;
  isTogglable: boolean;
  isActive: boolean;
  startDate: string;
  endDate: string;
  topBannerFile: string | null;
  topBannerMobileFile: string | null;
  productCount: number;
};

export async function findShopPromotions(
  db: DbOrTx,
  storeId: number,
  f: { category?: string; type?: string } = {},
): Promise<PromotionDbRow[]> {
  const parts: SQL[] = [eq(promotions.storeId, storeId)];
  if (f.category) parts.push(eq(promotions.category, f.category));
  if (f.type) parts.push(eq(promotions.amountType, f.type));
  return db
    .select(promotionColumns)
    .from(promotions)
    .where(and(...parts))
    .orderBy(desc(promotions.endDate), desc(promotions.id));
}

export async function findShopPromotion(
  db: DbOrTx,
  storeId: number,
  id: number,
  opts: { forUpdate?: boolean } = {},
): Promise<PromotionDbRow | null> {
  const query = db
    .select(promotionColumns)
    .from(promotions)
    .where(and(eq(promotions.storeId, storeId), eq(promotions.id, id)))
    .limit(1);
  const [row] = opts.forUpdate ? await query.for('update', { of: promotions }) : await query;
  return row ?? null;
}

export type PromotionWrite = {
  category: string;
  amountType: string;
  amountValue: number;
  minQty: number;
  title: string;
  remark: string;
  detailHtml: string;
  imageTitle: string;
  isTogglable: boolean;
  isActive: boolean;
  startDate: string;
  endDate: string;
  topBannerFile?: string | null;
  topBannerMobileFile?: string | null;
};

export async function insertPromotion(
  db: DbOrTx,
  storeId: number,
  key: string,
  w: PromotionWrite,
): Promise<number> {
  const [row] = await db
    .insert(promotions)
    .values({ storeId, key, ...w })
    .returning({ id: promotions.id });
  return row.id;
}

export async function updatePromotion(
  db: DbOrTx,
  storeId: number,
  id: number,
  w: PromotionWrite,
): Promise<void> {
  await db
    .update(promotions)
    .set({ ...w, updatedAt: new Date() })
    .where(and(eq(promotions.storeId, storeId), eq(promotions.id, id)));
}

export async function deletePromotion(db: DbOrTx, storeId: number, id: number): Promise<void> {
  await db.delete(promotions).where(and(eq(promotions.storeId, storeId), eq(promotions.id, id)));
}

/** Whether the offer is the store's own. */
export async function isOwnOffer(db: DbOrTx, storeId: number, offerId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: sellerProducts.id })
    .from(sellerProducts)
    .where(and(eq(sellerProducts.storeId, storeId), eq(sellerProducts.id, offerId)))
    .limit(1);
  return Boolean(row);
}

export async function findAttachedOfferIds(db: DbOrTx, promotionId: number): Promise<number[]> {
  const rows = await db
    .select({ id: sellerProductPromotions.sellerProductId })
    .from(sellerProductPromotions)
    .where(eq(sellerProductPromotions.promotionId, promotionId))
    .orderBy(asc(sellerProductPromotions.sellerProductId));
  return rows.map((r) => r.id);
}

export async function findPromotionIdsOfOffer(db: DbOrTx, offerId: number): Promise<number[]> {
  const rows = await db
    .select({ id: sellerProductPromotions.promotionId })
    .from(sellerProductPromotions)
    .where(eq(sellerProductPromotions.sellerProductId, offerId));
  return rows.map((r) => r.id);
}

/** Attaches the promotion to the offers; answers how many were newly attached. */
export async function attachOffers(
  db: DbOrTx,
  promotionId: number,
  offerIds: readonly number[],
): Promise<number> {
  let added = 0;
  // In slices: one statement's parameters stay well under PostgreSQL's 65,535.
  for (let i = 0; i < offerIds.length; i += 5_000) {
    const slice = offerIds.slice(i, i + 5_000);
    const rows = await db
      .insert(sellerProductPromotions)
      .values(slice.map((sellerProductId) => ({ sellerProductId, promotionId })))
      .onConflictDoNothing()
      .returning({ id: sellerProductPromotions.sellerProductId });
    added += rows.length;
  }
  return added;
}

/** Detaches the promotion from the offers; answers how many were detached. */
export async function detachOffers(
  db: DbOrTx,
  promotionId: number,
  offerIds: readonly number[],
): Promise<number> {
  let removed = 0;
  for (let i = 0; i < offerIds.length; i += 5_000) {
    const slice = offerIds.slice(i, i + 5_000);
    const rows = await db
      .delete(sellerProductPromotions)
      .where(
        and(
          eq(sellerProductPromotions.promotionId, promotionId),
          inArray(sellerProductPromotions.sellerProductId, slice),
        ),
      )
      .returning({ id: sellerProductPromotions.sellerProductId });
    removed += rows.length;
  }
  return removed;
}
