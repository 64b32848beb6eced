import {
  type AreaRate,
  type AssignPrepaidBody,
  bahtToSatang,
  type DeliveryAreaSummary,
  type ProductsForSettingResponse,
  type SaveAreaRateBody,
  type SaveMinQtyBody,
  type SavePrepareDaysBody,
  type SaveProductRateBody,
} from '@yangdee/contracts/store-settings';
import type { Db, DbOrTx } from '../../db/client';
import type { sellerProducts } from '../../db/schema/offers';
import { AppError } from '../../lib/app-error';
import * as repo from './delivery-rates.repository';
import * as profileRepo from './profile.repository';
import * as settingsRepo from './settings.repository';

// Delivery-area rates and the per-offer settings (spec 7 "Delivery and deposit settings"): rates
// by province, per-offer delivery fee, preparing days, minimum quantity and deposit. Every write
// names the offer AND the active store: an offer of another store is 'not found', never changed.

export const SETTING_PAGE_SIZE = 20;
const baht = (satang: number) => satang / 100;
const bahtOrNull = (satang: number | null) => (satang === null ? null : baht(satang));

export async function getAreaRates(db: DbOrTx, storeId: number): Promise<{ rateList: AreaRate[] }> {
  const rows = await repo.findAreaRates(db, storeId);
  return { rateList: rows.map((r) => ({ province: r.province, rate: baht(r.rateSatang) })) };
}

export async function saveAreaRate(db: Db, storeId: number, body: SaveAreaRateBody) {
  await db.transaction(async (tx) => {
    if (body.isRemove) await repo.deleteAreaRate(tx, storeId, body.province);
    else await repo.upsertAreaRate(tx, storeId, body.province, bahtToSatang(body.rate));
  });
  return getAreaRates(db, storeId);
}

export async function getAreaSummary(db: DbOrTx, storeId: number): Promise<DeliveryAreaSummary> {
  const [store, settingsRow, summary] = await Promise.all([
    profileRepo.findStore(db, storeId),
    settingsRepo.findSettings(db, storeId),
    repo.summariseAreaRates(db, storeId),
  ]);
  if (!store) throw new AppError('NOT_FOUND', 'ไม่พบร้านค้า');
  return {
    isDeliveryEnabled: store.isDeliveryEnabled,
    defaultDeliveryRate: baht(settingsRow?.settings?.defaultDeliveryRateSatang ?? 0),
    areaCount: summary.areas?.n ?? 0,
    minAreaRate: bahtOrNull(summary.areas?.lo ?? null),
    maxAreaRate: bahtOrNull(summary.areas?.hi ?? null),
    productRateCount: summary.productRates,
  };
}

export async function getProductsForSetting(
  db: DbOrTx,
  storeId: number,
  keyword: string,
  page: number,
): Promise<ProductsForSettingResponse> {
  const rows = await repo.findStoreOffers(db, storeId, keyword, page, SETTING_PAGE_SIZE);
  const total = rows[0]?.total ?? 0;
  return {
    page,
    totalPage: Math.ceil(total / SETTING_PAGE_SIZE),
    total,
    productList: rows.map((r) => ({
      sellerProductId: r.sellerProductId,
      brand: r.brand,
      model: r.model,
      size: r.size,
      year: r.year,
      price: baht(r.priceSatang),
      priceDelivery: bahtOrNull(r.priceDeliverySatang),
      deliveryRate: bahtOrNull(r.deliveryRateSatang),
      prepareDays: r.prepareDays,
      minQty: r.minQty,
      isPrepaid: r.isPrepaid,
      prepaidAmount: bahtOrNull(r.prepaidSatang),
    })),
  };
}

/** Writes one offer of the active store in a transaction; 404 when it is not the store's. */
/** The offer's columns these settings write: never its quantity (stock-ledger's, decision 0156). */
type OfferSettings = Partial<
  Pick<
    typeof sellerProducts.$inferInsert,
    'deliveryRateSatang' | 'prepareDays' | 'minQty' | 'isPrepaid' | 'prepaidSatang'
  >
>;

async function updateOffer(
  db: Db,
  storeId: number,
  sellerProductId: number,
  values: OfferSettings,
): Promise<void> {
  await db.transaction(async (tx) => {
    const found = await repo.updateStoreOffer(tx, storeId, sellerProductId, values);
    if (!found) throw new AppError('NOT_FOUND', 'ไม่พบสินค้านี้ในร้านค้าของคุณ');
  });
}

/** save-delivery-product-rate: the offer's delivery fee per tyre; null → the area rate. */
export async function saveProductRate(db: Db, storeId: number, body: SaveProductRateBody) {
  await updateOffer(db, storeId, body.sellerProductId, {
    deliveryRateSatang: body.rate === null ? null : bahtToSatang(body.rate),
  });
}

/** save-day-prepare-product: the offer's preparing days; null → the shop's. */
export async function savePrepareDays(db: Db, storeId: number, body: SavePrepareDaysBody) {
  await updateOffer(db, storeId, body.sellerProductId, { prepareDays: body.prepareDays });
}

/** save-product-min-qty: the fewest tyres of the offer one order takes. */
export async function saveMinQty(db: Db, storeId: number, body: SaveMinQtyBody) {
  await updateOffer(db, storeId, body.sellerProductId, { minQty: body.minQty });
}

/** assign-prepaid-product: whether the offer takes a deposit, and how much per tyre. */
export async function assignPrepaid(db: Db, storeId: number, body: AssignPrepaidBody) {
  await updateOffer(db, storeId, body.sellerProductId, prepaidValues(body));
}

function prepaidValues(body: AssignPrepaidBody) {
  return {
    isPrepaid: body.isPrepaid,
    prepaidSatang:
      body.isPrepaid && body.prepaidAmount !== null ? bahtToSatang(body.prepaidAmount) : null,
  };
}
