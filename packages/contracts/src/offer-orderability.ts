import { CART_QTY_MAX } from './cart-quantity';
import { STOCK_STATUS } from './stock-status';

// What a shopper can order of one offer (decision 0068). One rule for the tyre page's offers, the
// store page's tyres, the listing's "from" price and shop count, and the cart and placing an order.
// Spec 4: LIMITED is "selling, in stock"; FACTORY and SUBLET are "selling", ordered from the
// factory or another shop. So a LIMITED offer can be ordered as far as its stock on hand goes;
// a FACTORY or SUBLET offer is ordered in for the buyer: its stock does not limit an order, and
// the buyer waits its lead time. NOTSALE (and any unknown code) is never orderable.

/** Statuses whose tyres the shop orders in for the buyer (spec 4 FACTORY, SUBLET). */
export const MADE_TO_ORDER_STATUSES: readonly number[] = [
  STOCK_STATUS.FACTORY,
  STOCK_STATUS.SUBLET,
];
/** A tyre ordered in is never fitted or sent the same day: at least this many days. */
export const MADE_TO_ORDER_MIN_LEAD_DAYS = 1;

export function isMadeToOrder(status: number): boolean {
  return MADE_TO_ORDER_STATUSES.includes(status);
}

export type OfferStock = {
  status: number;
  /** Stock on hand. */
  qty: number;
  /** The shop sells at least this many at once. */
  minQty: number;
  /** Tyres of this offer held by other shoppers' unpaid orders (the listing does not count them). */
  heldQty?: number;
};

/**
 * The most tyres one order may take now: on the shelf (LIMITED), the stock on hand less live
 * holds, at most CART_QTY_MAX; made to order (FACTORY, SUBLET), CART_QTY_MAX; otherwise 0.
 */
export function orderableQty(o: OfferStock): number {
  if (isMadeToOrder(o.status)) return CART_QTY_MAX;
  if (o.status !== STOCK_STATUS.LIMITED) return 0;
  return Math.min(CART_QTY_MAX, Math.max(0, o.qty - (o.heldQty ?? 0)));
}

/** Whether the offer can be put in a cart at all: its minimum (at least 1) can be ordered. */
export function isOrderable(o: OfferStock): boolean {
  return orderableQty(o) >= Math.max(1, o.minQty);
}

/** A shop's preparing days when it has not set them (store_settings.prepare_days default). */
export const SHOP_DEFAULT_PREPARE_DAYS = 1;

/**
 * Days the shopper waits before the tyres can be fitted or sent: the offer's preparing days,
 * else the shop's; an offer made to order at least MADE_TO_ORDER_MIN_LEAD_DAYS.
 */
export function leadDays(
  o: { status: number; prepareDays: number | null },
  shopPrepareDays: number | null = null,
): number {
  const days = Math.max(0, o.prepareDays ?? shopPrepareDays ?? SHOP_DEFAULT_PREPARE_DAYS);
  return isMadeToOrder(o.status) ? Math.max(MADE_TO_ORDER_MIN_LEAD_DAYS, days) : days;
}
