import type { OfferPromotionInput } from '@yangdee/contracts/cart-pricing-input';
import { and, asc, eq, gt, gte, inArray, lte, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { brands, products, tyreModels, tyreSizes } from '../../db/schema/catalog';
import {
  promotions,
  sellerProductPromotions,
  sellerProductServices,
  sellerProducts,
  sellerProductWarranties,
  sellerServices,
  sellerWarranties,
} from '../../db/schema/offers';
import {
  bayBookings,
  cartItems,
  carts,
  orders,
  slotReservations,
  stockReservations,
} from '../../db/schema/orders';
import { deliveryAreaRates, storeHolidays, storeSettings, stores } from '../../db/schema/stores';

// Drizzle queries behind the cart (/api/order/* cart calls). Every cart query is scoped by the
// caller's user id; every function takes a transaction when the caller has one.

export type CartRow = typeof carts.$inferSelect;

export async function findCart(db: DbOrTx, userId: number, forUpdate = false) {
  const q = db.select().from(carts).where(eq(carts.userId, userId)).limit(1);
  const [row] = forUpdate ? await q.for('update') : await q;
  return row ?? null;
}

export async function insertCart(
  db: DbOrTx,
  values: { userId: number; storeId: number; orderType: number },
): Promise<CartRow> {
  const [row] = await db.insert(carts).values(values).returning();
  if (!row) throw new Error('cart insert returned nothing');
  return row;
}

export async function updateCart(
  db: DbOrTx,
  cartId: number,
  values: Partial<typeof carts.$inferInsert>,
): Promise<void> {
  await db
    .update(carts)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(carts.id, cartId));
}

export async function deleteCartOfUser(db: DbOrTx, userId: number): Promise<void> {
  await db.delete(carts).where(eq(carts.userId, userId));
}

export async function deleteCartItems(db: DbOrTx, cartId: number): Promise<void> {
  await db.delete(cartItems).where(eq(cartItems.cartId, cartId));
}

/** Puts the offer in the cart with this quantity (replacing the quantity when it is there). */
export async function upsertCartItem(
  db: DbOrTx,
  v: { cartId: number; sellerProductId: number; quantity: number; priceSatangSeen: number },
): Promise<void> {
  await db
    .insert(cartItems)
    .values(v)
    .onConflictDoUpdate({
      target: [cartItems.cartId, cartItems.sellerProductId],
      set: { quantity: v.quantity, priceSatangSeen: v.priceSatangSeen },
    });
}

export async function updateCartItem(
  db: DbOrTx,
  cartId: number,
  sellerProductId: number,
  values: { quantity?: number; priceSatangSeen?: number },
): Promise<void> {
  await db
    .update(cartItems)
    .set(values)
    .where(and(eq(cartItems.cartId, cartId), eq(cartItems.sellerProductId, sellerProductId)));
}

export async function deleteCartItem(
  db: DbOrTx,
  cartId: number,
  sellerProductId: number,
): Promise<void> {
  await db
    .delete(cartItems)
    .where(and(eq(cartItems.cartId, cartId), eq(cartItems.sellerProductId, sellerProductId)));
}

const offerColumns = {
  sellerProductId: sellerProducts.id,
  storeId: sellerProducts.storeId,
  productId: sellerProducts.productId,
  priceSatang: sellerProducts.priceSatang,
  priceDeliverySatang: sellerProducts.priceDeliverySatang,
  deliveryRateSatang: sellerProducts.deliveryRateSatang,
  qty: sellerProducts.qty,
  status: sellerProducts.status,
  isDisplay: sellerProducts.isDisplay,
  isServiceAvailable: sellerProducts.isServiceAvailable,
  isDeliveryAvailable: sellerProducts.isDeliveryAvailable,
  prepareDays: sellerProducts.prepareDays,
  minQty: sellerProducts.minQty,
  isPrepaid: sellerProducts.isPrepaid,
  prepaidSatang: sellerProducts.prepaidSatang,
  year: sellerProducts.productionYear,
  productionWeek: sellerProducts.productionWeek,
  productActive: products.isActive,
  tyreModelId: tyreModels.id,
  modelName: tyreModels.name,
  modelSlug: tyreModels.slug,
  brandId: brands.id,
  brandName: brands.nameEn,
  brandSlug: brands.slug,
  sizeLabel: tyreSizes.label,
  storeActive: stores.isActive,
  storeServiceEnabled: stores.isServiceEnabled,
  storeDeliveryEnabled: stores.isDeliveryEnabled,
};

function offerQuery(db: DbOrTx) {
  return db
    .select(offerColumns)
    .from(sellerProducts)
    .innerJoin(products, eq(products.id, sellerProducts.productId))
    .innerJoin(tyreModels, eq(tyreModels.id, products.tyreModelId))
    .innerJoin(brands, eq(brands.id, tyreModels.brandId))
    .innerJoin(tyreSizes, eq(tyreSizes.id, products.tyreSizeId))
    .innerJoin(stores, eq(stores.id, sellerProducts.storeId));
}

