import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../src/db/client';
import {
  marketingConsents,
  messageOutbox,
  notificationPreferences,
} from '../src/db/schema/messages';
import { orderItems, orders } from '../src/db/schema/orders';

// Orders written straight in the state a reminder looks at (booked, fitted with DOT codes), the
// shopper's preferences and consent, and the outbox rows of one order (issue 35 item 3).

export type ReminderOrderSpec = {
  userId: number;
  storeId: number;
  status: number;
  /** Lines: offer and quantity (default one line of 4 tyres). */
  lines: { offerId: number; quantity: number; dotCodes?: string[] }[];
  appointmentDate?: string;
  appointmentTime?: string;
  completedAt?: Date;
  remainSatang?: number;
};

export async function insertReminderOrder(db: Db, o: ReminderOrderSpec): Promise<number> {
  const [row] = await db
    .insert(orders)
    .values({
      orderNo: `TR${randomBytes(5).toString('hex').toUpperCase()}`,
      userId: o.userId,
      storeId: o.storeId,
      orderType: 1,
      status: o.status,
      paymentMethod: 'scanQR',
      appointmentDate: o.appointmentDate ?? null,
      appointmentTime: o.appointmentTime ?? null,
      customer: { firstName: 'ทดสอบ', lastName: 'เตือน', tel: '0811111111' },
      snapshot: { services: [], discounts: [] },
      subtotalSatang: 1_600_000,
      totalSatang: 1_600_000,
      paidNowSatang: 1_600_000 - (o.remainSatang ?? 0),
      remainSatang: o.remainSatang ?? 0,
      completedAt: o.completedAt ?? null,
      // Paid, with no money entries of its own: dated in 2035 with the reminders' clock, outside
      // the periods the books tests balance on the shared PostgreSQL database (2030).
      paidAt: o.status === 0 ? null : new Date('2035-01-01T00:00:00Z'),
    })
    .returning({ id: orders.id });
  await db.insert(orderItems).values(
    o.lines.map((l, n) => ({
      orderId: row.id,
      sellerProductId: l.offerId,
      title: `ยางทดสอบ รุ่น ${n + 1} 205/55R16`,
      quantity: l.quantity,
      unitPriceSatang: 400_000,
      lineTotalSatang: 400_000 * l.quantity,
      dotCodes: l.dotCodes ?? [],
    })),
  );
  return row.id;
}

export async function setPreferences(
  db: Db,
  userId: number,
  p: { fittingReminders?: boolean; careReminders?: boolean },
): Promise<void> {
  await db
    .insert(notificationPreferences)
    .values({ userId, ...p })
    .onConflictDoUpdate({ target: notificationPreferences.userId, set: p });
}

export async function recordConsent(db: Db, userId: number, isGranted: boolean): Promise<void> {
  await db.insert(marketingConsents).values({ userId, isGranted, textVersion: '2026-11' });
}

export async function outboxOf(db: Db, orderId: number, kind?: string) {
  const rows = await db
    .select()
    .from(messageOutbox)
    .where(
      kind
        ? and(eq(messageOutbox.orderId, orderId), eq(messageOutbox.kind, kind as never))
        : eq(messageOutbox.orderId, orderId),
    );
  return rows;
}
