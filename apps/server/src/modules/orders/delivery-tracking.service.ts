import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orders } from '../../db/schema/orders';
import { users } from '../../db/schema/users';

// POST /api/order/pre-delivery (spec 7 "Tracking and analytics", no sign-in required). Order
// numbers count up by one, so a number alone must not open another buyer's carrier and tracking
// code (issue 13, decision 0067): the order's own signed-in buyer, or someone who also gives the
// buyer's account phone, the order's contact phone or the receiver's phone, gets the text.

const DELIVERY = 2;

/**
 * What the shopper reads as tracking: the carrier and the number the shop gave at
 * confirm-delivery (issue 15), or the older single text (seeded as 'Kerry Express,KEX…').
 */
export function shopperTrackingText(order: { carrier: string; trackingText: string }): string {
  const carrier = order.carrier.trim();
  const tracking = order.trackingText.trim();
  if (!carrier || tracking.startsWith(carrier)) return tracking;
  return tracking ? `${carrier} ${tracking}` : carrier;
}

/** Digits only: '081-234-5678' and '0812345678' are one number. */
const digitsOf = (tel: string | null | undefined) => (tel ?? '').replace(/\D/g, '');

/**
 * The tracking text when the caller proved to be the buyer, else null (a miss: unknown number,
 * or a number with the wrong phone). A matched order that is not a delivery has no text ('').
 */
export async function findTrackingText(
  db: Db,
  input: { orderNo: string; userId?: number | null; tel?: string },
): Promise<{ trackingText: string } | null> {
  const [row] = await db
    .select({
      orderType: orders.orderType,
      trackingText: orders.trackingText,
      carrier: orders.carrier,
      userId: orders.userId,
      orderTel: sql<string | null>`${orders.customer}->>'tel'`,
      receiverTel: sql<string | null>`${orders.shipping}->>'receiverTel'`,
      accountTel: users.tel,
    })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(eq(orders.orderNo, input.orderNo))
    .limit(1);
  if (!row) return null;
  const isOwner = input.userId != null && input.userId === row.userId;
  const tel = digitsOf(input.tel);
  // A whole number only (9-10 digits): the last four would leave 10,000 guesses per order.
  const hasBuyersTel =
    tel.length >= 9 &&
    [row.orderTel, row.receiverTel, row.accountTel].some((known) => digitsOf(known) === tel);
  if (!isOwner && !hasBuyersTel) return null;
  return { trackingText: row.orderType === DELIVERY ? shopperTrackingText(row) : '' };
}
