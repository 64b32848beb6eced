import { and, count, desc, eq, gte, isNull, lte, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { promotions } from '../../db/schema/offers';

// Platform promotions (storeId null) as the storefront shows them. Shop promotions live in the
// same table but belong to the seller back office.

const summaryColumns = {
  id: promotions.id,
  key: promotions.key,
  title: promotions.title,
  remark: promotions.remark,
  category: promotions.category,
  startDate: promotions.startDate,
  endDate: promotions.endDate,
};
export type PromotionSummaryRow = {
  id: number;
  key: string;
  title: string;
  remark: string;
  category: string;
  startDate: string;
  endDate: string;
};

/** Running today: active, started, not ended (dates are Bangkok calendar days). */
const runningOn = (today: string) =>
  and(
    isNull(promotions.storeId),
    eq(promotions.isActive, true),
    lte(promotions.startDate, today),
    gte(promotions.endDate, today),
  );

/** Newest first; id breaks ties so paging is stable. */
const newestFirst = [desc(promotions.startDate), desc(promotions.id)];

export async function findRunningPromotions(
  db: DbOrTx,
  today: string,
  limit: number,
  offset = 0,
): Promise<PromotionSummaryRow[]> {
  return db
    .select(summaryColumns)
    .from(promotions)
    .where(runningOn(today))
    .orderBy(...newestFirst)
    .limit(limit)
    .offset(offset);
}

export async function countRunningPromotions(db: DbOrTx, today: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(promotions).where(runningOn(today));
  return row?.n ?? 0;
}

/** Whether a banner column holds a picture, without reading the picture. */
const present = (column: AnyPgColumn): SQL<boolean> =>
  sql<boolean>`(${column} is not null and ${column} <> '')`;

export async function findPlatformPromotionByKey(db: DbOrTx, key: string) {
  const [row] = await db
    .select({
      ...summaryColumns,
      amountType: promotions.amountType,
      amountValue: promotions.amountValue,
      minQty: promotions.minQty,
      imageTitle: promotions.imageTitle,
      detailHtml: promotions.detailHtml,
      hasTopBanner: present(promotions.topBannerSvg),
      hasTopBannerMobile: present(promotions.topBannerMobileSvg),
      hasBottomBanner: present(promotions.bottomBannerSvg),
      hasBottomBannerMobile: present(promotions.bottomBannerMobileSvg),
    })
    .from(promotions)
    .where(and(eq(promotions.key, key), isNull(promotions.storeId), eq(promotions.isActive, true)));
  return row ?? null;
}
