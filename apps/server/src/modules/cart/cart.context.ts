import {
  type BayBusy,
  type BayDay,
  freeStartTimes,
  jobMinutes,
  placeWindow,
} from '@yangdee/contracts/bays';
import { DEFAULT_SETTINGS, priceContext } from '@yangdee/contracts/cart-pricing-input';
import { leadDays, orderableQty } from '@yangdee/contracts/offer-orderability';
import {
  type ShopCalendar,
  type Slot,
  type SlotPlan,
  scheduleEndDate,
  scheduleStartDate,
  shopSlots,
  slotsOnWeekday,
  weekdayOf,
  weekdaysWithoutSlots,
} from '@yangdee/contracts/slots';
import type { DbOrTx } from '../../db/client';
import { bangkokToday } from '../../lib/time';
import * as repo from './cart.repository';

// Everything the cart's rules read, loaded once per request: the cart, its lines with their offers
// and live availability, the shop with its settings, services, promotions, benefits, the delivery
// rate of the address's province and the install calendar. Then `priceCart` (contracts) prices it.

// The one pricing builder lives in contracts (decisions 0163, 0165); the cart's callers keep
// importing it from here.
export {
  cartPricingInputOf,
  DEFAULT_SETTINGS,
  FRESH_CART_CHOICES,
  isOfferSellable,
  priceContext,
  unitPriceOf,
} from '@yangdee/contracts/cart-pricing-input';

export const ORDER_TYPE_CODE = { SERVICE: 1, DELIVERY: 2 } as const;
export type OrderTypeName = keyof typeof ORDER_TYPE_CODE;
export const orderTypeOf = (code: number): OrderTypeName => (code === 2 ? 'DELIVERY' : 'SERVICE');

/**
 * Tyres one order may take now (contracts `orderableQty`): on the shelf, stock on hand less the
 * live holds of other orders; made to order (FACTORY, SUBLET), up to CART_QTY_MAX whatever the
 * stock, as the shop orders them in. Never below 0.
 */
export function availableOf(o: repo.OfferRow, reserved: Map<number, number>): number {
  return orderableQty({
    status: o.status,
    qty: o.qty,
    minQty: o.minQty,
    heldQty: reserved.get(o.sellerProductId) ?? 0,
  });
}

export type CartContext = {
  cart: repo.CartRow;
  orderType: OrderTypeName;
  lines: repo.CartLineRow[];
  reserved: Map<number, number>;
  store: repo.StoreWithSettings['store'];
  settings: typeof DEFAULT_SETTINGS & Partial<NonNullable<repo.StoreWithSettings['settings']>>;
  services: repo.OfferServiceRow[];
  promotions: repo.OfferPromotionRow[];
  warranties: Awaited<ReturnType<typeof repo.findWarranties>>;
  areaRateSatang: number | null;
  today: string;
  calendar: ShopCalendar;
  slots: readonly Slot[];
  /** The slots offered on a date: the shop's weekday grid and closing time (decision 0074). */
  slotsOn: (dateKey: string) => readonly Slot[];
  /** The shopper's own unpaid orders, whose holds the cart does not count against itself. */
  ownOrderIds: number[];
  /** SERVICE: live bookings of the shop's slots in the booking window, per date and slot. */
  slotBookings: Record<string, Record<string, number>>;
  /** Bays and hours per weekday when the shop books by bays (decision 0162); null → slots. */
  bayWeek: BayDay[] | null;
  /** SERVICE by bays: live taken blocks per date and bay, slot bookings placed on bays too. */
  bayBusy: Record<string, BayBusy>;
};

/**
 * The shopper's cart and its lines, or null without one: what placing an order and reusing a
 * QR compare. `forUpdate` locks the cart row (placing an order).
 */
export async function findCartWithLines(
  db: DbOrTx,
  userId: number,
  forUpdate = false,
): Promise<{ cart: repo.CartRow; lines: repo.CartLineRow[] } | null> {
  const cart = await repo.findCart(db, userId, forUpdate);
  if (!cart) return null;
  return { cart, lines: await repo.findCartLines(db, cart.id) };
}

