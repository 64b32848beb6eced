import {
  type GetShopWarrantyBody,
  type OfferBenefitChoices,
  type SaveWarrantyBody,
  type ShopWarrantyList,
  WARRANTY_NOT_FOUND,
  type WarrantySaved,
} from '@yangdee/contracts/seller-benefits';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { logSellerAction, type SellerActor } from '../seller-accounts/action-log';
import { toShopWarranty } from './benefits.mapper';
import * as repo from './benefits.repository';
import { countLinks } from './offer-links.repository';
import { type LinkTarget, offerChoices } from './offer-links.service';

// /seller/product/warranty (spec 7: get-shop-warranty, save-warranty, update-warranty-product,
// delete-warranty). The tyre page and the cart show an active warranty's type, title and remark
// (plain text) on every offer carrying it; its months and kilometres suggest the title.

const NOT_FOUND = WARRANTY_NOT_FOUND;

export const WARRANTY_LINKS: LinkTarget = {
  kind: 'warranty',
  hasItem: async (db, storeId, id) => (await repo.findWarranty(db, storeId, id)) !== null,
  notFound: NOT_FOUND,
};

export async function getShopWarranty(
  db: DbOrTx,
  storeId: number,
  body: Required<GetShopWarrantyBody>,
): Promise<ShopWarrantyList> {
  const [rows, counts] = await Promise.all([
    repo.findWarranties(db, storeId, body.type),
    countLinks(db, 'warranty', storeId),
  ]);
  return { warrantyList: rows.map((r) => toShopWarranty(r, counts.get(r.id) ?? 0)) };
}

export async function saveWarranty(
  db: DbOrTx,
  storeId: number,
  body: SaveWarrantyBody,
  actor?: SellerActor,
): Promise<WarrantySaved> {
  const write: repo.WarrantyWrite = {
    type: body.type,
    title: body.title,
    remark: body.remark,
    coverage: body.type === 'warranty' ? body.coverage : '',
    // Months and kilometres belong to a warranty only (the schema refuses them on a gift).
    months: body.type === 'warranty' ? body.months : null,
    kilometres: body.type === 'warranty' ? body.kilometres : null,
    isActive: body.isActive,
  };
  let id = body.sellerWarrantyId;
  if (id) {
    if (!(await repo.updateWarranty(db, storeId, id, write))) {
      throw new AppError('NOT_FOUND', NOT_FOUND);
    }
  } else {
    id = await repo.insertWarranty(db, storeId, write);
  }
  await logSellerAction(db, actor, 'warranty.save', `${body.title} (#${id})`);
  const row = await repo.findWarranty(db, storeId, id);
  if (!row) throw new AppError('NOT_FOUND', NOT_FOUND);
  const counts = await countLinks(db, 'warranty', storeId);
  return { warranty: toShopWarranty(row, counts.get(id) ?? 0) };
}

/** update-warranty-product: the shop's warranties for one offer, with which it carries. */
export async function getWarrantyChoices(
  db: DbOrTx,
  storeId: number,
  sellerProductId: number,
): Promise<OfferBenefitChoices> {
  return offerChoices(db, 'warranty', storeId, sellerProductId, () =>
    repo.findWarranties(db, storeId, ''),
  );
}

/**
 * Decision 0100: deleted for good with its links; orders keep the copy frozen at checkout, carts
 * simply stop showing it. A shop that may want it back switches it off instead.
 */
export async function deleteWarranty(db: DbOrTx, storeId: number, id: number, actor?: SellerActor) {
  if (!(await repo.deleteWarranty(db, storeId, id))) throw new AppError('NOT_FOUND', NOT_FOUND);
  await logSellerAction(db, actor, 'warranty.delete', `รายการรับประกัน #${id}`);
  return { message: 'ลบรายการรับประกันแล้ว' };
}
