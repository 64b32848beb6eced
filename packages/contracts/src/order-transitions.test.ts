import { describe, expect, it } from 'vitest';
import { ORDER_TYPE, ORDER_STATUS as S } from './order-status';
import {
  isFinalStatus,
  isRevivable,
  nextOrderStatus,
  ORDER_EVENTS,
  sellerOrderActions,
} from './order-transitions';

const SERVICE = ORDER_TYPE.SERVICE;
const DELIVERY = ORDER_TYPE.DELIVERY;

describe('order status transitions', () => {
  it('a confirmed payment moves an unpaid order to waiting for confirmation', () => {
    expect(nextOrderStatus(S.AWAITING_PAYMENT, 'PAYMENT_CONFIRMED', SERVICE)).toBe(
      S.WAITING_CONFIRM,
    );
  });

  it('a failed payment or an expired reservation cancels an unpaid order', () => {
    expect(nextOrderStatus(S.AWAITING_PAYMENT, 'PAYMENT_FAILED', SERVICE)).toBe(S.CANCEL);
    expect(nextOrderStatus(S.AWAITING_PAYMENT, 'RESERVATION_EXPIRED', DELIVERY)).toBe(S.CANCEL);
  });

  it('a newer attempt or a refused attempt cancels only an unpaid order', () => {
    for (const event of ['ATTEMPT_REPLACED', 'ATTEMPT_REFUSED'] as const) {
      expect(nextOrderStatus(S.AWAITING_PAYMENT, event, SERVICE)).toBe(S.CANCEL);
      expect(nextOrderStatus(S.AWAITING_PAYMENT, event, DELIVERY)).toBe(S.CANCEL);
      expect(nextOrderStatus(S.WAITING_CONFIRM, event, SERVICE)).toBeNull();
      expect(nextOrderStatus(S.CANCEL, event, SERVICE)).toBeNull();
    }
  });

  it('a paid order is never moved back by a late failure, expiry or repeated payment', () => {
    for (const event of ['PAYMENT_FAILED', 'RESERVATION_EXPIRED', 'PAYMENT_CONFIRMED'] as const) {
      expect(nextOrderStatus(S.WAITING_CONFIRM, event, SERVICE)).toBeNull();
    }
  });

  it('the shop confirms an order into waiting for service or for delivery by its type', () => {
    expect(nextOrderStatus(S.WAITING_CONFIRM, 'SELLER_CONFIRM_ORDER', SERVICE)).toBe(
      S.WAITING_SERVICE,
    );
    expect(nextOrderStatus(S.WAITING_CONFIRM, 'SELLER_CONFIRM_ORDER', DELIVERY)).toBe(
      S.WAITING_DELIVERY,
    );
  });

  it('installation completes a service order and delivery completes a delivery order only', () => {
    expect(nextOrderStatus(S.WAITING_SERVICE, 'SELLER_CONFIRM_SERVICE', SERVICE)).toBe(
      S.COMPLETED_SERVICE,
    );
    expect(nextOrderStatus(S.WAITING_DELIVERY, 'SELLER_CONFIRM_DELIVERY', DELIVERY)).toBe(
      S.COMPLETED_DELIVERY,
    );
    expect(nextOrderStatus(S.WAITING_DELIVERY, 'SELLER_CONFIRM_SERVICE', DELIVERY)).toBeNull();
    expect(nextOrderStatus(S.WAITING_SERVICE, 'SELLER_CONFIRM_DELIVERY', SERVICE)).toBeNull();
  });

  it('the shop may cancel until the order is completed', () => {
    for (const from of [S.WAITING_CONFIRM, S.WAITING_SERVICE, S.WAITING_DELIVERY]) {
      expect(nextOrderStatus(from, 'SELLER_CANCEL_ORDER', SERVICE)).toBe(S.CANCEL);
    }
    expect(nextOrderStatus(S.COMPLETED_SERVICE, 'SELLER_CANCEL_ORDER', SERVICE)).toBeNull();
  });

  it('completed and cancelled orders are final', () => {
    for (const status of [S.COMPLETED_SERVICE, S.COMPLETED_DELIVERY, S.CANCEL]) {
      expect(isFinalStatus(status)).toBe(true);
      for (const event of ORDER_EVENTS.filter((e) => e !== 'LATE_PAYMENT_CONFIRMED')) {
        expect(nextOrderStatus(status, event, SERVICE)).toBeNull();
      }
    }
    expect(isFinalStatus(S.WAITING_CONFIRM)).toBe(false);
  });

  it('a late payment revives only a cancelled order that was never paid', () => {
    expect(nextOrderStatus(S.CANCEL, 'LATE_PAYMENT_CONFIRMED', SERVICE)).toBe(S.WAITING_CONFIRM);
    expect(nextOrderStatus(S.AWAITING_PAYMENT, 'LATE_PAYMENT_CONFIRMED', SERVICE)).toBeNull();
    expect(nextOrderStatus(S.WAITING_CONFIRM, 'LATE_PAYMENT_CONFIRMED', DELIVERY)).toBeNull();
    expect(nextOrderStatus(S.COMPLETED_SERVICE, 'LATE_PAYMENT_CONFIRMED', SERVICE)).toBeNull();
    expect(isRevivable({ status: S.CANCEL, paidAt: null })).toBe(true);
    // Cancelled by the shop after it was paid: the money goes back through the shop, never revived.
    expect(isRevivable({ status: S.CANCEL, paidAt: new Date() })).toBe(false);
    expect(isRevivable({ status: S.AWAITING_PAYMENT, paidAt: null })).toBe(false);
  });

  it('an unknown status allows nothing', () => {
    expect(nextOrderStatus(42, 'PAYMENT_CONFIRMED', SERVICE)).toBeNull();
  });

  it('a staff member’s actions: what the table allows now and the flags permit', () => {
    const all = { manageOrder: true, confirmService: true, confirmDelivery: true };
    const none = { manageOrder: false, confirmService: false, confirmDelivery: false };
    expect(sellerOrderActions({ status: S.WAITING_CONFIRM, orderType: SERVICE }, all)).toEqual({
      confirm: true,
      cancel: true,
      confirmService: false,
      confirmDelivery: false,
    });
    expect(sellerOrderActions({ status: S.WAITING_SERVICE, orderType: SERVICE }, all)).toEqual({
      confirm: false,
      cancel: true,
      confirmService: true,
      confirmDelivery: false,
    });
    expect(sellerOrderActions({ status: S.WAITING_DELIVERY, orderType: DELIVERY }, all)).toEqual({
      confirm: false,
      cancel: true,
      confirmService: false,
      confirmDelivery: true,
    });
    expect(
      sellerOrderActions(
        { status: S.WAITING_SERVICE, orderType: SERVICE },
        {
          ...none,
          confirmService: true,
        },
      ),
    ).toEqual({ confirm: false, cancel: false, confirmService: true, confirmDelivery: false });
    for (const status of [
      S.AWAITING_PAYMENT,
      S.COMPLETED_SERVICE,
      S.COMPLETED_DELIVERY,
      S.CANCEL,
    ]) {
      expect(Object.values(sellerOrderActions({ status, orderType: SERVICE }, all))).toEqual([
        false,
        false,
        false,
        false,
      ]);
    }
  });
});
