import { ORDER_STATUS, ORDER_TYPE } from '@yangdee/contracts/order-status';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { orderItems, orders } from '../../db/schema/orders';
import { bangkokNowTime, bangkokToday } from '../../lib/time';
import { bookedSlotLabel, shopFacts } from '../orders/order-messages';
import type { MorningBooking, MorningBookingsMessageData } from '../outbox/message-data';
import { enqueueMessages, type OutboxMessage } from '../outbox/outbox';
import { orderStaffToTell } from '../seller-accounts/order-staff';

// The day's bookings to the shop's staff each morning (issue 35 item 2): from 07:00 Bangkok, for
// every branch with fittings booked today that are still to happen (waiting for the shop's
// confirm or for the customer to come), one message per staff member who handles its orders and
// linked LINE, the bookings sorted by time. A periodic pass (app.ts) runs it every few minutes;
// the event key 'bookings:<store>:<day>' makes every run after the first write nothing new (a
// member who links LINE later that day still gets it on the next run).

export const MORNING_BOOKINGS_FROM = '07:00';

const STILL_TO_HAPPEN = [ORDER_STATUS.WAITING_CONFIRM, ORDER_STATUS.WAITING_SERVICE];

/** Writes today's bookings messages not written yet; answers how many are new. */
export async function enqueueMorningBookings(db: DbOrTx, now: Date): Promise<number> {
  if (bangkokNowTime(now) < MORNING_BOOKINGS_FROM) return 0;
  const today = bangkokToday(now);
  const booked = await db
    .select({
      id: orders.id,
      orderNo: orders.orderNo,
      storeId: orders.storeId,
      appointmentTime: orders.appointmentTime,
      jobMinutes: orders.jobMinutes,
    })
    .from(orders)
    .where(
      and(
        eq(orders.orderType, ORDER_TYPE.SERVICE),
        eq(orders.appointmentDate, today),
        inArray(orders.status, STILL_TO_HAPPEN),
      ),
    )
    .orderBy(asc(orders.id));
  if (booked.length === 0) return 0;
  const storeIds = [...new Set(booked.map((o) => o.storeId))];
  const staffOf = await orderStaffToTell(db, storeIds);
  const told = storeIds.filter((id) => (staffOf.get(id) ?? []).length > 0);
  if (told.length === 0) return 0;
  const tyres = await tyresByOrder(
    db,
    booked.filter((o) => told.includes(o.storeId)).map((o) => o.id),
  );
  const messages: OutboxMessage[] = [];
  for (const storeId of told) {
    const shop = await shopFacts(db, storeId);
    const bookings: MorningBooking[] = booked
      .filter((o) => o.storeId === storeId)
      .map((o) => ({
        orderId: o.id,
        orderNo: o.orderNo,
        slotLabel: bookedSlotLabel(o, shop.customSlots) ?? '',
        tyres: tyres.get(o.id) ?? '',
      }))
      .sort(byTime);
    const data: MorningBookingsMessageData = { date: today, shopName: shop.shopName, bookings };
    for (const id of staffOf.get(storeId) ?? []) {
      messages.push({
        eventKey: `bookings:${storeId}:${today}`,
        kind: 'morning_bookings',
        recipient: { kind: 'staff', id },
        storeId,
        data,
      });
    }
  }
  return enqueueMessages(db, messages);
}

/** By the slot's start ('08:00 - 11:00' sorts by its text); a slot no longer offered last. */
function byTime(a: MorningBooking, b: MorningBooking): number {
  if (!a.slotLabel !== !b.slotLabel) return a.slotLabel ? -1 : 1;
  return a.slotLabel.localeCompare(b.slotLabel) || a.orderNo.localeCompare(b.orderNo);
}

/** Each order's tyres, short: 'Michelin Primacy 4 205/55R16 ×4, …'. */
async function tyresByOrder(db: DbOrTx, orderIds: number[]): Promise<Map<number, string>> {
  const result = new Map<number, string>();
  if (orderIds.length === 0) return result;
  const rows = await db
    .select({ orderId: orderItems.orderId, title: orderItems.title, quantity: orderItems.quantity })
    .from(orderItems)
    .where(inArray(orderItems.orderId, orderIds))
    .orderBy(asc(orderItems.id));
  for (const r of rows) {
    const line = `${r.title} ×${r.quantity}`;
    const before = result.get(r.orderId);
    result.set(r.orderId, before ? `${before}, ${line}` : line);
  }
  return result;
}
