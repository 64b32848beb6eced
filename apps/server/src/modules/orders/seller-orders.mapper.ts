import { bayEndOf } from '@yangdee/contracts/bays';
import { ORDER_STATUS, ORDER_TYPE, orderStatusText } from '@yangdee/contracts/order-status';
import type { OrderHistoryEntry, SellerOrderRow } from '@yangdee/contracts/seller-orders';
import type { orderStatusHistory, orders } from '../../db/schema/orders';

// Order rows → the shop's list row, history timeline and allowed actions. Satang → baht here.

type OrderRow = typeof orders.$inferSelect;
type HistoryRow = typeof orderStatusHistory.$inferSelect;

export const toBaht = (satang: number) => satang / 100;

/** 'ร้าน สาขา' as the shop's screens name a store. */
/**
 * A branch's title with the word "สาขา" once: shops type the name with it ("สาขาสำนักงานใหญ่",
 * as the seed does) or without ("บางนา"); '' for none (issue 37: "สาขาสาขาสำนักงานใหญ่").
 */
export function branchTitle(branchName: string | null | undefined): string {
  const name = (branchName ?? '').trim();
  if (!name) return '';
  return name.startsWith('สาขา') ? name : `สาขา${name}`;
}

export function storeLabel(store: { name: string; branchName: string | null }): string {
  return store.branchName ? `${store.name} ${store.branchName}` : store.name;
}

export function customerName(c: OrderRow['customer']): string {
  return [c.firstName, c.lastName]
    .map((p) => p?.trim())
    .filter(Boolean)
    .join(' ');
}

export function licensePlate(c: OrderRow['customer']): string {
  return [c.licenseNumber, c.licenseProvince]
    .map((p) => p?.trim())
    .filter(Boolean)
    .join(' ');
}

export function toSellerOrderRow(
  order: OrderRow,
  store: { name: string; branchName: string | null },
  itemCount: number,
): SellerOrderRow {
  const c = order.customer;
  const isService = order.orderType === ORDER_TYPE.SERVICE;
  return {
    id: order.id,
    orderNo: order.orderNo,
    status: order.status,
    statusText: orderStatusText(order.status),
    orderType: order.orderType,
    createdAt: order.createdAt.toISOString(),
    paidAt: order.paidAt?.toISOString() ?? null,
    customerName: customerName(c),
    customerTel: c.tel ?? order.shipping?.receiverTel ?? '',
    licensePlate: licensePlate(c),
    appointmentDate: isService ? order.appointmentDate : null,
    appointmentTime: isService ? order.appointmentTime : null,
    appointmentTo: isService ? bayEndOf(order.appointmentTime, order.jobMinutes) : null,
    bay: isService ? order.bay : null,
    itemCount: Number(itemCount),
    total: toBaht(order.totalSatang),
    // Only money actually received (an attempt replaced before payment paid nothing; 0134).
    paidNow: order.paidAt ? toBaht(order.paidNowSatang) : 0,
    remain: toBaht(order.remainSatang),
    storeId: order.storeId,
    storeName: storeLabel(store),
  };
}

/** What each order action needs (one rule, in contracts; the detail and its tests use it). */
export { sellerOrderActions } from '@yangdee/contracts/order-transitions';

const EVENT_TEXT: Record<string, string> = {
  PLACED: 'สั่งซื้อ',
  PAYMENT_CONFIRMED: 'ชำระเงินเรียบร้อย',
  PAYMENT_FAILED: 'ชำระเงินไม่สำเร็จ',
  RESERVATION_EXPIRED: 'หมดเวลาชำระเงิน',
  SELLER_CONFIRM_ORDER: 'ยืนยันคำสั่งซื้อ',
  SELLER_CONFIRM_SERVICE: 'ติดตั้งเรียบร้อย',
  SELLER_CONFIRM_DELIVERY: 'จัดส่งเรียบร้อย',
  SELLER_CANCEL_ORDER: 'ยกเลิกคำสั่งซื้อ',
  LATE_PAYMENT_CONFIRMED: 'ได้รับชำระเงินล่าช้า',
};

export const ACTOR_TEXT: Record<string, string> = {
  customer: 'ลูกค้า',
  staff: 'ร้านค้า',
  provider: 'ผู้ให้บริการชำระเงิน',
  system: 'ระบบ',
};

function historyEntry(row: HistoryRow): OrderHistoryEntry {
  return {
    at: row.createdAt.toISOString(),
    actorKind: row.actorKind,
    actorName: row.actorName || ACTOR_TEXT[row.actorKind] || ACTOR_TEXT.system,
    fromStatus: row.fromStatus,
    toStatus: row.toStatus,
    note: row.note || EVENT_TEXT[row.event] || orderStatusText(row.toStatus),
  };
}

