import { fittingDotErrors } from '@yangdee/contracts/dot-codes';
import { ORDER_STATUS } from '@yangdee/contracts/order-status';
import type { SellerActionName } from '@yangdee/contracts/reports';
import {
  type CancelOrderBodySchema,
  type ConfirmDeliveryBodySchema,
  type ConfirmServiceBodySchema,
  cancelReasonText,
  type OrderActionResponse,
} from '@yangdee/contracts/seller-orders';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client';
import { orderItems, payments } from '../../db/schema/orders';
import { sellerUsers } from '../../db/schema/sellers';
import { storeSettings } from '../../db/schema/stores';
import { AppError } from '../../lib/app-error';
import { bangkokToday } from '../../lib/time';
import { oweRefunds } from '../ledger/refund-owner';
import { logSellerAction } from '../seller-accounts/action-log';
import {
  type ScopeNeed,
  type ScopeSeller,
  sellerOrderStoreIds,
} from '../seller-accounts/seller-order-scope';
import * as ledger from '../stock/stock-ledger';
import { registerFittedTyres } from '../warranty/registrations.service';
import { appointmentHasPassed } from './appointment-passed';
import { dropHolds } from './order-holds';
import {
  applyOrderEvent,
  lockOrderRow,
  type OrderActor,
  type OrderChange,
  type OrderEventInput,
} from './order-lifecycle';
import { tellCustomer } from './order-messages';
import { recordRemainCollected } from './remain-collection';

// The shop's order actions (spec 7 "Seller" → Orders, issue 15 items 3–4; decision 0081):
// confirm, cancel, confirm the fitting, confirm the delivery. Each runs in one transaction through
// the order lifecycle (lock, transition table, history row with the staff member's name, notify);
// an order outside the shop's stores — or still awaiting payment, which is the shopper's business —
// is not found. The shopper's message (issue 35) is an outbox row written in the same
// transaction: a refused action writes none, and the worker sends it (LINE, then SMS).

/** `now`: the server's clock (tests pin it); the appointment and DOT checks read it. */
export type OrderActionDeps = {
  db: Db;
  now?: () => Date;
};
type Seller = ScopeSeller;
type OrderRow = OrderChange['order'];

const NOT_FOUND = 'ไม่พบคำสั่งซื้อ';

/** The flag each action needs at the order's own branch (as its route needs at the store). */
const NEED = {
  'order.confirm': 'manageOrder',
  'order.cancel': 'manageOrder',
  'order.service': 'confirmService',
  'order.delivery': 'confirmDelivery',
} as const satisfies Partial<Record<SellerActionName, ScopeNeed>>;

export async function staffActor(db: Db, seller: Seller): Promise<OrderActor> {
  const [row] = await db
    .select({ name: sellerUsers.name, username: sellerUsers.username })
    .from(sellerUsers)
    .where(eq(sellerUsers.id, seller.sellerUserId));
  return { kind: 'staff', id: seller.sellerUserId, name: row?.name || row?.username || '' };
}

/** Locks the order and refuses one the shop may not see (other stores', awaiting payment). */
async function lockShopOrder(tx: Tx, storeIds: number[], orderId: number): Promise<OrderRow> {
  const order = await lockOrderRow(tx, orderId);
  if (!order || !isShops(storeIds, order)) throw new AppError('NOT_FOUND', NOT_FOUND);
  return order;
}

const isShops = (storeIds: number[], order: OrderRow) =>
  storeIds.includes(order.storeId) && order.status !== ORDER_STATUS.AWAITING_PAYMENT;

