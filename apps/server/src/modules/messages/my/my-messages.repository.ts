import { and, count, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import {
  marketingConsents,
  messageOutbox,
  notificationPreferences,
} from '../../../db/schema/messages';
import { orders } from '../../../db/schema/orders';

// The shopper's preferences, marketing consent rows and own outbox rows (issue 35 items 2, 4).

export async function findPreferences(db: DbOrTx, userId: number) {
  const rows = await db
    .select({
      useLine: notificationPreferences.useLine,
      useSms: notificationPreferences.useSms,
      fittingReminders: notificationPreferences.fittingReminders,
      careReminders: notificationPreferences.careReminders,
    })
    .from(notificationPreferences)
    .where(eq(notificationPreferences.userId, userId));
  return rows[0];
}

export async function upsertPreferences(
  db: DbOrTx,
  userId: number,
  prefs: { useLine: boolean; useSms: boolean; fittingReminders: boolean; careReminders: boolean },
  now: Date,
): Promise<void> {
  await db
    .insert(notificationPreferences)
    .values({ userId, ...prefs, updatedAt: now })
    .onConflictDoUpdate({
      target: notificationPreferences.userId,
      set: { ...prefs, updatedAt: now },
    });
}

export async function findNewestConsent(db: DbOrTx, userId: number) {
  const rows = await db
    .select({
      isGranted: marketingConsents.isGranted,
      textVersion: marketingConsents.textVersion,
      createdAt: marketingConsents.createdAt,
    })
    .from(marketingConsents)
    .where(eq(marketingConsents.userId, userId))
    .orderBy(desc(marketingConsents.id))
    .limit(1);
  return rows[0];
}

export async function insertConsent(
  db: DbOrTx,
  row: { userId: number; isGranted: boolean; textVersion: string; createdAt: Date },
): Promise<void> {
  await db.insert(marketingConsents).values(row);
}

const ownRows = (userId: number) =>
  and(eq(messageOutbox.recipientKind, 'customer'), eq(messageOutbox.recipientId, userId));

export async function countCustomerMessages(db: DbOrTx, userId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(messageOutbox).where(ownRows(userId));
  return Number(row?.n ?? 0);
}

/** Newest first; the order number joined from the order (null when it is gone). */
export async function listCustomerMessages(
  db: DbOrTx,
  userId: number,
  limit: number,
  offset: number,
) {
  return db
    .select({
      id: messageOutbox.id,
      kind: messageOutbox.kind,
      state: messageOutbox.state,
      channel: messageOutbox.channel,
      text: messageOutbox.text,
      orderId: messageOutbox.orderId,
      orderNo: orders.orderNo,
      createdAt: messageOutbox.createdAt,
      sentAt: messageOutbox.sentAt,
    })
    .from(messageOutbox)
    .leftJoin(orders, eq(orders.id, messageOutbox.orderId))
    .where(ownRows(userId))
    .orderBy(desc(messageOutbox.id))
    .limit(limit)
    .offset(offset);
}
