import type { CartServiceInput } from '@yangdee/contracts/cart-pricing';
import {
  DEFAULT_SETTINGS,
  FRESH_CART_CHOICES,
  isOfferSellable,
  type OfferPromotionInput,
  priceContext,
} from '@yangdee/contracts/cart-pricing-input';
import { CART_QTY_MIN } from '@yangdee/contracts/cart-quantity';
import { orderableQty } from '@yangdee/contracts/offer-orderability';
import { FRESHNESS_MONTHS } from '@yangdee/contracts/production-year';
import { inArray, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { intArray } from '../../db/int-array';
import { storeSettings } from '../../db/schema/stores';
import { Slices } from '../../lib/turns';
import { CARD_FILTERS, type FreshSince, offerProductionKey } from './card-index.repository';
import { baseOfferWhere, offerConditions } from './product-card.repository';

// The listing's "one honest price" (issue 36 §4, decision 0165): per tyre and per listing position
// (shopper filter × freshness), the lowest total of 4 tyres fitted at the shop (SERVICE, no
// address) over the offers a fresh cart would take at 4, priced by the cart's own builder
// (contracts `priceContext`) with each offer's services, promotions and its shop's settings. The
// listing copy and the SQL path both call `findSetTotals`, so they cannot disagree.

/** The quantity and order type of the listing's total. */
export const SET_QTY = 4;

type OfferTotalRow = {
  product_id: number;
  id: number;
  store_id: number;
  price_satang: number;
  price_delivery_satang: number | null;
  delivery_rate_satang: number | null;
  is_prepaid: boolean;
  prepaid_satang: number | null;
  qty: number;
  min_qty: number;
  status: number;
  is_display: boolean;
  store_active: boolean;
  in_stock: boolean;
  delivery: boolean;
  made: number;
  /** The offer's linked services' ids, ascending, comma apart (null: none). */
  service_ids: string | null;
  /** The offer's linked promotions' ids, ascending, comma apart (null: none). */
  promotion_ids: string | null;
};

type Promotion = Omit<OfferPromotionInput, 'sellerProductId'>;

/** Lowest total (satang) per listing position, null where no offer the cart takes at 4 counts. */
export type SetTotals = Map<number, (number | null)[]>;

/**
 * Products read per statement. Fewer than the listing's rows (500): at 3,000,000 offers a read
 * of 250 tyres is ~150,000 offer rows, parsed at once (decision 0170: the peak counts).
 */
const PRODUCTS_PER_READ = 250;

/**
 * The offers of the products (all listed ones when `ids` is absent) sold as SERVICE, with the ids
 * of their linked services and promotions (the rows themselves are read once per batch: an offer
 * of the bench links its shop's one service, and 9 promotions serve 3,000,000 offers).
 * `extraWhere`: more offer conditions (the SQL path's promotion filter).
 */
async function findOffers(db: DbOrTx, products: SQL, extraWhere: SQL): Promise<OfferTotalRow[]> {
  const result = await db.execute<OfferTotalRow>(sql`
    select sp.product_id, sp.id, sp.store_id, sp.price_satang, sp.price_delivery_satang,
      sp.delivery_rate_satang, sp.is_prepaid, sp.prepaid_satang, sp.qty, sp.min_qty, sp.status,
      sp.is_display, s.is_active as store_active,
      (true ${sql.join(offerConditions({ inStock: true }), sql` `)}) as in_stock,
      (true ${sql.join(offerConditions({ orderType: 'DELIVERY' }), sql` `)}
        and sp.price_delivery_satang is not null) as delivery,
      ${offerProductionKey} as made,
      (select string_agg(sps.seller_service_id::text, ',' order by sps.seller_service_id)
         from seller_product_services sps where sps.seller_product_id = sp.id) as service_ids,
      (select string_agg(spp.promotion_id::text, ',' order by spp.promotion_id)
         from seller_product_promotions spp where spp.seller_product_id = sp.id) as promotion_ids
    from seller_products sp
    join stores s on s.id = sp.store_id
    join products p on p.id = sp.product_id
    where ${products} and p.is_active and ${baseOfferWhere}
      ${sql.join(offerConditions({ orderType: 'SERVICE' }), sql` `)} ${extraWhere}`);
  return result.rows;
}

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
async function findServicesAndPromotions(db: DbOrTx, rows: OfferTotalRow[], lists: Lists) {
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
type Inputs<T> = { list: T[]; key: string };

/** What one findSetTotals call has read and worked out, shared by its batches. */
type Lists = {
  services: Map<number, CartServiceInput | null>;
  promotions: Map<number, Promotion | null>;
  serviceLists: Map<string, Inputs<CartServiceInput>>;
  promotionLists: Map<string, Inputs<Promotion>>;
  settings: Map<number, { value: Settings; key: string }>;
  /** Totals already priced, by everything the price reads (decision 0170). */
  priced: Map<string, number | null>;
};

function inputsOf<T>(
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

const serviceKey = (s: CartServiceInput) =>
  `${s.priceSatang}:${s.isIncluded}:${s.isTogglable}:${s.orderType}`;
const promotionKey = (p: Promotion) =>
  `${p.amountType}:${p.amountValue}:${p.minQty}:${p.isTogglable}:${p.startDate}:${p.endDate}`;

type Settings = typeof DEFAULT_SETTINGS;

/** The settings the price reads (cartPricingInputOf's), as a key. */
function settingsKey(s: Settings): string {
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

async function findSettings(db: DbOrTx, storeIds: number[], known: Lists['settings']) {
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

/**
 * An offer's total for 4 fitted, or null when a fresh cart would refuse 4 of it (not sold as
 * SERVICE, above what it can sell: the cart's `isOfferSellable` and `orderableQty`; live holds
 * are not counted here, as the listing's other numbers, decision 0068).
 *
 * Priced once per distinct input (decision 0170): offers with the same prices, deposit fields,
 * services and promotions (but for their ids and texts) and shop settings the price reads share
 * one call of the cart's builder. At 3,000,000 bench offers that is ~20,000 calls, not 3,000,000.
 */
function offerTotal(o: OfferTotalRow, lists: Lists, today: string): number | null {
  const sellable = isOfferSellable(
    {
      isDisplay: o.is_display,
      productActive: true,
      storeActive: o.store_active,
      status: o.status,
      isServiceAvailable: true,
      storeServiceEnabled: true,
      isDeliveryAvailable: false,
      storeDeliveryEnabled: false,
      priceDeliverySatang: o.price_delivery_satang,
    },
    'SERVICE',
  );
  if (!sellable || SET_QTY < Math.max(CART_QTY_MIN, o.min_qty)) return null;
  if (orderableQty({ status: o.status, qty: o.qty, minQty: o.min_qty }) < SET_QTY) return null;
  const services = inputsOf(o.service_ids, lists.services, lists.serviceLists, serviceKey);
  const promotions = inputsOf(
    o.promotion_ids,
    lists.promotions,
    lists.promotionLists,
    promotionKey,
  );
  const settings = lists.settings.get(o.store_id) ?? {
    value: DEFAULT_SETTINGS,
    key: settingsKey(DEFAULT_SETTINGS),
  };
  const key = `${o.price_satang}|${o.price_delivery_satang}|${o.delivery_rate_satang}|${o.is_prepaid}|${o.prepaid_satang}|${settings.key}|${services.key}|${promotions.key}`;
  const known = lists.priced.get(key);
  if (known !== undefined) return known;
  const priced = priceContext({
    orderType: 'SERVICE',
    today,
    lines: [
      {
        sellerProductId: o.id,
        priceSatang: o.price_satang,
        priceDeliverySatang: o.price_delivery_satang,
        deliveryRateSatang: o.delivery_rate_satang,
        isPrepaid: o.is_prepaid,
        prepaidSatang: o.prepaid_satang,
        quantity: SET_QTY,
      },
    ],
    services: services.list,
    promotions: promotions.list.map((p) => ({ ...p, sellerProductId: o.id })),
    areaRateSatang: null,
    settings: settings.value,
    cart: FRESH_CART_CHOICES,
  });
  lists.priced.set(key, priced.finalPriceSatang);
  return priced.finalPriceSatang;
}

const POSITIONS = (FRESHNESS_MONTHS.length + 1) * CARD_FILTERS.length;

/** ORs an offer's total into the positions whose filter and freshness it meets. */
function addOffer(totals: (number | null)[], o: OfferTotalRow, total: number, since: FreshSince) {
  const windows = [true, ...FRESHNESS_MONTHS.map((m) => Number(o.made) >= since[m])];
  windows.forEach((inWindow, w) => {
    if (!inWindow) return;
    CARD_FILTERS.forEach((f, i) => {
      if (f.inStock && !o.in_stock) return;
      if (f.orderType === 'DELIVERY' && !o.delivery) return;
      const at = w * CARD_FILTERS.length + i;
      const now = totals[at];
      if (now === null || total < now) totals[at] = total;
    });
  });
}

/** Totals of the rows' products (priced in slices: requests are answered between them). */
async function totalsOf(
  db: DbOrTx,
  rows: OfferTotalRow[],
  today: string,
  since: FreshSince,
  into: SetTotals,
  lists: Lists,
): Promise<void> {
  await Promise.all([
    findSettings(db, [...new Set(rows.map((r) => r.store_id))], lists.settings),
    findServicesAndPromotions(db, rows, lists),
  ]);
  const slices = await Slices.start(8);
  for (const o of rows) {
    const total = offerTotal(o, lists, today);
    if (total !== null) {
      let list = into.get(o.product_id);
      if (!list) {
        list = Array(POSITIONS).fill(null);
        into.set(o.product_id, list);
      }
      addOffer(list, o, total, since);
    }
    if (slices.over) await slices.next();
  }
}

/**
 * Lowest 4-fitted totals per listing position of the products of `ids` (every listed product
 * when absent), read PRODUCTS_PER_READ products at a time. A product with no such offer is
 * absent from the map.
 */
export async function findSetTotals(
  db: DbOrTx,
  today: string,
  since: FreshSince,
  ids?: readonly number[],
  extraWhere: SQL = sql``,
): Promise<SetTotals> {
  const totals: SetTotals = new Map();
  const lists: Lists = {
    services: new Map(),
    promotions: new Map(),
    serviceLists: new Map(),
    promotionLists: new Map(),
    settings: new Map(),
    priced: new Map(),
  };
  if (ids) {
    for (let at = 0; at < ids.length; at += PRODUCTS_PER_READ) {
      const part = ids.slice(at, at + PRODUCTS_PER_READ);
      const rows = await findOffers(db, sql`sp.product_id = any(${intArray(part)})`, extraWhere);
      await totalsOf(db, rows, today, since, totals, lists);
    }
    return totals;
  }
  for (let after = 0; ; ) {
    const page = await db.execute<{ id: number }>(sql`select a.product_id as id
      from product_offer_summaries a where a.is_listed and a.product_id > ${after}
      order by a.product_id limit ${PRODUCTS_PER_READ}`);
    const part = page.rows.map((r) => Number(r.id));
    if (part.length === 0) return totals;
    const rows = await findOffers(db, sql`sp.product_id = any(${intArray(part)})`, extraWhere);
    await totalsOf(db, rows, today, since, totals, lists);
    if (part.length < PRODUCTS_PER_READ) return totals;
    after = part[part.length - 1];
  }
}
