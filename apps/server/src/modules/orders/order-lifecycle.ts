import { ORDER_STATUS, type ORDER_TYPE } from '@yangdee/contracts/order-status';
import { nextOrderStatus, type OrderEvent } from '@yangdee/contracts/order-transitions';
import {
  nextPaymentStatus,
  type PaymentEvent,
  type PaymentStatus,
} from '@yangdee/contracts/payment-transitions';
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { orderStatusHistory, orders, payments } from '../../db/schema/orders';
import { AppError } from '../../lib/app-error';
import { recordOrderMoney } from '../ledger/ledger';
import {
  notifyOrderEvent,
  ORDER_EVENTS_CHANNEL,
  type OrderEvent as OrderEventPayload,
} from './order-events';
import { tellStaffOfNewOrder } from './order-messages';

// The one writer of `orders.status` and `payments.status` (docs/decisions/0080). Every change —
// placing an order, a payment confirmed or declined, a reservation running out, a newer attempt
// replacing an unpaid one, the shop confirming, fitting, shipping or cancelling — comes through
// here, inside the caller's transaction: the row is locked, the transition tables of contracts
// say what the event leads to (null = refused), the status and the timestamps that go with it are
// written with `WHERE status = $current`, a history row records who did it, and the shop's live
// screens are told (pg_notify on ORDER_EVENTS_CHANNEL, delivered at commit) once the order is
// the shop's business: from its payment on; once paid, the branch's staff get a new_order message
// (outbox, same transaction). The convention test (order-lifecycle.test.ts) fails
// when any other server file writes either status.

type OrderRow = typeof orders.$inferSelect;
type PaymentRow = typeof payments.$inferSelect;
type OrderTypeCode = (typeof ORDER_TYPE)[keyof typeof ORDER_TYPE];

/** The LISTEN channel of the shop's live order screens (order-events.ts); payload as JSON. */
export { ORDER_EVENTS_CHANNEL };
export type OrderEventNotice = OrderEventPayload;

export type OrderActor = {
  kind: 'customer' | 'staff' | 'provider' | 'system';
  /** users.id for a customer, seller_users.id for staff. */
  id?: number | null;
  /** Shown on the shop's timeline; defaults to the kind's Thai name. */
  name?: string;
};

export const ACTOR_NAMES: Record<OrderActor['kind'], string> = {
  customer: 'ลูกค้า',
  staff: 'ร้านค้า',
  provider: 'ผู้ให้บริการชำระเงิน',
  system: 'ระบบ',
};

/** Columns an event may set besides the status and its timestamps. */
export type OrderPatch = Partial<
  Pick<OrderRow, 'cancelReason' | 'carrier' | 'trackingText' | 'remainCollectedAt'>
>;

export type OrderEventInput = {
  orderId: number;
  event: OrderEvent;
  actor: OrderActor;
  /** Thai line for the timeline, e.g. 'ยืนยันคำสั่งซื้อ'. */
  note?: string;
  patch?: OrderPatch;
  now?: Date;
  /**
   * Runs on the locked row before anything is decided: throws to refuse (e.g. the order is not
   * the calling shop's). Nothing has been written when it throws.
   */
  check?: (order: OrderRow) => void;
};

export type OrderChange = { before: OrderRow; order: OrderRow; from: number; to: number };

/** The timestamps each event writes along with the status. */
export const EVENT_STAMPS: Record<OrderEvent, (now: Date) => Partial<OrderRow>> = {
  PAYMENT_CONFIRMED: (now) => ({ paidAt: now, reservedUntil: null }),
  PAYMENT_FAILED: (now) => ({ cancelledAt: now, reservedUntil: null }),
  RESERVATION_EXPIRED: (now) => ({ cancelledAt: now, reservedUntil: null }),
  ATTEMPT_REPLACED: (now) => ({ cancelledAt: now, reservedUntil: null }),
  ATTEMPT_REFUSED: (now) => ({ cancelledAt: now, reservedUntil: null }),
  SELLER_CONFIRM_ORDER: (now) => ({ confirmedAt: now }),
  SELLER_CONFIRM_SERVICE: (now) => ({ completedAt: now }),
  SELLER_CONFIRM_DELIVERY: (now) => ({ completedAt: now }),
  SELLER_CANCEL_ORDER: (now) => ({ cancelledAt: now, reservedUntil: null }),
  LATE_PAYMENT_CONFIRMED: (now) => ({ paidAt: now, cancelledAt: null, reservedUntil: null }),
};

export async function lockOrderRow(tx: DbOrTx, orderId: number): Promise<OrderRow | null> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
  return order ?? null;
}

/**
 * Moves the order by `event`, or refuses: NOT_FOUND when there is no such order, 409
 * ORDER_ALREADY_HANDLED when the transition table has no move for its current status.
 */
