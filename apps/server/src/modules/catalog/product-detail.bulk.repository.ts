import { eq, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { orderableOfferSql } from '../../db/orderable-offer-where';
import { productOfferSummaries } from '../../db/schema/offer-summaries';
import {
  promotions,
  sellerProductPromotions,
  sellerProductServices,
  sellerProductWarranties,
  sellerServices,
  sellerWarranties,
} from '../../db/schema/offers';
import { storeSettings, stores } from '../../db/schema/stores';
import { SHOP_COLUMNS } from './product-detail.repository';

// What the bulk load of every tyre page (product-detail.bulk.ts, decision 0121) reads: what
// DetailStatements.visibleOffers reads, set-wise in one snapshot: each active shop, service,
// warranty and promotion once, and the offers a range of ids at a time with the ids of what is
// attached to them.

/** The newest logged catalogue change (catalog_changes.seq), 0 for none. */
export async function findLastChange(db: DbOrTx): Promise<number> {
  const result = await db.execute<{ seq: string | null }>(
    sql`select max(seq) as seq from catalog_changes`,
  );
  return Number(result.rows[0]?.seq ?? 0);
}

/** Active shops with what their offers show (the columns of DetailStatements.visibleOffers). */
export function findActiveShops(db: DbOrTx) {
  return db
    .select({
      ...SHOP_COLUMNS,
      latitude: stores.latitude,
      longitude: stores.longitude,
    })
    .from(stores)
    .leftJoin(storeSettings, eq(storeSettings.storeId, stores.id))
    .where(eq(stores.isActive, true));
}
export type ShopRow = Awaited<ReturnType<typeof findActiveShops>>[number];

/** Active shop services, as visibleOffers gives them (same keys, same order). */
export function findActiveServices(db: DbOrTx) {
  return db
    .select({
      id: sellerServices.id,
      title: sellerServices.title,
      priceSatang: sellerServices.priceSatang,
      isIncluded: sellerServices.isIncluded,
      isTogglable: sellerServices.isTogglable,
      orderType: sellerServices.orderType,
    })
    .from(sellerServices)
    .where(eq(sellerServices.isActive, true));
}

/** Active promotions, as visibleOffers gives them. */
export function findActivePromotions(db: DbOrTx) {
  return db
    .select({
      id: promotions.id,
      key: promotions.key,
      title: promotions.title,
      amountType: promotions.amountType,
      amountValue: promotions.amountValue,
      minQty: promotions.minQty,
      isTogglable: promotions.isTogglable,
      startDate: promotions.startDate,
      endDate: promotions.endDate,
    })
    .from(promotions)
    .where(eq(promotions.isActive, true));
}

/** Active warranties and gifts, with their ids (visibleOffers gives type, title, remark). */
export function findActiveWarranties(db: DbOrTx) {
  return db
    .select({
      id: sellerWarranties.id,
      type: sellerWarranties.type,
      title: sellerWarranties.title,
      remark: sellerWarranties.remark,
    })
    .from(sellerWarranties)
    .where(eq(sellerWarranties.isActive, true));
}

/** About how many offers each tyre shows (the offer summary's shop count): room to make. */
export async function findOfferCounts(db: DbOrTx): Promise<Map<number, number>> {
  const rows = await db
    .select({ id: productOfferSummaries.productId, count: productOfferSummaries.shopCount })
    .from(productOfferSummaries);
  return new Map(rows.map((r) => [r.id, r.count]));
}

/** The lowest and highest offer id (null on an empty table). */
export async function findOfferIdRange(db: DbOrTx): Promise<{ min: number; max: number } | null> {
  const result = await db.execute<{ min: number | null; max: number | null }>(
    sql`select min(id) as min, max(id) as max from seller_products`,
  );
  const row = result.rows[0];
  return row?.min == null || row.max == null
    ? null
    : { min: Number(row.min), max: Number(row.max) };
}

/** The fields of a line of findVisibleOfferLines, in order. */
export const OFFER_LINE_FIELDS = [
  'id',
  'productId',
  'storeId',
  'priceSatang',
  'priceDeliverySatang',
  'deliveryRateSatang',
  'qty',
  'minQty',
  'status',
  'productionYear',
  'productionWeek',
  'isServiceAvailable',
  'isDeliveryAvailable',
  'offerPrepareDays',
] as const;

const ATTACHED = {
  services: { table: sellerProductServices, id: sellerProductServices.sellerServiceId },
  promotions: { table: sellerProductPromotions, id: sellerProductPromotions.promotionId },
  warranties: { table: sellerProductWarranties, id: sellerProductWarranties.sellerWarrantyId },
} as const;

/** What is attached to the offers of a range: a line per pair, `offerId,id`, in no given order. */
function attachedLines(kind: keyof typeof ATTACHED, from: number, to: number): SQL {
  const { table, id } = ATTACHED[kind];
  return sql`(select string_agg(seller_product_id || ',' || ${id}, E'\n')
      from ${table} where seller_product_id >= ${from} and seller_product_id < ${to})`;
}

export type OfferRangeTexts = {
  offers: string | null;
  services: string | null;
  promotions: string | null;
  warranties: string | null;
};

/**
 * The displayed, orderable offers with from ≤ id < to, and what is attached to them, as texts:
 * - offers: a line per offer of comma-separated fields (OFFER_LINE_FIELDS; booleans 1/0, null
 *   empty), in no given order; whether the shop and the tyre are active is the caller's to check;
 * - services, promotions, warranties: a line per offer and attached id, `offerId,id`, in no
 *   given order (visibleOffers lists them in id order; active or not: the caller's to check).
 *
 * Texts, not rows: node-postgres makes an object per row and a value per field, which cost more
 * Node time than the statement costs the database (decision 0121). Four uncorrelated subqueries
 * rather than a join of the offers to the grouped attachments: such a join leans on the planner's
 * row estimates, and without statistics (PGlite has no autovacuum) it became a nested loop that
 * grouped the range again for every offer; and grouping with an ordered string_agg sorted once per
 * offer (~4 µs each). One statement, so one is in flight at a time on the connection while Node
 * builds the previous range.
 */
export async function findOfferRange(
  db: DbOrTx,
  from: number,
  to: number,
): Promise<OfferRangeTexts> {
  const result = await db.execute<OfferRangeTexts>(sql`
    select (select string_agg(concat_ws(',', sp.id, sp.product_id, sp.store_id, sp.price_satang,
             coalesce(sp.price_delivery_satang::text, ''), coalesce(sp.delivery_rate_satang::text, ''),
             sp.qty, sp.min_qty, sp.status, sp.production_year, coalesce(sp.production_week::text, ''),
             sp.is_service_available::int, sp.is_delivery_available::int,
             coalesce(sp.prepare_days::text, '')), E'\n')
              from seller_products sp
             where sp.id >= ${from} and sp.id < ${to} and sp.is_display and ${orderableOfferSql}
           ) as offers,
           ${attachedLines('services', from, to)} as services,
           ${attachedLines('promotions', from, to)} as promotions,
           ${attachedLines('warranties', from, to)} as warranties`);
  const row = result.rows[0];
  return {
    offers: row?.offers ?? null,
    services: row?.services ?? null,
    promotions: row?.promotions ?? null,
    warranties: row?.warranties ?? null,
  };
}