export type OfferRow = Awaited<ReturnType<ReturnType<typeof offerQuery>['where']>>[number];

export async function findOffer(db: DbOrTx, sellerProductId: number): Promise<OfferRow | null> {
  const [row] = await offerQuery(db).where(eq(sellerProducts.id, sellerProductId)).limit(1);
  return row ?? null;
}

/** Other offers of the same shop and tyre model (another size or year), for 'add another size'. */
export async function findSizeOptions(db: DbOrTx, o: OfferRow): Promise<OfferRow[]> {
  const rows = await offerQuery(db)
    .where(
      and(
        eq(sellerProducts.storeId, o.storeId),
        eq(tyreModels.id, o.tyreModelId ?? 0),
        ne(sellerProducts.id, o.sellerProductId),
      ),
    )
    .orderBy(asc(tyreSizes.label), asc(sellerProducts.productionYear), asc(sellerProducts.id));
  return rows;
}

export type CartLineRow = OfferRow & { quantity: number; priceSatangSeen: number };

export async function findCartLines(db: DbOrTx, cartId: number): Promise<CartLineRow[]> {
  const rows = await db
    .select({
      ...offerColumns,
      quantity: cartItems.quantity,
      priceSatangSeen: cartItems.priceSatangSeen,
    })
    .from(cartItems)
    .innerJoin(sellerProducts, eq(sellerProducts.id, cartItems.sellerProductId))
    .innerJoin(products, eq(products.id, sellerProducts.productId))
    .innerJoin(tyreModels, eq(tyreModels.id, products.tyreModelId))
    .innerJoin(brands, eq(brands.id, tyreModels.brandId))
    .innerJoin(tyreSizes, eq(tyreSizes.id, products.tyreSizeId))
    .innerJoin(stores, eq(stores.id, sellerProducts.storeId))
    .where(eq(cartItems.cartId, cartId))
    .orderBy(asc(cartItems.id));
  return rows;
}

/** Quantities held by live (unexpired) reservations of other orders, per offer. */
export async function findReservedQty(
  db: DbOrTx,
  offerIds: readonly number[],
  exceptOrderIds: readonly number[] = [],
): Promise<Map<number, number>> {
  if (offerIds.length === 0) return new Map();
  const rows = await db
    .select({
      id: stockReservations.sellerProductId,
      n: sql<number>`coalesce(sum(${stockReservations.quantity}), 0)::int`,
    })
    .from(stockReservations)
    .where(
      and(
        inArray(stockReservations.sellerProductId, [...offerIds]),
        gt(stockReservations.expiresAt, sql`now()`),
        exceptOrderIds.length > 0
          ? sql`${stockReservations.orderId} not in ${[...exceptOrderIds]}`
          : undefined,
      ),
    )
    .groupBy(stockReservations.sellerProductId);
  return new Map(rows.map((r) => [r.id, Number(r.n)]));
}

export async function findStore(db: DbOrTx, storeId: number) {
  const [row] = await db
    .select({ store: stores, settings: storeSettings })
    .from(stores)
    .leftJoin(storeSettings, eq(storeSettings.storeId, stores.id))
    .where(eq(stores.id, storeId))
    .limit(1);
  return row ?? null;
}
export type StoreWithSettings = NonNullable<Awaited<ReturnType<typeof findStore>>>;

export async function findAreaRate(
  db: DbOrTx,
  storeId: number,
  province: string,
): Promise<number | null> {
  const [row] = await db
    .select({ rate: deliveryAreaRates.rateSatang })
    .from(deliveryAreaRates)
    .where(and(eq(deliveryAreaRates.storeId, storeId), eq(deliveryAreaRates.province, province)))
    .limit(1);
  return row?.rate ?? null;
}

export async function findHolidays(
  db: DbOrTx,
  storeId: number,
  from: string,
  to: string,
): Promise<string[]> {
  const rows = await db
    .select({ d: storeHolidays.dateKey })
    .from(storeHolidays)
    .where(
      and(
        eq(storeHolidays.storeId, storeId),
        gte(storeHolidays.dateKey, from),
        lte(storeHolidays.dateKey, to),
      ),
    );
  return rows.map((r) => r.d);
}

/**
 * The shopper's own orders still awaiting payment: their holds are the shopper's, so the cart does
 * not count them against itself (a new attempt replaces them, place-order.service.ts).
 */
export async function findPendingOrderIds(db: DbOrTx, userId: number): Promise<number[]> {
  const rows = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.status, 0)));
  return rows.map((r) => r.id);
}