/** One action: scope, then the caller's writes (with the shopper's message) in a transaction. */
async function runAction(
  deps: OrderActionDeps,
  seller: Seller,
  orderId: number,
  action: keyof typeof NEED,
  write: (
    tx: Tx,
    ctx: {
      order: OrderRow;
      actor: OrderActor;
      event: (i: Omit<OrderEventInput, 'orderId' | 'actor'>) => Promise<OrderChange>;
    },
  ) => Promise<{ change: OrderChange; message: string }>,
): Promise<OrderActionResponse> {
  const storeIds = await sellerOrderStoreIds(deps.db, seller, NEED[action]);
  const actor = await staffActor(deps.db, seller);
  const done = await deps.db.transaction(async (tx) => {
    const order = await lockShopOrder(tx, storeIds, orderId);
    const result = await write(tx, {
      order,
      actor,
      event: (i) => applyOrderEvent(tx, { ...i, orderId, actor }),
    });
    // The staff action log (decision 0110), under the order's own store (a branch's order: the branch).
    await logSellerAction(
      tx,
      { sellerUserId: seller.sellerUserId, storeId: order.storeId },
      action,
      `คำสั่งซื้อ ${order.orderNo}`,
    );
    return result;
  });
  return { success: true, message: done.message, status: done.change.to };
}

/**
 * A SERVICE order whose booked slot has passed is confirmed only once the shop acknowledged it
 * (409 APPOINTMENT_PASSED otherwise, nothing written); its message then asks for a new time instead
 * of citing the past date (issue 37 item 10).
 */
export function confirmOrder(
  deps: OrderActionDeps,
  seller: Seller,
  orderId: number,
  acknowledgePassedAppointment = false,
): Promise<OrderActionResponse> {
  return runAction(deps, seller, orderId, 'order.confirm', async (tx, { order, event }) => {
    const now = deps.now?.() ?? new Date();
    const [settings] = await tx
      .select({ customSlots: storeSettings.customSlots })
      .from(storeSettings)
      .where(eq(storeSettings.storeId, order.storeId));
    const customSlots = settings?.customSlots ?? null;
    const isPassed = appointmentHasPassed(order, customSlots, now);
    if (isPassed && !acknowledgePassedAppointment) throw new AppError('APPOINTMENT_PASSED');
    const change = await event({
      event: 'SELLER_CONFIRM_ORDER',
      note: isPassed ? 'ยืนยันคำสั่งซื้อ (วันนัดเดิมผ่านไปแล้ว ร้านจะนัดวันใหม่กับลูกค้า)' : 'ยืนยันคำสั่งซื้อ',
      now,
    });
    await tellCustomer(tx, change.order, 'order_confirmed', { isAppointmentPassed: isPassed });
    return { change, message: 'ยืนยันคำสั่งซื้อเรียบร้อยแล้ว' };
  });
}

export function cancelOrder(
  deps: OrderActionDeps,
  seller: Seller,
  body: z.output<typeof CancelOrderBodySchema>,
): Promise<OrderActionResponse> {
  const reason = cancelReasonText(body.reasonCode, body.reasonText);
  return runAction(deps, seller, body.id, 'order.cancel', async (tx, { event }) => {
    const change = await event({
      event: 'SELLER_CANCEL_ORDER',
      note: `ยกเลิก: ${reason}`,
      patch: { cancelReason: reason },
    });
    const refundSatang = await giveBack(tx, change.before, seller.sellerUserId);
    await tellCustomer(tx, change.order, 'order_cancelled', { cancelReason: reason, refundSatang });
    return {
      change,
      message:
        refundSatang > 0
          ? 'ยกเลิกคำสั่งซื้อเรียบร้อยแล้ว ระบบบันทึกยอดที่ต้องคืนเงินให้ลูกค้าแล้ว'
          : 'ยกเลิกคำสั่งซื้อเรียบร้อยแล้ว',
    };
  });
}

/**
 * What a cancel gives back: the tyres a payment took off the offer go back on it (the offer
 * summaries follow by the seller_products triggers, as when payment took them), any holds and the
 * install seat are deleted, and money paid online becomes a refund owed (one per payment).
 * Answers the amount to refund (satang).
 */
async function giveBack(tx: Tx, before: OrderRow, sellerUserId: number): Promise<number> {
  if (before.paidAt !== null) {
    // The ledger puts them back and writes the 'cancel' movements (decision 0156).
    await ledger.returnOrderTyres(tx, {
      orderId: before.id,
      orderNo: before.orderNo,
      actor: { kind: 'seller', id: sellerUserId },
    });
  }
  await dropHolds(tx, [before.id]);
  const paid = await tx
    .select()
    .from(payments)
    .where(and(eq(payments.orderId, before.id), eq(payments.status, 'paid')));
  if (paid.length === 0) return 0;
  // Owed, handed to money/refunds (decision 0139), which alone moves it on.
  const opened = await oweRefunds(tx, paid, 'SELLER_CANCELLED');
  return opened.reduce((sum, amount) => sum + amount, 0);
}

