import { randomBytes } from 'node:crypto';
import {
  type AttachedOffersResponse,
  type ToggleMatchingResponse,
  type ToggleProductResponse,
  toggleMatchingMessage,
} from '@yangdee/contracts/offer-attach';
import {
  type GetShopPromotionBody,
  GetShopPromotionBodySchema,
  type OfferPromotionsResponse,
  PROMOTION_NOT_FOUND,
  type PromotionListResponse,
  type PromotionSavedResponse,
  type SavePromotionBody,
  toStoredAmount,
} from '@yangdee/contracts/seller-promotions';
import type { StockFilter } from '@yangdee/contracts/seller-stock';
import type { Db, DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { bangkokToday } from '../../lib/time';
import type { UploadStore } from '../../lib/uploads';
import { sanitizeRichText } from '../content/content-html';
import { logSellerAction, type SellerActor } from '../seller-accounts/action-log';
import { matchingOfferIds } from '../stock/stock.service';
import * as platformRepo from './platform-promotions.repository';
import { replacedBanners, writeNewBanners } from './promotion-banners';
import { toPromotionRow } from './seller-promotions.mapper';
import * as repo from './seller-promotions.repository';

// A shop's own promotions (spec 7 "Seller" → Promotions; decisions 0096–0098). The cart prices
// exactly these rows (cart.repository findPromotions → pricing.ts priceLine): active, within the
// dates, attached to the offer. Writes to promotions and seller_product_promotions fire the
// catalogue triggers of migration 0009, so listings and tyre pages follow within their freshness.

const OFFER_NOT_FOUND = 'ไม่พบสินค้านี้ในสต็อกของร้าน';
const CHANGED_MEANWHILE = 'สินค้าหรือโปรโมชันเพิ่งถูกลบไประหว่างนี้ กรุณาโหลดหน้าใหม่แล้วลองอีกครั้ง';

/** An offer or promotion deleted between our check and our write (foreign key): a Thai 409. */
async function withoutVanishedRows<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    let e: unknown = error;
    for (let i = 0; i < 4 && e && typeof e === 'object'; i++) {
      if ((e as { code?: string }).code === '23503')
        throw new AppError('CONFLICT', CHANGED_MEANWHILE);
      e = (e as { cause?: unknown }).cause;
    }
    throw error;
  }
}

async function ownPromotion(db: DbOrTx, storeId: number, id: number, forUpdate = false) {
  const row = await repo.findShopPromotion(db, storeId, id, { forUpdate });
  if (!row) throw new AppError('NOT_FOUND', PROMOTION_NOT_FOUND);
  return row;
}

export async function getSellerPromotion(
  db: DbOrTx,
  storeId: number,
): Promise<PromotionListResponse> {
  const today = bangkokToday();
  const [rows, platform] = await Promise.all([
    repo.findShopPromotions(db, storeId),
    platformRepo.findPlatformPromotionsOfShop(db, storeId),
  ]);
  return {
    promotionList: [
      ...rows.map((r) => toPromotionRow(r, today)),
      ...platform.map((r) => toPromotionRow(r, today, true)),
    ],
  };
}

/**
 * The promotion a shop may take off its offers: its own, or a YangDee promotion that sits on one
 * of its offers and is being removed (never attached by the shop).
 */
async function promotionToToggle(db: DbOrTx, storeId: number, id: number, isSelect: boolean) {
  const own = await repo.findShopPromotion(db, storeId, id);
  if (own) return 'own';
  if (!isSelect && (await platformRepo.isPlatformPromotionOfShop(db, storeId, id))) {
    return 'platform';
  }
  throw new AppError('NOT_FOUND', PROMOTION_NOT_FOUND);
}

export async function getShopPromotion(
  db: DbOrTx,
  storeId: number,
  input: GetShopPromotionBody,
): Promise<PromotionListResponse> {
  const body = GetShopPromotionBodySchema.parse(input);
  const today = bangkokToday();
  const rows = await repo.findShopPromotions(db, storeId, body);
  return { promotionList: rows.map((r) => toPromotionRow(r, today)) };
}

