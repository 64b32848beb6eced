import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { promotions, sellerProductPromotions, sellerProducts } from '../../db/schema/offers';
import { type PromotionDbRow, promotionColumns } from './seller-promotions.repository';

// Platform promotions (store_id null, set up by YangDee) that apply to a shop's offers (issue 37:
// a report listed 415 offers with promotions the shop could neither see nor stop). The shop reads
// them and can take them off its own offers; it never edits them nor puts them on other offers.
// Every query is bounded by the shop's own offers.

const ownOffers = (storeId: number) =>
  sql`(select ${sellerProducts.id} from ${sellerProducts} where ${sellerProducts.storeId} = ${storeId})`;

/** Platform promotions on at least one of the shop's offers; productCount = the shop's offers. */
export async function findPlatformPromotionsOfShop(
  db: DbOrTx,
  storeId: number,
): Promise<PromotionDbRow[]> {
  const shopCount = sql<number>`(select count(*)::int from ${sellerProductPromotions} x
    where x.promotion_id = ${promotions.id} and x.seller_product_id in ${ownOffers(storeId)})`;
  return db
    .select({
      ...promotionColumns,
      // The shop neither sees nor changes YangDee's banners.
      topBannerFile: sql<string | null>`null`,
      topBannerMobileFile: sql<string | null>`null`,
      productCount: shopCount,
    })
    .from(promotions)
    .where(and(isNull(promotions.storeId), sql`${shopCount} > 0`))
    .orderBy(desc(promotions.endDate), desc(promotions.id));
}

/** Whether a platform promotion sits on one of the shop's offers (so the shop may stop it). */
export async function isPlatformPromotionOfShop(
  db: DbOrTx,
  storeId: number,
  promotionId: number,
): Promise<boolean> {
  const rows = await db
    .select({ id: sellerProductPromotions.promotionId })
    .from(sellerProductPromotions)
    .innerJoin(promotions, eq(promotions.id, sellerProductPromotions.promotionId))
    .innerJoin(sellerProducts, eq(sellerProducts.id, sellerProductPromotions.sellerProductId))
    .where(
      and(
        eq(promotions.id, promotionId),
        isNull(promotions.storeId),
        eq(sellerProducts.storeId, storeId),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/** Platform promotions on one offer of the shop (the offer's own check is the caller's). */
export async function findPlatformPromotionsOfOffer(
  db: DbOrTx,
  storeId: number,
  offerId: number,
): Promise<PromotionDbRow[]> {
  const rows = await findPlatformPromotionsOfShop(db, storeId);
  if (rows.length === 0) return [];
  const onOffer = await db
    .select({ id: sellerProductPromotions.promotionId })
    .from(sellerProductPromotions)
    .where(
      and(
        eq(sellerProductPromotions.sellerProductId, offerId),
        inArray(
          sellerProductPromotions.promotionId,
          rows.map((r) => r.id),
        ),
      ),
    );
  const ids = new Set(onOffer.map((r) => r.id));
  return rows.filter((r) => ids.has(r.id));
}
