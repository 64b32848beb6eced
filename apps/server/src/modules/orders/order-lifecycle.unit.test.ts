import { ORDER_STATUS, ORDER_TYPE } from '@yangdee/contracts/order-status';
import {
  nextOrderStatus,
  ORDER_EVENTS,
  type OrderEvent,
} from '@yangdee/contracts/order-transitions';
import {
  nextPaymentStatus,
  PAYMENT_EVENTS,
  PAYMENT_STATUSES,
} from '@yangdee/contracts/payment-transitions';
import { describe, expect, it } from 'vitest';
import { EVENT_STAMPS } from './order-lifecycle';

// The whole transition table the order lifecycle obeys (decision 0080), written out here by hand
// so a change to contracts/order-transitions.ts must be made twice on purpose: every status ×
// every event × both order types. Anything not listed must be refused (null).

const S = ORDER_STATUS;
const TYPES = [ORDER_TYPE.SERVICE, ORDER_TYPE.DELIVERY] as const;
type TypeCode = (typeof TYPES)[number];

/** [from, event, type] → to; `type` undefined = both types. */
const ALLOWED: Array<[number, OrderEvent, TypeCode | undefined, number]> = [
  [S.AWAITING_PAYMENT, 'PAYMENT_CONFIRMED', undefined, S.WAITING_CONFIRM],
  [S.AWAITING_PAYMENT, 'PAYMENT_FAILED', undefined, S.CANCEL],
  [S.AWAITING_PAYMENT, 'RESERVATION_EXPIRED', undefined, S.CANCEL],
  [S.AWAITING_PAYMENT, 'ATTEMPT_REPLACED', undefined, S.CANCEL],
  [S.AWAITING_PAYMENT, 'ATTEMPT_REFUSED', undefined, S.CANCEL],
  [S.WAITING_CONFIRM, 'SELLER_CONFIRM_ORDER', ORDER_TYPE.SERVICE, S.WAITING_SERVICE],
  [S.WAITING_CONFIRM, 'SELLER_CONFIRM_ORDER', ORDER_TYPE.DELIVERY, S.WAITING_DELIVERY],
  [S.WAITING_CONFIRM, 'SELLER_CANCEL_ORDER', undefined, S.CANCEL],
  [S.WAITING_SERVICE, 'SELLER_CONFIRM_SERVICE', ORDER_TYPE.SERVICE, S.COMPLETED_SERVICE],
  [S.WAITING_SERVICE, 'SELLER_CANCEL_ORDER', undefined, S.CANCEL],
  [S.WAITING_DELIVERY, 'SELLER_CONFIRM_DELIVERY', ORDER_TYPE.DELIVERY, S.COMPLETED_DELIVERY],
  [S.WAITING_DELIVERY, 'SELLER_CANCEL_ORDER', undefined, S.CANCEL],
  [S.CANCEL, 'LATE_PAYMENT_CONFIRMED', undefined, S.WAITING_CONFIRM],
];

function expected(from: number, event: OrderEvent, type: TypeCode): number | null {
  const hit = ALLOWED.find(
    ([f, e, t]) => f === from && e === event && (t === undefined || t === type),
  );
  return hit ? hit[3] : null;
}

describe('the order transition table, walked whole', () => {
  const statuses = [...Object.values(ORDER_STATUS), 42, -1];

  it.each(
    statuses.flatMap((from) =>
      ORDER_EVENTS.flatMap((event) => TYPES.map((type) => ({ from, event, type }))),
    ),
  )('status $from, event $event, type $type', ({ from, event, type }) => {
    expect(nextOrderStatus(from, event, type)).toBe(expected(from, event, type));
  });

  it('every allowed move is used by one event of the list (no dead rows in the expectation)', () => {
    for (const [from, event, type, to] of ALLOWED) {
      for (const t of type === undefined ? TYPES : [type]) {
        expect(nextOrderStatus(from, event, t)).toBe(to);
      }
    }
  });

  it('a shop’s event never applies to an order still awaiting payment', () => {
    for (const event of ORDER_EVENTS.filter((e) => e.startsWith('SELLER_'))) {
      for (const type of TYPES) expect(nextOrderStatus(S.AWAITING_PAYMENT, event, type)).toBeNull();
    }
  });
});

describe('the payment transition table, walked whole', () => {
  const ALLOWED_PAYMENT: Record<string, string> = {
    'pending PROVIDER_PAID': 'paid',
    'pending PROVIDER_DECLINED': 'failed',
    'pending EXPIRED': 'expired',
    'expired PROVIDER_PAID': 'paid',
    'failed PROVIDER_PAID': 'paid',
  };
  it.each(PAYMENT_STATUSES.flatMap((from) => PAYMENT_EVENTS.map((event) => ({ from, event }))))(
    'payment $from, event $event',
    ({ from, event }) => {
      expect(nextPaymentStatus(from, event)).toBe(ALLOWED_PAYMENT[`${from} ${event}`] ?? null);
    },
  );
});

describe('the timestamps each event writes with the status', () => {
  const now = new Date('2026-11-26T03:00:00Z');
  /** Each event from the status it usually happens in, with the order type it needs. */
  const USUAL: Record<OrderEvent, [number, TypeCode]> = {
    PAYMENT_CONFIRMED: [S.AWAITING_PAYMENT, ORDER_TYPE.SERVICE],
    PAYMENT_FAILED: [S.AWAITING_PAYMENT, ORDER_TYPE.SERVICE],
    RESERVATION_EXPIRED: [S.AWAITING_PAYMENT, ORDER_TYPE.SERVICE],
    ATTEMPT_REPLACED: [S.AWAITING_PAYMENT, ORDER_TYPE.SERVICE],
    ATTEMPT_REFUSED: [S.AWAITING_PAYMENT, ORDER_TYPE.SERVICE],
    SELLER_CONFIRM_ORDER: [S.WAITING_CONFIRM, ORDER_TYPE.SERVICE],
    SELLER_CONFIRM_SERVICE: [S.WAITING_SERVICE, ORDER_TYPE.SERVICE],
    SELLER_CONFIRM_DELIVERY: [S.WAITING_DELIVERY, ORDER_TYPE.DELIVERY],
    SELLER_CANCEL_ORDER: [S.WAITING_CONFIRM, ORDER_TYPE.SERVICE],
    LATE_PAYMENT_CONFIRMED: [S.CANCEL, ORDER_TYPE.SERVICE],
  };

  it.each(ORDER_EVENTS)('%s stamps the time that goes with its new status', (event) => {
    const [from, type] = USUAL[event];
    const to = nextOrderStatus(from, event, type);
    const stamps = EVENT_STAMPS[event](now);
    if (to === S.CANCEL) expect(stamps).toEqual({ cancelledAt: now, reservedUntil: null });
    else if (to === S.WAITING_CONFIRM)
      expect(stamps).toMatchObject({ paidAt: now, reservedUntil: null });
    else if (to === S.WAITING_SERVICE) expect(stamps).toEqual({ confirmedAt: now });
    else expect([to, stamps]).toEqual([expect.any(Number), { completedAt: now }]);
  });

  it('a revived order is no longer cancelled', () => {
    expect(EVENT_STAMPS.LATE_PAYMENT_CONFIRMED(now)).toEqual({
      paidAt: now,
      cancelledAt: null,
      reservedUntil: null,
    });
  });
});
