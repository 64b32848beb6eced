import {
  type GetShopServiceBody,
  type OfferBenefitChoices,
  type SaveServiceBody,
  SERVICE_NOT_FOUND,
  type ServiceSaved,
  type ShopServiceList,
  serviceFlagsOf,
} from '@yangdee/contracts/seller-benefits';
import { bahtToSatang } from '@yangdee/contracts/seller-stock';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { logSellerAction, type SellerActor } from '../seller-accounts/action-log';
import { toShopService } from './benefits.mapper';
import * as repo from './benefits.repository';
import { countLinks } from './offer-links.repository';
import { type LinkTarget, offerChoices } from './offer-links.service';

// /seller/product/service (spec 7: get-shop-service, save-service, update-service-product,
// delete-service). The cart prices an active service once per order when its order type fits,
// counted as its offering says (pricing.ts isServiceCounted; spec 2.9 b).

const NOT_FOUND = SERVICE_NOT_FOUND;

export const SERVICE_LINKS: LinkTarget = {
  kind: 'service',
  hasItem: async (db, storeId, id) => (await repo.findService(db, storeId, id)) !== null,
  notFound: NOT_FOUND,
};

const ORDER_TYPE_CODE = { SERVICE: 1, DELIVERY: 2 } as const;

export async function getShopService(
  db: DbOrTx,
  storeId: number,
  body: Required<GetShopServiceBody>,
): Promise<ShopServiceList> {
  const [rows, counts] = await Promise.all([
    repo.findServices(db, storeId, body.type ? ORDER_TYPE_CODE[body.type] : null),
    countLinks(db, 'service', storeId),
  ]);
  return { serviceList: rows.map((r) => toShopService(r, counts.get(r.id) ?? 0)) };
}

export async function saveService(
  db: DbOrTx,
  storeId: number,
  body: SaveServiceBody,
  actor?: SellerActor,
): Promise<ServiceSaved> {
  const write: repo.ServiceWrite = {
    title: body.title,
    description: body.description,
    priceSatang: bahtToSatang(body.price) as number,
    ...serviceFlagsOf(body.offering),
    orderType: body.orderType,
    isActive: body.isActive,
    minutes: body.minutes,
  };
  let id = body.sellerServiceId;
  if (id) {
    if (!(await repo.updateService(db, storeId, id, write))) {
      throw new AppError('NOT_FOUND', NOT_FOUND);
    }
  } else {
    id = await repo.insertService(db, storeId, write);
  }
  await logSellerAction(db, actor, 'service.save', `${body.title} (#${id})`);
  const row = await repo.findService(db, storeId, id);
  if (!row) throw new AppError('NOT_FOUND', NOT_FOUND);
  const counts = await countLinks(db, 'service', storeId);
  return { service: toShopService(row, counts.get(id) ?? 0) };
}

/** update-service-product: the shop's services for one offer, with which it carries. */
export async function getServiceChoices(
  db: DbOrTx,
  storeId: number,
  sellerProductId: number,
): Promise<OfferBenefitChoices> {
  return offerChoices(db, 'service', storeId, sellerProductId, () =>
    repo.findServices(db, storeId, null),
  );
}

/** Decision 0100: as deleteWarranty; unpaid orders keep the service in their frozen copy. */
export async function deleteService(db: DbOrTx, storeId: number, id: number, actor?: SellerActor) {
  if (!(await repo.deleteService(db, storeId, id))) throw new AppError('NOT_FOUND', NOT_FOUND);
  await logSellerAction(db, actor, 'service.delete', `บริการ #${id}`);
  return { message: 'ลบบริการแล้ว' };
}
