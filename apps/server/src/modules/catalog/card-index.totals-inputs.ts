import type { CartServiceInput } from '@yangdee/contracts/cart-pricing';
import { DEFAULT_SETTINGS, type OfferPromotionInput } from '@yangdee/contracts/cart-pricing-input';
import { inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { intArray } from '../../db/int-array';
import { storeSettings } from '../../db/schema/stores';

// What the listing's 4-fitted totals read besides the offers (decisions 0165, 0170): the active
// services and promotions the offers link to and their shops' settings, read once per batch by
// id, as the cart reads them, and the keys of what in them the price reads.

export type Promotion = Omit<OfferPromotionInput, 'sellerProductId'>;

/** The distinct ids of the rows' comma lists not read yet. */
function newIds(lists: (string | null)[], known: Map<number, unknown>): number[] {
  const ids = new Set<number>();
  for (const list of new Set(lists)) {
    if (list === null) continue;
    for (const id of list.split(',')) if (!known.has(Number(id))) ids.add(Number(id));
  }
  return [...ids];
}

/**
 * The active services and promotions of these ids, as the cart reads them (findServicesByOffer,
 * findPromotions); an inactive or missing one is kept as null (an offer leaves it out).
 */
export async function findServicesAndPromotions(
  db: DbOrTx,
  rows: { service_ids: string | null; promotion_ids: string | null }[],
  lists: Lists,
) {
  const serviceIds = newIds(
    rows.map((r) => r.service_ids),
    lists.services,
  );
  const promotionIds = newIds(
    rows.map((r) => r.promotion_ids),
    lists.promotions,
  );
  const [services, promotions] = await Promise.all([
    serviceIds.length === 0
      ? { rows: [] }
      : db.execute<CartServiceInput>(sql`
          select ss.id, ss.title, ss.description, ss.price_satang as "priceSatang",
            ss.is_included as "isIncluded", ss.is_togglable as "isTogglable",
            ss.order_type as "orderType", ss.minutes
          from seller_services ss where ss.is_active and ss.id = any(${intArray(serviceIds)})`),
    promotionIds.length === 0
      ? { rows: [] }
      : db.execute<Promotion>(sql`
          select pr.id, pr.title, pr.remark, pr.amount_type as "amountType",
            pr.amount_value as "amountValue", pr.min_qty as "minQty",
            pr.is_togglable as "isTogglable", pr.start_date::text as "startDate",
            pr.end_date::text as "endDate"
          from promotions pr where pr.is_active and pr.id = any(${intArray(promotionIds)})`),
  ]);
  for (const id of serviceIds) lists.services.set(id, null);
  for (const row of services.rows) lists.services.set(row.id, row);
  for (const id of promotionIds) lists.promotions.set(id, null);
  for (const row of promotions.rows) lists.promotions.set(row.id, row);
}

/**
 * An offer's services or promotions (its comma list of ids, active ones only, ascending, as the
 * cart reads them) and the key of what in them the price reads: every field but the id and the
 * texts (the cart matches services and promotions by id only within the one offer's own lists).
 */
export type Inputs<T> = { list: T[]; key: string };

/** What one findSetTotals call has read and worked out, shared by its batches. */
export type Lists = {
  services: Map<number, CartServiceInput | null>;
  promotions: Map<number, Promotion | null>;
  serviceLists: Map<string, Inputs<CartServiceInput>>;
  promotionLists: Map<string, Inputs<Promotion>>;
  settings: Map<number, { value: Settings; key: string }>;
  /** Totals already priced, by everything the price reads (decision 0170). */
  priced: Map<string, number | null>;
};

export function inputsOf<T>(
  ids: string | null,
  rows: Map<number, T | null>,
  made: Map<string, Inputs<T>>,
  keyOf: (row: T) => string,
): Inputs<T> {
  const at = ids ?? '';
  let inputs = made.get(at);
  if (!inputs) {
    const list: T[] = [];
    if (ids !== null) {
      for (const id of ids.split(',')) {
        const row = rows.get(Number(id));
        if (row) list.push(row);
      }
    }
    inputs = { list, key: list.map(keyOf).join(';') };
    made.set(at, inputs);
  }
  return inputs;
}

export const serviceKey = (s: CartServiceInput) =>
  `${s.priceSatang}:${s.isIncluded}:${s.isTogglable}:${s.orderType}`;
export const promotionKey = (p: Promotion) =>
  `${p.amountType}:${p.amountValue}:${p.minQty}:${p.isTogglable}:${p.startDate}:${p.endDate}`;

export type Settings = typeof DEFAULT_SETTINGS;

/** The settings the price reads (cartPricingInputOf's), as a key. */
export function settingsKey(s: Settings): string {
  return [
    s.defaultDeliveryRateSatang,
    s.isPrepaidEnabled,
    s.prepaidType,
    s.prepaidValue,
    s.acceptScanQr,
    s.acceptInternetBanking,
    s.acceptCreditCard,
    s.acceptFreeInstallment,
    s.acceptInterestInstallment,
    s.installmentInterestBp,
    s.installmentMinSatang,
  ].join(':');
}

export async function findSettings(db: DbOrTx, storeIds: number[], known: Lists['settings']) {
  const missing = storeIds.filter((id) => !known.has(id));
  if (missing.length === 0) return;
  const rows = await db.select().from(storeSettings).where(inArray(storeSettings.storeId, missing));
  const plain = { value: DEFAULT_SETTINGS, key: settingsKey(DEFAULT_SETTINGS) };
  for (const id of missing) known.set(id, plain);
  for (const row of rows) {
    const value = { ...DEFAULT_SETTINGS, ...row } as Settings;
    known.set(row.storeId, { value, key: settingsKey(value) });
  }
}

/** A fresh set of what one call reads; `priced` may be kept longer (one Bangkok day). */
export function newLists(priced: Map<string, number | null> = new Map()): Lists {
  return {
    services: new Map(),
    promotions: new Map(),
    serviceLists: new Map(),
    promotionLists: new Map(),
    settings: new Map(),
    priced,
  };
}
