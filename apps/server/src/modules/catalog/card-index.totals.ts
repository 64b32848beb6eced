import {
  DEFAULT_SETTINGS,
  FRESH_CART_CHOICES,
  isOfferSellable,
  priceContext,
} from '@yangdee/contracts/cart-pricing-input';
import { CART_QTY_MIN } from '@yangdee/contracts/cart-quantity';
import { orderableQty } from '@yangdee/contracts/offer-orderability';
import { FRESHNESS_MONTHS } from '@yangdee/contracts/production-year';
import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { intArray } from '../../db/int-array';
import { Slices } from '../../lib/turns';
import {
  CARD_FILTERS,
  type FreshSince,
  findListedIds,
  offerProductionKey,
} from './card-index.repository';
import {
  findServicesAndPromotions,
  findSettings,
  inputsOf,
  type Lists,
  newLists,
  promotionKey,
  serviceKey,
  settingsKey,
} from './card-index.totals-inputs';
import { baseOfferWhere, cardWarrantyWhere, offerConditions } from './product-card.repository';

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
  /** Sold as SERVICE (the offer and its shop). */
  service: boolean;
  /** Carries a warranty that puts the warranty badge on a card. */
  warranty: boolean;
  made: number;
  /** The offer's linked services' ids, ascending, comma apart (null: none). */
  service_ids: string | null;
  /** The offer's linked promotions' ids, ascending, comma apart (null: none). */
  promotion_ids: string | null;
};

/** Lowest total (satang) per listing position, null where no offer the cart takes at 4 counts. */
export type SetTotals = Map<number, (number | null)[]>;

/**
 * Products read per statement. Fewer than the listing's rows (500): at 3,000,000 offers a read
 * of 250 tyres is ~150,000 offer rows, parsed at once (decision 0170: the peak counts).
 */
const PRODUCTS_PER_READ = 250;

/**
 * The counted offers of the products (all listed ones when `ids` is absent), with the ids of their
 * linked services and promotions (the rows themselves are read once per batch: an offer of the
 * bench links its shop's one service, and 9 promotions serve 3,000,000 offers) and whether a
 * warranty puts the badge on them. Every counted offer, not only those sold as SERVICE: the
 * listing copy keeps them all for its fresh summaries (decision 0183).
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
      (true ${sql.join(offerConditions({ orderType: 'SERVICE' }), sql` `)}) as service,
      exists (select 1 from seller_product_warranties spw
        join seller_warranties w on w.id = spw.seller_warranty_id
        where spw.seller_product_id = sp.id and ${cardWarrantyWhere}) as warranty,
      ${offerProductionKey} as made,
      (select string_agg(sps.seller_service_id::text, ',' order by sps.seller_service_id)
         from seller_product_services sps where sps.seller_product_id = sp.id) as service_ids,
      (select string_agg(spp.promotion_id::text, ',' order by spp.promotion_id)
         from seller_product_promotions spp where spp.seller_product_id = sp.id) as promotion_ids
    from seller_products sp
    join stores s on s.id = sp.store_id
    join products p on p.id = sp.product_id
    where ${products} and p.is_active and ${baseOfferWhere} ${extraWhere}`);
  return result.rows;
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
      isServiceAvailable: o.service,
      storeServiceEnabled: o.service,
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

/** What the positions of an offer depend on: when it was made and the filters it meets. */
export type OfferPlace = { made: number; inStock: boolean; delivery: boolean };

/** ORs an offer's total into the positions whose filter and freshness it meets. */
export function addOffer(
  totals: (number | null)[],
  o: OfferPlace,
  total: number,
  since: FreshSince,
): void {
  const filters = CARD_FILTERS.length;
  for (let w = 0; w <= FRESHNESS_MONTHS.length; w++) {
    if (w > 0 && o.made < since[FRESHNESS_MONTHS[w - 1]]) continue;
    for (let i = 0; i < filters; i++) {
      const f = CARD_FILTERS[i];
      if (f.inStock && !o.inStock) continue;
      if (f.orderType === 'DELIVERY' && !o.delivery) continue;
      const at = w * filters + i;
      const now = totals[at];
      if (now === null || total < now) totals[at] = total;
    }
  }
}

/** A list of nulls, one per listing position (a tyre with no offer counted yet). */
export const noTotals = (): (number | null)[] => Array(POSITIONS).fill(null);