export async function savePromotion(
  db: Db,
  uploads: UploadStore,
  storeId: number,
  body: SavePromotionBody,
  actor?: SellerActor,
): Promise<PromotionSavedResponse> {
  const today = bangkokToday();
  const existing = body.sellerPromotionId
    ? await ownPromotion(db, storeId, body.sellerPromotionId)
    : null;
  // A new promotion that has already ended would never apply: surely a slip in the dates.
  if (!existing && body.endDate < today) {
    throw new AppError('VALIDATION_FAILED', undefined, {
      endDate: ['วันที่สิ้นสุดต้องไม่ก่อนวันนี้'],
    });
  }
  const { files, written } = await writeNewBanners(uploads, body);
  const write: repo.PromotionWrite = {
    category: body.category,
    amountType: body.type,
    amountValue: toStoredAmount(body.amount),
    minQty: body.minQty,
    title: body.title,
    remark: body.remark,
    detailHtml: sanitizeRichText(body.detail),
    imageTitle: body.imageTitle,
    isTogglable: body.isTogglable,
    isActive: body.isActive,
    startDate: body.startDate,
    endDate: body.endDate,
    ...files,
  };
  let id: number;
  let removed: string[] = [];
  try {
    id = await db.transaction(async (tx) => {
      if (!existing) {
        const created = await repo.insertPromotion(
          tx,
          storeId,
          `shop-${randomBytes(8).toString('hex')}`,
          write,
        );
        await logSellerAction(tx, actor, 'promotion.save', `${body.title} (#${created})`);
        return created;
      }
      // Locked and read again: a concurrent save's banner files are the ones replaced.
      const current = await ownPromotion(tx, storeId, existing.id, true);
      removed = replacedBanners(current, files);
      await repo.updatePromotion(tx, storeId, existing.id, write);
      await logSellerAction(tx, actor, 'promotion.save', `${body.title} (#${existing.id})`);
      return existing.id;
    });
  } catch (error) {
    await uploads.remove(written);
    throw error;
  }
  await uploads.remove(removed);
  return { promotion: toPromotionRow(await ownPromotion(db, storeId, id), today) };
}

export async function deletePromotion(
  db: Db,
  uploads: UploadStore,
  storeId: number,
  id: number,
  actor?: SellerActor,
): Promise<{ message: string }> {
  const row = await db.transaction(async (tx) => {
    const current = await ownPromotion(tx, storeId, id, true);
    // Attachments go with it (cascade); placed orders keep their frozen discount lines.
    await repo.deletePromotion(tx, storeId, id);
    await logSellerAction(tx, actor, 'promotion.delete', `${current.title} (#${id})`);
    return current;
  });
  await uploads.remove(
    [row.topBannerFile, row.topBannerMobileFile].filter((f): f is string => Boolean(f)),
  );
  return { message: 'ลบโปรโมชันแล้ว' };
}

export async function getPromotionProduct(
  db: DbOrTx,
  storeId: number,
  id: number,
): Promise<AttachedOffersResponse> {
  await ownPromotion(db, storeId, id);
  return { sellerProductIds: await repo.findAttachedOfferIds(db, id) };
}

export async function updatePromotionProduct(
  db: DbOrTx,
  storeId: number,
  body: { sellerProductId: number; category: string },
): Promise<OfferPromotionsResponse> {
  if (!(await repo.isOwnOffer(db, storeId, body.sellerProductId))) {
    throw new AppError('NOT_FOUND', OFFER_NOT_FOUND);
  }
  const today = bangkokToday();
  const [rows, selected, platform] = await Promise.all([
    repo.findShopPromotions(db, storeId, { category: body.category }),
    repo.findPromotionIdsOfOffer(db, body.sellerProductId),
    platformRepo.findPlatformPromotionsOfOffer(db, storeId, body.sellerProductId),
  ]);
  return {
    sellerProductId: body.sellerProductId,
    promotionList: [
      ...rows.map((r) => ({ ...toPromotionRow(r, today), isSelect: selected.includes(r.id) })),
      // YangDee's promotions on this offer: shown ticked, and the shop may untick them.
      ...platform
        .filter((r) => !body.category || r.category === body.category)
        .map((r) => ({ ...toPromotionRow(r, today, true), isSelect: true })),
    ],
  };
}

export async function toggleProductPromotion(
  db: DbOrTx,
  storeId: number,
  body: { sellerProductId: number; isSelect: boolean; sellerPromotionId: number },
): Promise<ToggleProductResponse> {
  await promotionToToggle(db, storeId, body.sellerPromotionId, body.isSelect);
  if (!(await repo.isOwnOffer(db, storeId, body.sellerProductId))) {
    throw new AppError('NOT_FOUND', OFFER_NOT_FOUND);
  }
  const ids = [body.sellerProductId];
  await withoutVanishedRows(() =>
    body.isSelect
      ? repo.attachOffers(db, body.sellerPromotionId, ids)
      : repo.detachOffers(db, body.sellerPromotionId, ids),
  );
  return { sellerProductId: body.sellerProductId, isSelect: body.isSelect };
}

export async function toggleMatchingProductPromotion(
  db: Db,
  storeId: number,
  body: { sellerPromotionId: number; isSelect: boolean; filter: StockFilter },
): Promise<ToggleMatchingResponse> {
  return withoutVanishedRows(() =>
    db.transaction(async (tx) => {
      if ((await promotionToToggle(tx, storeId, body.sellerPromotionId, body.isSelect)) === 'own') {
        await ownPromotion(tx, storeId, body.sellerPromotionId, true);
      }
      // Only the shop's own offers match, so a YangDee promotion leaves only those.
      const ids = await matchingOfferIds(tx, storeId, body.filter);
      const changed = body.isSelect
        ? await repo.attachOffers(tx, body.sellerPromotionId, ids)
        : await repo.detachOffers(tx, body.sellerPromotionId, ids);
      return {
        matched: ids.length,
        changed,
        message: toggleMatchingMessage(body.isSelect, ids.length, changed),
      };
    }),
  );
}