export async function loadCartContext(
  db: DbOrTx,
  cart: repo.CartRow,
  opts: { exceptOrderIds?: number[] } = {},
): Promise<CartContext | null> {
  const lines = await repo.findCartLines(db, cart.id);
  const found = await repo.findStore(db, cart.storeId);
  if (!found) return null;
  const ids = lines.map((l) => l.sellerProductId);
  const settings = { ...DEFAULT_SETTINGS, ...(found.settings ?? {}) };
  const province = cart.shipping?.province ?? '';
  const ownOrderIds = opts.exceptOrderIds ?? (await repo.findPendingOrderIds(db, cart.userId));
  // One read after another: `db` is often a transaction, one client that runs one query at a
  // time (pg warns when handed several at once).
  const reserved = await repo.findReservedQty(db, ids, ownOrderIds);
  const services = await repo.findServices(db, ids);
  const promotions = await repo.findPromotions(db, ids);
  const warranties = await repo.findWarranties(db, ids);
  const areaRateSatang = province ? await repo.findAreaRate(db, cart.storeId, province) : null;
  const today = bangkokToday();
  // The install calendar starts after the longest lead time: an offer made to order waits for
  // its tyres (decision 0068).
  const prepareDays = Math.max(
    settings.prepareDays,
    ...lines.map((l) => leadDays(l, settings.prepareDays)),
  );
  const startDate = scheduleStartDate(today, prepareDays);
  const endDate = scheduleEndDate(startDate);
  const orderType = orderTypeOf(cart.orderType);
  const bayWeek =
    orderType === 'SERVICE' && settings.bayDays?.length === 7 ? settings.bayDays : null;
  const holidays = await repo.findHolidays(db, cart.storeId, startDate, endDate);
  const slotBookings =
    orderType === 'SERVICE'
      ? await repo.countSlotBookingsBetween(db, cart.storeId, startDate, endDate, ownOrderIds)
      : {};
  const bayBlocks = bayWeek
    ? await repo.findBayBlocksBetween(db, cart.storeId, startDate, endDate, ownOrderIds)
    : {};
  const slots = shopSlots(settings.customSlots);
  const bayBusy = bayWeek ? withSlotBookings(bayWeek, bayBlocks, slotBookings, slots) : {};
  const plan = slotPlanOf(found.store.weeklyHours, settings.slotWeekdays);
  const closedWeekdays = [
    ...new Set([
      ...settings.closedWeekdays,
      ...(bayWeek
        ? bayWeek.flatMap((d, i) => (d.bays > 0 ? [] : [i]))
        : weekdaysWithoutSlots(slots, plan)),
    ]),
  ];
  return {
    cart,
    orderType,
    lines,
    reserved,
    store: found.store,
    settings,
    services,
    promotions,
    warranties,
    areaRateSatang,
    today,
    calendar: { startDate, holidays, closedWeekdays },
    slots,
    slotsOn: (dateKey) => slotsOnWeekday(slots, weekdayOf(dateKey), plan),
    ownOrderIds,
    slotBookings,
    bayWeek,
    bayBusy,
  };
}

/**
 * Taken bay blocks per date: the bay bookings, then each booking made by slot before the shop
 * turned bays on, placed on the first bay free for its slot's window (decision 0162).
 */
function withSlotBookings(
  week: readonly BayDay[],
  blocks: Record<string, Map<number, Set<number>>>,
  slotBookings: Record<string, Record<string, number>>,
  slots: readonly Slot[],
): Record<string, BayBusy> {
  const out: Record<string, Map<number, Set<number>>> = { ...blocks };
  for (const [date, perSlot] of Object.entries(slotBookings)) {
    const day = week[weekdayOf(date)];
    if (!day) continue;
    const busy = out[date] ?? new Map<number, Set<number>>();
    out[date] = busy;
    for (const [value, n] of Object.entries(perSlot)) {
      const slot = slots.find((s) => s.value === value);
      if (!slot) continue;
      for (let i = 0; i < n; i += 1) placeWindow(day, busy, slot.from, slot.to);
    }
  }
  return out;
}

/**
 * A shop's taken bay blocks on one date, read fresh (placing an order, under its store-day lock):
 * bay bookings and slot bookings placed on bays, leaving out the given orders' own holds.
 */
export async function loadBayBusyOn(
  db: DbOrTx,
  s: { storeId: number; date: string; week: readonly BayDay[]; customSlots: Slot[] | null },
  exceptOrderIds: readonly number[] = [],
): Promise<BayBusy> {
  const blocks = await repo.findBayBlocksBetween(db, s.storeId, s.date, s.date, exceptOrderIds);
  const slotBookings = await repo.countSlotBookingsBetween(
    db,
    s.storeId,
    s.date,
    s.date,
    exceptOrderIds,
  );
  const busy = withSlotBookings(s.week, blocks, slotBookings, shopSlots(s.customSlots));
  return busy[s.date] ?? new Map();
}

/** The cart's job length: its tyres × the shop's minutes per tyre + the chosen services. */
export function jobMinutesOf(ctx: CartContext): number {
  const priced = priceContext(ctx);
  const minutesOf = new Map(ctx.services.map((s) => [s.id, s.minutes]));
  return jobMinutes({
    tyres: ctx.lines.reduce((sum, l) => sum + l.quantity, 0),
    minutesPerTyre: ctx.settings.minutesPerTyre,
    services: priced.services.map((s) => ({
      minutes: minutesOf.get(s.id) ?? 0,
      include: s.include,
    })),
  });
}

/** Start times of a date where the cart's whole job fits in one bay (decision 0162). */
export function bayStartsOn(ctx: CartContext, date: string, nowTime?: string): Slot[] {
  if (!ctx.bayWeek) return [];
  const busy = ctx.bayBusy[date] ?? new Map<number, Set<number>>();
  return freeStartTimes(ctx.bayWeek[weekdayOf(date)], busy, jobMinutesOf(ctx), nowTime);
}

/** The shop's slot plan: its weekday grid, and closing times from its opening hours. */
export function slotPlanOf(
  weeklyHours: readonly ({ day: number; close: string } | null)[] | null | undefined,
  slotWeekdays: Record<string, number[]> | null,
): SlotPlan {
  const list = Array.isArray(weeklyHours) ? weeklyHours : [];
  const closingTimes =
    list.length === 0
      ? []
      : [0, 1, 2, 3, 4, 5, 6].map((d) => list.find((h) => h && h.day === d)?.close ?? null);
  return { slotWeekdays, closingTimes };
}