/**
 * The timeline from what the order row itself remembers, for orders older than the status
 * history (or whose early steps were not recorded): placed, paid, confirmed, done, cancelled.
 */
export function synthesiseHistory(order: OrderRow): OrderHistoryEntry[] {
  const entries: OrderHistoryEntry[] = [
    {
      at: order.createdAt.toISOString(),
      actorKind: 'customer',
      actorName: ACTOR_TEXT.customer,
      fromStatus: null,
      toStatus: ORDER_STATUS.AWAITING_PAYMENT,
      note: EVENT_TEXT.PLACED,
    },
  ];
  if (order.paidAt) {
    entries.push({
      at: order.paidAt.toISOString(),
      actorKind: 'provider',
      actorName: ACTOR_TEXT.provider,
      fromStatus: ORDER_STATUS.AWAITING_PAYMENT,
      toStatus: ORDER_STATUS.WAITING_CONFIRM,
      note: EVENT_TEXT.PAYMENT_CONFIRMED,
    });
  }
  const waiting =
    order.orderType === ORDER_TYPE.DELIVERY
      ? ORDER_STATUS.WAITING_DELIVERY
      : ORDER_STATUS.WAITING_SERVICE;
  const done =
    order.orderType === ORDER_TYPE.DELIVERY
      ? ORDER_STATUS.COMPLETED_DELIVERY
      : ORDER_STATUS.COMPLETED_SERVICE;
  if (order.confirmedAt) {
    entries.push({
      at: order.confirmedAt.toISOString(),
      actorKind: 'staff',
      actorName: ACTOR_TEXT.staff,
      fromStatus: ORDER_STATUS.WAITING_CONFIRM,
      toStatus: waiting,
      note: EVENT_TEXT.SELLER_CONFIRM_ORDER,
    });
  }
  if (order.completedAt && order.status === done) {
    entries.push({
      at: order.completedAt.toISOString(),
      actorKind: 'staff',
      actorName: ACTOR_TEXT.staff,
      fromStatus: waiting,
      toStatus: done,
      note:
        done === ORDER_STATUS.COMPLETED_DELIVERY
          ? EVENT_TEXT.SELLER_CONFIRM_DELIVERY
          : EVENT_TEXT.SELLER_CONFIRM_SERVICE,
    });
  }
  // An order moved on before the lifecycle stamped its times: its present status still shows,
  // at the last time the row changed.
  const stepNote: Record<number, string> = {
    [ORDER_STATUS.WAITING_SERVICE]: EVENT_TEXT.SELLER_CONFIRM_ORDER,
    [ORDER_STATUS.WAITING_DELIVERY]: EVENT_TEXT.SELLER_CONFIRM_ORDER,
    [ORDER_STATUS.COMPLETED_SERVICE]: EVENT_TEXT.SELLER_CONFIRM_SERVICE,
    [ORDER_STATUS.COMPLETED_DELIVERY]: EVENT_TEXT.SELLER_CONFIRM_DELIVERY,
  };
  if (stepNote[order.status] && !entries.some((e) => e.toStatus === order.status)) {
    const last = Date.parse(entries[entries.length - 1].at);
    const at = (order.completedAt ?? order.updatedAt).getTime();
    entries.push({
      at: new Date(Math.max(at, last)).toISOString(),
      actorKind: 'staff',
      actorName: ACTOR_TEXT.staff,
      fromStatus: null,
      toStatus: order.status,
      note: stepNote[order.status],
    });
  }
  if (order.status === ORDER_STATUS.CANCEL) {
    entries.push({
      at: (order.cancelledAt ?? order.updatedAt).toISOString(),
      actorKind: order.cancelReason ? 'staff' : 'system',
      actorName: order.cancelReason ? ACTOR_TEXT.staff : ACTOR_TEXT.system,
      fromStatus: null,
      toStatus: ORDER_STATUS.CANCEL,
      note: order.cancelReason
        ? `${EVENT_TEXT.SELLER_CANCEL_ORDER}: ${order.cancelReason}`
        : EVENT_TEXT.SELLER_CANCEL_ORDER,
    });
  }
  return entries;
}

/**
 * The recorded history, completed with the synthesised steps it lacks (an order placed or paid
 * before the history table existed), oldest first. Never empty.
 */
export function orderHistory(order: OrderRow, rows: HistoryRow[]): OrderHistoryEntry[] {
  const recorded = rows.map(historyEntry);
  if (recorded.length === 0) return synthesiseHistory(order);
  const reached = new Set(recorded.map((e) => e.toStatus));
  const firstAt = recorded[0].at;
  const missing = synthesiseHistory(order).filter(
    (e) => !reached.has(e.toStatus) && e.at <= firstAt,
  );
  return [...missing, ...recorded].sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : 0));
}
