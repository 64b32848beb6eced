import type { OfferBenefitChoices } from '@yangdee/contracts/seller-benefits';
import type { StockFilter } from '@yangdee/contracts/seller-stock';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { matchingOfferIds } from '../stock/stock.service';
import { isOwnOffer } from './benefits.repository';
import {
  findLinkedItemIds,
  findLinkedOfferIds,
  type LinkKind,
  setLinks,
} from './offer-links.repository';

// Attaching a warranty or a service to the shop's offers, one at a time or every offer the stock
// list's filter matches (the same filter as get-stock). The item must be the shop's own (404 in
// Thai otherwise); offers of another shop are never touched.

export const OFFER_NOT_FOUND = 'ไม่พบสินค้านี้ในสต็อกของร้าน';

export type LinkTarget = {
  kind: LinkKind;
  /** Whether the store has this item. */
  hasItem: (db: DbOrTx, storeId: number, itemId: number) => Promise<boolean>;
  notFound: string;
};

async function ownItem(db: DbOrTx, t: LinkTarget, storeId: number, itemId: number) {
  if (!(await t.hasItem(db, storeId, itemId))) throw new AppError('NOT_FOUND', t.notFound);
}

export async function toggleOne(
  db: DbOrTx,
  t: LinkTarget,
  storeId: number,
  body: { sellerProductId: number; isSelect: boolean; itemId: number },
) {
  await ownItem(db, t, storeId, body.itemId);
  if (!(await isOwnOffer(db, storeId, body.sellerProductId))) {
    throw new AppError('NOT_FOUND', OFFER_NOT_FOUND);
  }
  await setLinks(db, t.kind, storeId, body.itemId, [body.sellerProductId], body.isSelect);
  return { sellerProductId: body.sellerProductId, isSelect: body.isSelect };
}

export async function toggleMatching(
  db: DbOrTx,
  t: LinkTarget,
  storeId: number,
  body: { itemId: number; isSelect: boolean; filter: StockFilter },
) {
  await ownItem(db, t, storeId, body.itemId);
  const ids = await matchingOfferIds(db, storeId, body.filter);
  const changed = await setLinks(db, t.kind, storeId, body.itemId, ids, body.isSelect);
  return { matched: ids.length, changed };
}

export async function linkedOffers(db: DbOrTx, t: LinkTarget, storeId: number, itemId: number) {
  await ownItem(db, t, storeId, itemId);
  return { sellerProductIds: await findLinkedOfferIds(db, t.kind, itemId) };
}

/** update-warranty-product / update-service-product: the shop's items for one offer, with which it carries. */
export async function offerChoices(
  db: DbOrTx,
  kind: LinkKind,
  storeId: number,
  sellerProductId: number,
  findItems: () => Promise<{ id: number; title: string; isActive: boolean }[]>,
): Promise<OfferBenefitChoices> {
  if (!(await isOwnOffer(db, storeId, sellerProductId))) {
    throw new AppError('NOT_FOUND', OFFER_NOT_FOUND);
  }
  const [rows, linked] = await Promise.all([
    findItems(),
    findLinkedItemIds(db, kind, sellerProductId),
  ]);
  return {
    sellerProductId,
    items: rows.map((r) => ({
      id: r.id,
      title: r.title,
      isActive: r.isActive,
      isSelect: linked.has(r.id),
    })),
  };
}