/**
 * One counted offer as the listing copy keeps it (decisions 0171, 0183): its 4-fitted total (null
 * when a fresh cart would not take 4 of it) and what the fresh summaries read, so that a write to
 * a few offers reads only them.
 */
export type PricedOffer = OfferPlace & {
  productId: number;
  id: number;
  storeId: number;
  /** Satang; the delivery price null when it has none. */
  price: number;
  deliveryPrice: number | null;
  service: boolean;
  warranty: boolean;
  total: number | null;
};

/** The priced offers of one read, and the tyres it read whole (their other offers do not count). */
export type KeepOffers = (tyres: readonly number[], offers: PricedOffer[]) => void;

/** Priced offers of the rows (in slices: requests are answered between them). */
async function priceRows(
  db: DbOrTx,
  rows: OfferTotalRow[],
  today: string,
  lists: Lists,
): Promise<PricedOffer[]> {
  await readInputs(db, rows, lists);
  return priceRead(rows, today, lists);
}

/** The shop settings, services and promotions the rows' prices read, into `lists`. */
async function readInputs(db: DbOrTx, rows: OfferTotalRow[], lists: Lists): Promise<void> {
  await Promise.all([
    findSettings(db, [...new Set(rows.map((r) => r.store_id))], lists.settings),
    findServicesAndPromotions(db, rows, lists),
  ]);
}

/** Priced offers of rows whose inputs are read (readInputs). */
async function priceRead(
  rows: OfferTotalRow[],
  today: string,
  lists: Lists,
): Promise<PricedOffer[]> {
  const priced: PricedOffer[] = [];
  const slices = await Slices.start(8);
  for (const o of rows) {
    priced.push({
      productId: o.product_id,
      id: o.id,
      storeId: o.store_id,
      price: o.price_satang,
      deliveryPrice: o.price_delivery_satang,
      total: offerTotal(o, lists, today),
      made: Number(o.made),
      inStock: o.in_stock,
      delivery: o.delivery,
      service: o.service,
      warranty: o.warranty,
    });
    if (slices.over) await slices.next();
  }
  return priced;
}

/** Totals of the rows' products, added into `into`. */
function addAll(into: SetTotals, offers: PricedOffer[], since: FreshSince): void {
  for (const o of offers) {
    if (o.total === null) continue;
    let list = into.get(o.productId);
    if (!list) {
      list = noTotals();
      into.set(o.productId, list);
    }
    addOffer(list, o, o.total, since);
  }
}

/** Offers read per statement when read by id (a 5,000-offer change: one statement). */
const OFFERS_PER_READ = 20_000;

/**
 * The counted offers of `offerIds`, priced as findSetTotals prices them (decision 0171: a write to
 * a few offers prices only those). `priced`: totals already worked out today, by everything the
 * price reads.
 */
export async function findOfferTotals(
  db: DbOrTx,
  today: string,
  offerIds: readonly number[],
  priced?: Map<string, number | null>,
): Promise<PricedOffer[]> {
  const lists = newLists(priced);
  const out: PricedOffer[] = [];
  for (let at = 0; at < offerIds.length; at += OFFERS_PER_READ) {
    const part = offerIds.slice(at, at + OFFERS_PER_READ);
    const rows = await findOffers(db, sql`sp.id = any(${intArray(part)})`, sql``);
    for (const o of await priceRows(db, rows, today, lists)) out.push(o);
  }
  return out;
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
  keep?: { offers: KeepOffers; priced: Map<string, number | null> },
): Promise<SetTotals> {
  const totals: SetTotals = new Map();
  const lists = newLists(keep?.priced);
  const parts: number[][] = [];
  const all = ids ?? (await findListedIds(db));
  for (let at = 0; at < all.length; at += PRODUCTS_PER_READ) {
    parts.push(all.slice(at, at + PRODUCTS_PER_READ));
  }
  const offersOf = (part: number[]) =>
    findOffers(db, sql`sp.product_id = any(${intArray(part)})`, extraWhere);
  // The database reads the next part while this process prices the one it has (decision 0181).
  let next = parts.length > 0 ? offersOf(parts[0]) : null;
  for (let i = 0; next; i++) {
    const rows = await next;
    await readInputs(db, rows, lists);
    next = i + 1 < parts.length ? offersOf(parts[i + 1]) : null;
    // A read that fails while this part is priced is awaited (and thrown) on the next turn.
    next?.catch(() => {});
    const offers = await priceRead(rows, today, lists);
    addAll(totals, offers, since);
    keep?.offers(parts[i], offers);
  }
  return totals;
}
