import { and, asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { orderItems, orders } from '../../db/schema/orders';
import { storeHolidays, storeSettings, stores } from '../../db/schema/stores';

// Reads of the day board (/seller/order/service): one store's settings and holiday for the day,
// and its SERVICE orders booked on that day, with their lines.

export async function findBoardStore(db: DbOrTx, storeId: number) {
  const [row] = await db
    .select({
      weeklyHours: stores.weeklyHours,
      slotCapacity: storeSettings.slotCapacity,
      customSlots: storeSettings.customSlots,
      slotWeekdays: storeSettings.slotWeekdays,
      closedWeekdays: storeSettings.closedWeekdays,
      bayDays: storeSettings.bayDays,
    })
    .from(stores)
    .leftJoin(storeSettings, eq(storeSettings.storeId, stores.id))
    .where(eq(stores.id, storeId))
    .limit(1);
  return row ?? null;
}

export async function isHoliday(db: DbOrTx, storeId: number, dateKey: string): Promise<boolean> {
  const rows = await db
    .select({ d: storeHolidays.dateKey })
    .from(storeHolidays)
    .where(and(eq(storeHolidays.storeId, storeId), eq(storeHolidays.dateKey, dateKey)))
    .limit(1);
  return rows.length > 0;
}

/** SERVICE orders of the store booked on the day, in the given statuses. */
export async function findBookedOrders(
  db: DbOrTx,
  storeId: number,
  dateKey: string,
  statuses: readonly number[],
) {
  const rows = await db
    .select({
      id: orders.id,
      orderNo: orders.orderNo,
      status: orders.status,
      appointmentTime: orders.appointmentTime,
      jobMinutes: orders.jobMinutes,
      bay: orders.bay,
      customer: orders.customer,
      remainSatang: orders.remainSatang,
      remainCollectedAt: orders.remainCollectedAt,
      paidAt: orders.paidAt,
    })
    .from(orders)
    .where(
      and(
        eq(orders.storeId, storeId),
        eq(orders.orderType, 1),
        eq(orders.appointmentDate, dateKey),
        inArray(orders.status, [...statuses]),
      ),
    )
    .orderBy(asc(orders.paidAt), asc(orders.id));
  if (rows.length === 0) return [];
  const items = await db
    .select({
      id: orderItems.id,
      orderId: orderItems.orderId,
      title: orderItems.title,
      quantity: orderItems.quantity,
    })
    .from(orderItems)
    .where(
      inArray(
        orderItems.orderId,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(asc(orderItems.id));
  return rows.map((r) => ({ ...r, items: items.filter((i) => i.orderId === r.id) }));
}
export type BookedOrder = Awaited<ReturnType<typeof findBookedOrders>>[number];
