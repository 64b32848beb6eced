import { ORDER_STATUS, ORDER_TYPE, type OrderStatusCode } from './order-status';

// The one place that says how an order's status may move (docs/decisions/0013, 0080). The spec
// names the statuses and the seller actions but not the transitions; the server's one writer
// (modules/orders/order-lifecycle.ts) asks `nextOrderStatus` and refuses a null answer.
// An order only moves forward: a repeated or late event never moves it back.

export const ORDER_EVENTS = [
  'PAYMENT_CONFIRMED',
  'PAYMENT_FAILED',
  'RESERVATION_EXPIRED',
  /** The shopper opened a newer payment attempt of the same checkout: the unpaid one goes. */
  'ATTEMPT_REPLACED',
  /** The placed order was refused before any payment (method or amount not allowed). */
  'ATTEMPT_REFUSED',
  'SELLER_CONFIRM_ORDER',
  'SELLER_CONFIRM_SERVICE',
  'SELLER_CONFIRM_DELIVERY',
  'SELLER_CANCEL_ORDER',
  /**
   * The provider confirms money for an order cancelled before it was ever paid (a newer attempt
   * replaced it, its reservation ran out): the order is revived when its tyres and seat can still
   * be reserved (docs/decisions/0064). Never for an order the shop cancelled after payment: the
   * caller fires it only when `paidAt` is null (`isRevivable`).
   */
  'LATE_PAYMENT_CONFIRMED',
] as const;
export type OrderEvent = (typeof ORDER_EVENTS)[number];

type OrderTypeCode = (typeof ORDER_TYPE)[keyof typeof ORDER_TYPE];

const S = ORDER_STATUS;

/** From status → event → next status. A missing entry means the event is not allowed there. */
const TRANSITIONS: Record<
  OrderStatusCode,
  Partial<Record<OrderEvent, OrderStatusCode | 'BY_TYPE'>>
> = {
  [S.AWAITING_PAYMENT]: {
    PAYMENT_CONFIRMED: S.WAITING_CONFIRM,
    PAYMENT_FAILED: S.CANCEL,
    RESERVATION_EXPIRED: S.CANCEL,
    ATTEMPT_REPLACED: S.CANCEL,
    ATTEMPT_REFUSED: S.CANCEL,
  },
  [S.WAITING_CONFIRM]: {
    SELLER_CONFIRM_ORDER: 'BY_TYPE',
    SELLER_CANCEL_ORDER: S.CANCEL,
  },
  [S.WAITING_SERVICE]: {
    SELLER_CONFIRM_SERVICE: S.COMPLETED_SERVICE,
    SELLER_CANCEL_ORDER: S.CANCEL,
  },
  [S.WAITING_DELIVERY]: {
    SELLER_CONFIRM_DELIVERY: S.COMPLETED_DELIVERY,
    SELLER_CANCEL_ORDER: S.CANCEL,
  },
  [S.COMPLETED_SERVICE]: {},
  [S.COMPLETED_DELIVERY]: {},
  [S.CANCEL]: { LATE_PAYMENT_CONFIRMED: S.WAITING_CONFIRM },
};

/**
 * The status an order moves to when `event` happens, or null when the event is not allowed in
 * `current` (the caller answers 409 and changes nothing). A confirmed order waits for service or
 * for delivery according to its type.
 */
export function nextOrderStatus(
  current: number,
  event: OrderEvent,
  orderType: OrderTypeCode,
): OrderStatusCode | null {
  const next = TRANSITIONS[current as OrderStatusCode]?.[event];
  if (next === undefined) return null;
  if (next === 'BY_TYPE') {
    return orderType === ORDER_TYPE.DELIVERY ? S.WAITING_DELIVERY : S.WAITING_SERVICE;
  }
  if (next === S.COMPLETED_SERVICE && orderType !== ORDER_TYPE.SERVICE) return null;
  if (next === S.COMPLETED_DELIVERY && orderType !== ORDER_TYPE.DELIVERY) return null;
  return next;
}

/** Statuses in which stock and the slot stay held for the order (paid or awaiting payment). */
export function holdsReservation(status: number): boolean {
  return status !== S.CANCEL;
}

/** True when no event can move the order any more (a late payment's revival aside). */
export function isFinalStatus(status: number): boolean {
  const row = TRANSITIONS[status as OrderStatusCode];
  return row !== undefined && Object.keys(row).every((event) => event === 'LATE_PAYMENT_CONFIRMED');
}

/**
 * A cancelled order may be revived by a late payment only if it was never paid: cancelled by a
 * newer attempt, by expiry or by a decline, never by the shop (which cancels paid orders only).
 */
export function isRevivable(order: { status: number; paidAt: Date | string | null }): boolean {
  return order.status === S.CANCEL && order.paidAt === null;
}

/**
 * What a staff member may do with an order now: the transition table and the staff flags agree
 * (SellerOrderDetail.actions; the routes check the same). An order awaiting payment (0) is not
 * the shop's yet: nothing.
 */
export function sellerOrderActions(
  order: { status: number; orderType: number },
  acl: { manageOrder: boolean; confirmService: boolean; confirmDelivery: boolean },
): { confirm: boolean; cancel: boolean; confirmService: boolean; confirmDelivery: boolean } {
  const type = order.orderType as OrderTypeCode;
  const can = (event: OrderEvent) => nextOrderStatus(order.status, event, type) !== null;
  return {
    confirm: acl.manageOrder && can('SELLER_CONFIRM_ORDER'),
    cancel: acl.manageOrder && can('SELLER_CANCEL_ORDER'),
    confirmService: acl.confirmService && can('SELLER_CONFIRM_SERVICE'),
    confirmDelivery: acl.confirmDelivery && can('SELLER_CONFIRM_DELIVERY'),
  };
}
