import { emptyAcl, fullAcl } from '@yangdee/contracts/seller-acl';
import { describe, expect, it } from 'vitest';
import type { orderStatusHistory, orders } from '../../db/schema/orders';
import { orderHistory, sellerOrderActions, synthesiseHistory } from './seller-orders.mapper';

// The shop's view of one order: which actions the table and the staff's flags allow, and a
// status timeline that is never empty, even for orders older than the history table.

type OrderRow = typeof orders.$inferSelect;
type HistoryRow = typeof orderStatusHistory.$inferSelect;

const at = (s: string) => new Date(`2026-11-20T${s}:00+07:00`);

function order(over: Partial<OrderRow>): OrderRow {
  return {
    status: 1,
    orderType: 1,
    createdAt: at('10:00'),
    paidAt: at('10:03'),
    confirmedAt: null,
    completedAt: null,
    cancelledAt: null,
    cancelReason: '',
    updatedAt: at('12:00'),
    ...over,
  } as OrderRow;
}

describe('the actions a staff member may take on an order', () => {
  it('follow the transition table for someone with every flag', () => {
    const acl = fullAcl();
    const rows = [1, 2, 3, 4, 5, 99].map((status) => {
      const type = status === 3 || status === 5 ? 2 : 1;
      return [status, sellerOrderActions({ status, orderType: type }, acl)];
    });
    expect(Object.fromEntries(rows)).toEqual({
      1: { confirm: true, cancel: true, confirmService: false, confirmDelivery: false },
      2: { confirm: false, cancel: true, confirmService: true, confirmDelivery: false },
      3: { confirm: false, cancel: true, confirmService: false, confirmDelivery: true },
      4: { confirm: false, cancel: false, confirmService: false, confirmDelivery: false },
      5: { confirm: false, cancel: false, confirmService: false, confirmDelivery: false },
      99: { confirm: false, cancel: false, confirmService: false, confirmDelivery: false },
    });
  });

  it('need the flag: a delivery-only staff member may only confirm deliveries', () => {
    const acl = { ...emptyAcl(), confirmDelivery: true };
    expect(sellerOrderActions({ status: 1, orderType: 2 }, acl)).toEqual({
      confirm: false,
      cancel: false,
      confirmService: false,
      confirmDelivery: false,
    });
    expect(sellerOrderActions({ status: 3, orderType: 2 }, acl).confirmDelivery).toBe(true);
  });
});

describe('the status timeline', () => {
  it('comes from the order row when nothing was recorded', () => {
    const steps = synthesiseHistory(
      order({ status: 5, orderType: 2, confirmedAt: at('11:00'), completedAt: at('15:00') }),
    ).map((e) => [e.toStatus, e.note, e.at]);
    expect(steps).toEqual([
      [0, 'สั่งซื้อ', at('10:00').toISOString()],
      [1, 'ชำระเงินเรียบร้อย', at('10:03').toISOString()],
      [3, 'ยืนยันคำสั่งซื้อ', at('11:00').toISOString()],
      [5, 'จัดส่งเรียบร้อย', at('15:00').toISOString()],
    ]);
  });

  it('shows where an order stands even without the times of its steps', () => {
    const steps = synthesiseHistory(order({ status: 2 })).map((e) => [e.toStatus, e.actorName]);
    expect(steps).toEqual([
      [0, 'ลูกค้า'],
      [1, 'ผู้ให้บริการชำระเงิน'],
      [2, 'ร้านค้า'],
    ]);
  });

  it('says why the shop cancelled', () => {
    const last = synthesiseHistory(
      order({ status: 99, cancelReason: 'สินค้าหมด', cancelledAt: at('11:30') }),
    ).at(-1);
    expect(last).toMatchObject({ toStatus: 99, note: 'ยกเลิกคำสั่งซื้อ: สินค้าหมด' });
  });

  it('keeps the recorded steps and adds only the earlier ones it lacks', () => {
    const recorded = [
      {
        id: 1,
        orderId: 1,
        fromStatus: 1,
        toStatus: 2,
        event: 'SELLER_CONFIRM_ORDER',
        actorKind: 'staff',
        actorId: 7,
        actorName: 'สมหญิง ร้านยาง',
        note: '',
        createdAt: at('11:00'),
      },
    ] satisfies HistoryRow[];
    const steps = orderHistory(order({ status: 2, confirmedAt: at('11:00') }), recorded);
    expect(steps.map((e) => [e.toStatus, e.actorName, e.note])).toEqual([
      [0, 'ลูกค้า', 'สั่งซื้อ'],
      [1, 'ผู้ให้บริการชำระเงิน', 'ชำระเงินเรียบร้อย'],
      [2, 'สมหญิง ร้านยาง', 'ยืนยันคำสั่งซื้อ'],
    ]);
  });
});