/** Live bookings per slot of a store on a date (unexpired or paid reservations). */
/** Live bookings of a shop's slots per date and slot, from one date to another (inclusive). */
export async function countSlotBookingsBetween(
  db: DbOrTx,
  storeId: number,
  fromDate: string,
  toDate: string,
  exceptOrderIds: readonly number[] = [],
): Promise<Record<string, Record<string, number>>> {
  const rows = await db
    .select({
      date: slotReservations.scheduleDate,
      slot: slotReservations.slot,
      n: sql<number>`count(*)::int`,
    })
    .from(slotReservations)
    .where(
      and(
        eq(slotReservations.storeId, storeId),
        gte(slotReservations.scheduleDate, fromDate),
        lte(slotReservations.scheduleDate, toDate),
        sql`(${slotReservations.expiresAt} is null or ${slotReservations.expiresAt} > now())`,
        exceptOrderIds.length > 0
          ? sql`(${slotReservations.orderId} is null or ${slotReservations.orderId} not in ${[...exceptOrderIds]})`
          : undefined,
      ),
    )
    .groupBy(slotReservations.scheduleDate, slotReservations.slot);
  const byDate: Record<string, Record<string, number>> = {};
  for (const r of rows) {
    const date = String(r.date);
    byDate[date] = { ...byDate[date], [r.slot]: Number(r.n) };
  }
  return byDate;
}

/**
 * Live bay blocks of a shop per date (decision 0162): date → bay → blocks, from one date to
 * another (inclusive), leaving out the given orders' own holds.
 */
export async function findBayBlocksBetween(
  db: DbOrTx,
  storeId: number,
  fromDate: string,
  toDate: string,
  exceptOrderIds: readonly number[] = [],
): Promise<Record<string, Map<number, Set<number>>>> {
  const rows = await db
    .select({ date: bayBookings.scheduleDate, bay: bayBookings.bay, block: bayBookings.block })
    .from(bayBookings)
    .where(
      and(
        eq(bayBookings.storeId, storeId),
        gte(bayBookings.scheduleDate, fromDate),
        lte(bayBookings.scheduleDate, toDate),
        sql`(${bayBookings.expiresAt} is null or ${bayBookings.expiresAt} > now())`,
        exceptOrderIds.length > 0
          ? sql`(${bayBookings.orderId} is null or ${bayBookings.orderId} not in ${[...exceptOrderIds]})`
          : undefined,
      ),
    );
  const byDate: Record<string, Map<number, Set<number>>> = {};
  for (const r of rows) {
    const date = String(r.date);
    const bays = byDate[date] ?? new Map<number, Set<number>>();
    byDate[date] = bays;
    const blocks = bays.get(r.bay) ?? new Set<number>();
    bays.set(r.bay, blocks);
    blocks.add(r.block);
  }
  return byDate;
}

export type OfferServiceRow = {
  id: number;
  title: string;
  description: string;
  priceSatang: number;
  isIncluded: boolean;
  isTogglable: boolean;
  orderType: number;
  /** Minutes the service adds to the job (decision 0162). */
  minutes: number;
};

/** The columns of a service as the cart prices it: one list for the cart and the quotes. */
const serviceColumns = {
  id: sellerServices.id,
  title: sellerServices.title,
  description: sellerServices.description,
  priceSatang: sellerServices.priceSatang,
  isIncluded: sellerServices.isIncluded,
  isTogglable: sellerServices.isTogglable,
  orderType: sellerServices.orderType,
  minutes: sellerServices.minutes,
};

/** The active services linked to any of the offers, each once, by id. */
export async function findServices(
  db: DbOrTx,
  offerIds: readonly number[],
): Promise<OfferServiceRow[]> {
  if (offerIds.length === 0) return [];
  return db
    .selectDistinct(serviceColumns)
    .from(sellerProductServices)
    .innerJoin(sellerServices, eq(sellerServices.id, sellerProductServices.sellerServiceId))
    .where(
      and(
        inArray(sellerProductServices.sellerProductId, [...offerIds]),
        eq(sellerServices.isActive, true),
      ),
    )
    .orderBy(asc(sellerServices.id));
}

/** A promotion as the cart prices it (contracts `OfferPromotionInput`) and shows it. */
export type OfferPromotionRow = OfferPromotionInput & {
  detailHtml: string;
  imageTitle: string;
  hasTopBanner: boolean;
  hasTopBannerMobile: boolean;
  hasBottomBanner: boolean;
  hasBottomBannerMobile: boolean;
  /** A shop's uploaded banner pictures (win over the SVGs). */
  topBannerFile: string | null;
  topBannerMobileFile: string | null;
};

