import { bookedWindow } from '@yangdee/contracts/bays';
import type { MessageKind } from '@yangdee/contracts/messages';
import { ORDER_TYPE } from '@yangdee/contracts/order-status';
import { type Slot, shopSlots, slotLabel } from '@yangdee/contracts/slots';
import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { orderItems, type orders } from '../../db/schema/orders';
import { storeSettings, stores } from '../../db/schema/stores';
import type { MessageTyre, NewOrderMessageData, OrderMessageData } from '../outbox/message-data';
import { enqueueMessages } from '../outbox/outbox';
import { orderStaffToTell } from '../seller-accounts/order-staff';
import { storeLabel } from './seller-orders.mapper';

// The order's messages (issue 35): to the shopper when the shop acts on it, to the branch's staff
// when it is paid and waits for the shop. Written as outbox rows in the event's transaction (a
// refused or rolled-back action sends nothing; the event key keeps one row per person); the
// worker renders and sends them. `data` holds what the renderer shows, read now.

type OrderRow = typeof orders.$inferSelect;

export type ShopFacts = { shopName: string; mapUrl: string | null; customSlots: Slot[] | null };

export type CustomerOrderKind = Extract<
  MessageKind,
  'order_confirmed' | 'order_cancelled' | 'order_fitted' | 'order_shipped'
>;

/** The event key's last part per kind: 'order:12:confirmed'. */
const EVENT_OF: Record<CustomerOrderKind, string> = {
  order_confirmed: 'confirmed',
  order_cancelled: 'cancelled',
  order_fitted: 'fitted',
  order_shipped: 'shipped',
};

export async function shopFacts(tx: DbOrTx, storeId: number): Promise<ShopFacts> {
  const [row] = await tx
    .select({
      name: stores.name,
      branchName: stores.branchName,
      latitude: stores.latitude,
      longitude: stores.longitude,
      customSlots: storeSettings.customSlots,
    })
    .from(stores)
    .leftJoin(storeSettings, eq(storeSettings.storeId, stores.id))
    .where(eq(stores.id, storeId));
  if (!row) return { shopName: '', mapUrl: null, customSlots: null };
  return {
    shopName: storeLabel(row),
    mapUrl: `https://www.google.com/maps/dir/?api=1&destination=${row.latitude},${row.longitude}`,
    customSlots: row.customSlots ?? null,
  };
}

export function tyresOf(tx: DbOrTx, orderId: number): Promise<MessageTyre[]> {
  return tx
    .select({ title: orderItems.title, quantity: orderItems.quantity })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.id));
}

/** The booked slot's hours in the shop's slots ('' → null when it is not one of them). */
export function bookedSlotLabel(
  order: Pick<OrderRow, 'appointmentTime'> & { jobMinutes?: number | null },
  customSlots: readonly Slot[] | null,
): string | null {
  // A bay booking (decision 0162) reads as its start to its end.
  const slot = bookedWindow(order.appointmentTime, order.jobMinutes, shopSlots(customSlots));
  return slot ? slotLabel(slot) : null;
}

/** One message to the order's shopper about the shop's action, in the action's transaction. */
export async function tellCustomer(
  tx: DbOrTx,
  order: OrderRow,
  kind: CustomerOrderKind,
  extra: Partial<
    Pick<
      OrderMessageData,
      'isAppointmentPassed' | 'refundSatang' | 'cancelReason' | 'carrier' | 'trackingText'
    >
  > = {},
): Promise<void> {
  const shop = await shopFacts(tx, order.storeId);
  const isService = order.orderType === ORDER_TYPE.SERVICE;
  const data: OrderMessageData = {
    orderNo: order.orderNo,
    orderType: order.orderType,
    appointmentDate: isService ? order.appointmentDate : null,
    slotLabel: isService ? bookedSlotLabel(order, shop.customSlots) : null,
    isAppointmentPassed: false,
    shopName: shop.shopName,
    mapUrl: isService ? shop.mapUrl : null,
    tyres: await tyresOf(tx, order.id),
    ...extra,
  };
  await enqueueMessages(tx, [
    {
      eventKey: `order:${order.id}:${EVENT_OF[kind]}`,
      kind,
      recipient: { kind: 'customer', id: order.userId },
      storeId: order.storeId,
      orderId: order.id,
      data,
    },
  ]);
}

/**
 * new_order to each staff member who handles the branch's orders and linked LINE, once per order
 * (paid, or paid late after it had run out: the same event key).
 */
export async function tellStaffOfNewOrder(tx: DbOrTx, order: OrderRow): Promise<void> {
  const staff = (await orderStaffToTell(tx, [order.storeId])).get(order.storeId) ?? [];
  if (staff.length === 0) return;
  const shop = await shopFacts(tx, order.storeId);
  const isService = order.orderType === ORDER_TYPE.SERVICE;
  const data: NewOrderMessageData = {
    orderId: order.id,
    orderNo: order.orderNo,
    orderType: order.orderType,
    appointmentDate: isService ? order.appointmentDate : null,
    slotLabel: isService ? bookedSlotLabel(order, shop.customSlots) : null,
    shopName: shop.shopName,
    tyres: await tyresOf(tx, order.id),
    totalSatang: order.totalSatang,
    customerFirstName: (
      order.customer?.firstName ||
      order.shipping?.receiverFirstname ||
      ''
    ).trim(),
  };
  await enqueueMessages(
    tx,
    staff.map((id) => ({
      eventKey: `order:${order.id}:new`,
      kind: 'new_order' as const,
      recipient: { kind: 'staff' as const, id },
      storeId: order.storeId,
      orderId: order.id,
      data,
    })),
  );
}
