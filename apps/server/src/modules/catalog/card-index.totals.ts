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
  services: CartServiceInput[] | null;
  promotions: Omit<OfferPromotionInput, 'sellerProductId'>[] | null;
};

/** Lowest total (satang) per listing position, null where no offer the cart takes at 4 counts. */
export type SetTotals = Map<number, (number | null)[]>;

/** Products read per statement (as the listing's rows, card-index.repository). */
const PRODUCTS_PER_READ = 500;

/**
 * The offers of the products (all listed ones when `ids` is absent) sold as SERVICE, with their
 * active services and promotions as the cart reads them (findServicesByOffer, findPromotions).
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
      (select json_agg(json_build_object('id', ss.id, 'title', ss.title,
          'description', ss.description, 'priceSatang', ss.price_satang,
          'isIncluded', ss.is_included, 'isTogglable', ss.is_togglable,
          'orderType', ss.order_type, 'minutes', ss.minutes) order by ss.id)
         from seller_services ss where ss.is_active and ss.id in (select sps.seller_service_id
           from seller_product_services sps where sps.seller_product_id = sp.id)) as services,
      (select json_agg(json_build_object('id', pr.id, 'title', pr.title, 'remark', pr.remark,
          'amountType', pr.amount_type, 'amountValue', pr.amount_value, 'minQty', pr.min_qty,
          'isTogglable', pr.is_togglable, 'startDate', pr.start_date, 'endDate', pr.end_date)
          order by pr.id)
         from seller_product_promotions spp join promotions pr on pr.id = spp.promotion_id
        where spp.seller_product_id = sp.id and pr.is_active) as promotions
    from seller_products sp
    join stores s on s.id = sp.store_id
    join products p on p.id = sp.product_id
    where ${products} and p.is_active and ${baseOfferWhere}
      ${sql.join(offerConditions({ orderType: 'SERVICE' }), sql` `)} ${extraWhere}`);
  return result.rows;
}

type Settings = typeof DEFAULT_SETTINGS;

async function findSettings(db: DbOrTx, storeIds: number[], known: Map<number, Settings>) {
  const missing = storeIds.filter((id) => !known.has(id));
  if (missing.length === 0) return;
  const rows = await db.select().from(storeSettings).where(inArray(storeSettings.storeId, missing));
  for (const id of missing) known.set(id, DEFAULT_SETTINGS);
  for (const row of rows) known.set(row.storeId, { ...DEFAULT_SETTINGS, ...row } as Settings);
}

/**
 * An offer's total for 4 fitted, or null when a fresh cart would refuse 4 of it (not sold as
 * SERVICE, above what it can sell: the cart's `isOfferSellable` and `orderableQty`; live holds
 * are not counted here, as the listing's other numbers, decision 0068).
 */
function offerTotal(o: OfferTotalRow, settings: Settings, today: string): number | null {
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
    services: o.services ?? [],
    promotions: (o.promotions ?? []).map((p) => ({ ...p, sellerProductId: o.id })),
    areaRateSatang: null,
    settings,
    cart: FRESH_CART_CHOICES,
  });
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
  settings: Map<number, Settings>,
): Promise<void> {
  await findSettings(db, [...new Set(rows.map((r) => r.store_id))], settings);
  const slices = await Slices.start(8);
  for (const o of rows) {
    const total = offerTotal(o, settings.get(o.store_id) ?? DEFAULT_SETTINGS, today);
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
  const settings = new Map<number, Settings>();
  if (ids) {
    for (let at = 0; at < ids.length; at += PRODUCTS_PER_READ) {
      const part = ids.slice(at, at + PRODUCTS_PER_READ);
      const rows = await findOffers(db, sql`sp.product_id = any(${intArray(part)})`, extraWhere);
      await totalsOf(db, rows, today, since, totals, settings);
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
    await totalsOf(db, rows, today, since, totals, settings);
    if (part.length < PRODUCTS_PER_READ) return totals;
    after = part[part.length - 1];
  }
}