export async function findPromotions(
  db: DbOrTx,
  offerIds: readonly number[],
): Promise<OfferPromotionRow[]> {
  if (offerIds.length === 0) return [];
  return db
    .select({
      sellerProductId: sellerProductPromotions.sellerProductId,
      id: promotions.id,
      title: promotions.title,
      remark: promotions.remark,
      amountType: promotions.amountType,
      amountValue: promotions.amountValue,
      minQty: promotions.minQty,
      isTogglable: promotions.isTogglable,
      startDate: promotions.startDate,
      endDate: promotions.endDate,
      detailHtml: promotions.detailHtml,
      imageTitle: promotions.imageTitle,
      hasTopBanner: sql<boolean>`${promotions.topBannerSvg} is not null`,
      hasTopBannerMobile: sql<boolean>`${promotions.topBannerMobileSvg} is not null`,
      hasBottomBanner: sql<boolean>`${promotions.bottomBannerSvg} is not null`,
      hasBottomBannerMobile: sql<boolean>`${promotions.bottomBannerMobileSvg} is not null`,
      topBannerFile: promotions.topBannerFile,
      topBannerMobileFile: promotions.topBannerMobileFile,
    })
    .from(sellerProductPromotions)
    .innerJoin(promotions, eq(promotions.id, sellerProductPromotions.promotionId))
    .where(
      and(
        inArray(sellerProductPromotions.sellerProductId, [...offerIds]),
        eq(promotions.isActive, true),
      ),
    )
    .orderBy(asc(promotions.id));
}

export async function findWarranties(db: DbOrTx, offerIds: readonly number[]) {
  if (offerIds.length === 0) return [];
  return db
    .selectDistinct({
      id: sellerWarranties.id,
      type: sellerWarranties.type,
      title: sellerWarranties.title,
      remark: sellerWarranties.remark,
    })
    .from(sellerProductWarranties)
    .innerJoin(sellerWarranties, eq(sellerWarranties.id, sellerProductWarranties.sellerWarrantyId))
    .where(
      and(
        inArray(sellerProductWarranties.sellerProductId, [...offerIds]),
        eq(sellerWarranties.isActive, true),
      ),
    )
    .orderBy(asc(sellerWarranties.id));
}

// ---------- quotes (decision 0163): the same rows as a cart's, for every offer of a tyre ----------

/** Every offer of a tyre, with the columns a cart line reads. */
export async function findOffersOfProduct(db: DbOrTx, productId: number): Promise<OfferRow[]> {
  return offerQuery(db)
    .where(eq(sellerProducts.productId, productId))
    .orderBy(asc(sellerProducts.id));
}

/** `findServices` for many offers at once: each offer's active services, by id. */
export async function findServicesByOffer(
  db: DbOrTx,
  offerIds: readonly number[],
): Promise<Map<number, OfferServiceRow[]>> {
  const byOffer = new Map<number, OfferServiceRow[]>();
  if (offerIds.length === 0) return byOffer;
  const rows = await db
    .select({
      sellerProductId: sellerProductServices.sellerProductId,
      ...serviceColumns,
    })
    .from(sellerProductServices)
    .innerJoin(sellerServices, eq(sellerServices.id, sellerProductServices.sellerServiceId))
    .where(
      and(
        inArray(sellerProductServices.sellerProductId, [...offerIds]),
        eq(sellerServices.isActive, true),
      ),
    )
    .orderBy(asc(sellerServices.id));
  for (const { sellerProductId, ...service } of rows) {
    const list = byOffer.get(sellerProductId) ?? [];
    if (!list.some((s) => s.id === service.id)) list.push(service);
    byOffer.set(sellerProductId, list);
  }
  return byOffer;
}

/** `findStore` for many shops at once. */
export async function findStores(
  db: DbOrTx,
  storeIds: readonly number[],
): Promise<Map<number, StoreWithSettings>> {
  if (storeIds.length === 0) return new Map();
  const rows = await db
    .select({ store: stores, settings: storeSettings })
    .from(stores)
    .leftJoin(storeSettings, eq(storeSettings.storeId, stores.id))
    .where(inArray(stores.id, [...storeIds]));
  return new Map(rows.map((r) => [r.store.id, r]));
}

/** `findAreaRate` for many shops at once: each shop's rate per tyre for the province. */
export async function findAreaRates(
  db: DbOrTx,
  storeIds: readonly number[],
  province: string,
): Promise<Map<number, number>> {
  if (storeIds.length === 0 || !province) return new Map();
  const rows = await db
    .select({ storeId: deliveryAreaRates.storeId, rate: deliveryAreaRates.rateSatang })
    .from(deliveryAreaRates)
    .where(
      and(
        inArray(deliveryAreaRates.storeId, [...storeIds]),
        eq(deliveryAreaRates.province, province),
      ),
    )
    .orderBy(asc(deliveryAreaRates.id));
  const byStore = new Map<number, number>();
  for (const r of rows) if (!byStore.has(r.storeId)) byStore.set(r.storeId, r.rate);
  return byStore;
}