export async function applyOrderEvent(tx: DbOrTx, input: OrderEventInput): Promise<OrderChange> {
  const before = await lockOrderRow(tx, input.orderId);
  if (!before) throw new AppError('NOT_FOUND', 'ไม่พบคำสั่งซื้อ');
  input.check?.(before);
  const change = await writeEvent(tx, before, input);
  if (!change) throw new AppError('ORDER_ALREADY_HANDLED');
  return change;
}

/** As applyOrderEvent, answering null (nothing written) where that one refuses. */
export async function tryOrderEvent(
  tx: DbOrTx,
  input: OrderEventInput,
): Promise<OrderChange | null> {
  const before = await lockOrderRow(tx, input.orderId);
  if (!before) return null;
  input.check?.(before);
  return writeEvent(tx, before, input);
}

async function writeEvent(
  tx: DbOrTx,
  before: OrderRow,
  input: OrderEventInput,
): Promise<OrderChange | null> {
  const to = nextOrderStatus(before.status, input.event, before.orderType as OrderTypeCode);
  if (to === null) return null;
  const now = input.now ?? new Date();
  const [order] = await tx
    .update(orders)
    .set({ ...input.patch, ...EVENT_STAMPS[input.event](now), status: to, updatedAt: now })
    .where(and(eq(orders.id, before.id), eq(orders.status, before.status)))
    .returning();
  if (!order) return null;
  // The money side (decision 0102): ledger entry on payment, release on fitting/delivery,
  // refund on a cancel after payment, with the daily summaries, in this transaction.
  await recordOrderMoney(tx, input.event, before, order, now);
  await recordHistory(tx, {
    orderId: order.id,
    fromStatus: before.status,
    toStatus: to,
    event: input.event,
    actor: input.actor,
    note: input.note ?? '',
    now,
  });
  if (to === ORDER_STATUS.WAITING_CONFIRM || before.status !== ORDER_STATUS.AWAITING_PAYMENT) {
    await notifyShop(tx, { storeId: order.storeId, orderId: order.id, status: to });
  }
  // Paid (on time or late): the branch's staff are told on LINE, once per order (issue 35).
  if (to === ORDER_STATUS.WAITING_CONFIRM) await tellStaffOfNewOrder(tx, order);
  return { before, order, from: before.status, to };
}

/** A new order awaiting payment (status 0), with its 'PLACED' history row. */
export async function insertPlacedOrder(
  tx: DbOrTx,
  values: Omit<typeof orders.$inferInsert, 'status' | 'paidAt' | 'cancelledAt'>,
  actor: OrderActor,
): Promise<number> {
  const [row] = await tx
    .insert(orders)
    .values({ ...values, status: ORDER_STATUS.AWAITING_PAYMENT })
    .returning({ id: orders.id });
  if (!row) throw new Error('order insert returned nothing');
  await recordHistory(tx, {
    orderId: row.id,
    fromStatus: null,
    toStatus: ORDER_STATUS.AWAITING_PAYMENT,
    event: 'PLACED',
    actor,
    note: 'สั่งซื้อ รอชำระเงิน',
  });
  return row.id;
}

async function recordHistory(
  tx: DbOrTx,
  h: {
    orderId: number;
    fromStatus: number | null;
    toStatus: number;
    event: OrderEvent | 'PLACED';
    actor: OrderActor;
    note: string;
    now?: Date;
  },
): Promise<void> {
  await tx.insert(orderStatusHistory).values({
    orderId: h.orderId,
    fromStatus: h.fromStatus,
    toStatus: h.toStatus,
    event: h.event,
    actorKind: h.actor.kind,
    actorId: h.actor.id ?? null,
    actorName: (h.actor.name?.trim() || ACTOR_NAMES[h.actor.kind]).slice(0, 200),
    note: h.note,
    ...(h.now ? { createdAt: h.now } : {}),
  });
}

/** Queued in the transaction, delivered to listeners at commit (dropped on rollback). */
const notifyShop = notifyOrderEvent;

export type PaymentChange = { payment: PaymentRow; from: PaymentStatus; to: PaymentStatus };

/**
 * Moves one payment attempt by `event` (payment-transitions), or answers null and writes
 * nothing when the table has no move (a repeated, late or out-of-order event).
 */
export async function applyPaymentEvent(
  tx: DbOrTx,
  input: {
    paymentId: number;
    event: PaymentEvent;
    patch?: Partial<Pick<PaymentRow, 'gbpReferenceNo' | 'providerResultCode'>>;
    now?: Date;
  },
): Promise<PaymentChange | null> {
  const [current] = await tx
    .select()
    .from(payments)
    .where(eq(payments.id, input.paymentId))
    .for('update');
  if (!current) return null;
  const from = current.status as PaymentStatus;
  const to = nextPaymentStatus(from, input.event);
  if (!to) return null;
  const now = input.now ?? new Date();
  const [payment] = await tx
    .update(payments)
    .set({
      ...input.patch,
      status: to,
      ...(to === 'paid' ? { paidAt: now } : {}),
      updatedAt: now,
    })
    .where(and(eq(payments.id, current.id), eq(payments.status, current.status)))
    .returning();
  return payment ? { payment, from, to } : null;
}