export function confirmService(
  deps: OrderActionDeps,
  seller: Seller,
  body: z.output<typeof ConfirmServiceBodySchema>,
): Promise<OrderActionResponse> {
  return runAction(deps, seller, body.id, 'order.service', async (tx, { order, actor, event }) => {
    const items = await tx
      .select({ id: orderItems.id, quantity: orderItems.quantity })
      .from(orderItems)
      .where(eq(orderItems.orderId, order.id));
    const byId = new Map(items.map((i) => [i.id, i]));
    const seen = new Set<number>();
    for (const entry of body.dotCodes) {
      const item = byId.get(entry.itemId);
      if (!item) throw new AppError('VALIDATION_FAILED', 'รายการสินค้าไม่ตรงกับคำสั่งซื้อนี้');
      if (seen.has(entry.itemId)) {
        throw new AppError('VALIDATION_FAILED', 'ระบุรหัส DOT ของสินค้ารายการเดียวกันซ้ำ');
      }
      seen.add(entry.itemId);
      if (entry.codes.length > item.quantity) {
        throw new AppError(
          'VALIDATION_FAILED',
          `รหัส DOT ต้องไม่เกินจำนวนยางที่สั่ง (${item.quantity} เส้น)`,
        );
      }
    }
    const now = deps.now?.() ?? new Date();
    const change = await event({ event: 'SELLER_CONFIRM_SERVICE', note: 'ติดตั้งเรียบร้อย', now });
    // One DOT code per fitted tyre, each a real production week not after today (issue 37
    // item 10). Checked after the move so an order handled already still answers 409; a refusal
    // here rolls the whole transaction back.
    const codesOf = (itemId: number) => body.dotCodes.find((d) => d.itemId === itemId)?.codes ?? [];
    const missing = fittingDotErrors(items, codesOf, bangkokToday(now));
    if (missing.length > 0) {
      const fieldErrors: Record<string, string[]> = {};
      for (const m of missing) fieldErrors[`dotCodes.${m.itemId}.${m.index}`] = [m.message];
      throw new AppError('VALIDATION_FAILED', dotFailure(missing), fieldErrors);
    }
    if (body.remainCollected) await recordRemainCollected(tx, order.id, actor, now);
    for (const entry of body.dotCodes) {
      await tx
        .update(orderItems)
        .set({ dotCodes: entry.codes })
        .where(and(eq(orderItems.id, entry.itemId), eq(orderItems.orderId, order.id)));
    }
    // Each fitted tyre becomes the shopper's warranty registration (issue 36, decision 0161).
    await registerFittedTyres(tx, order.id);
    await tellCustomer(tx, change.order, 'order_fitted');
    return { change, message: 'บันทึกการติดตั้งเรียบร้อยแล้ว' };
  });
}

/** The first reason, with how many tyres still lack a sound code when more than one does. */
function dotFailure(missing: { message: string }[]): string {
  const first = missing[0]?.message ?? '';
  return missing.length > 1 ? `${first} (ยังไม่ถูกต้อง ${missing.length} เส้น)` : first;
}

export function confirmDelivery(
  deps: OrderActionDeps,
  seller: Seller,
  body: z.output<typeof ConfirmDeliveryBodySchema>,
): Promise<OrderActionResponse> {
  return runAction(deps, seller, body.id, 'order.delivery', async (tx, { event }) => {
    const change = await event({
      event: 'SELLER_CONFIRM_DELIVERY',
      note: `จัดส่งแล้ว: ${body.carrier} ${body.trackingText}`,
      patch: { carrier: body.carrier, trackingText: body.trackingText },
    });
    await tellCustomer(tx, change.order, 'order_shipped', {
      carrier: body.carrier,
      trackingText: body.trackingText,
    });
    return { change, message: 'บันทึกการจัดส่งเรียบร้อยแล้ว' };
  });
}
