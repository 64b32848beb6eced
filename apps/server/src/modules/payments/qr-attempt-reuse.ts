import { and, desc, eq, gt, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orderItems, orders, payments } from '../../db/schema/orders';
import { findCartWithLines, loadCartContext, priceContext } from '../cart/cart.context';

// Choosing the QR again shows the same attempt while it is still valid (issue 37 item 9,
// docs/decisions/0134): closing the QR window or reloading the cart must not make a second
// order and a second QR that could both take money. The attempt is reused only when nothing of
// the cart changed since it was placed (the cart's own fields, its lines, the price), its QR is
// still open at our side and its reservation has at least REUSE_MARGIN_MS left to pay in.

export const QR_METHODS: ReadonlySet<string> = new Set(['scanQR', 'prepaidQR']);
const REUSE_MARGIN_MS = 2 * 60_000;

export type ReusableQr = { orderNo: string; image: string };

export async function findReusableQrAttempt(
  db: Db,
  userId: number,
  now = new Date(),
): Promise<ReusableQr | null> {
  const found = await findCartWithLines(db, userId);
  const cart = found?.cart;
  if (!found || !cart?.paymentMethod || !QR_METHODS.has(cart.paymentMethod)) return null;
  const [row] = await db
    .select({ order: orders, payment: payments })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .where(
      and(
        eq(orders.userId, userId),
        eq(orders.status, 0),
        eq(payments.status, 'pending'),
        isNotNull(payments.qrImage),
        gt(orders.reservedUntil, new Date(now.getTime() + REUSE_MARGIN_MS)),
      ),
    )
    .orderBy(desc(payments.id))
    .limit(1);
  const image = row?.payment.qrImage;
  if (!row || !image) return null;
  const { order, payment } = row;
  if (
    order.paymentMethod !== cart.paymentMethod ||
    order.storeId !== cart.storeId ||
    cart.updatedAt.getTime() > order.createdAt.getTime()
  ) {
    return null;
  }
  const { lines } = found;
  const items = await db
    .select({ offerId: orderItems.sellerProductId, quantity: orderItems.quantity })
    .from(orderItems)
    .where(eq(orderItems.orderId, order.id));
  const key = (offerId: number, quantity: number) => `${offerId}x${quantity}`;
  const cartKeys = lines.map((l) => key(l.sellerProductId, l.quantity)).sort();
  const orderKeys = items.map((i) => key(i.offerId, i.quantity)).sort();
  if (cartKeys.join(',') !== orderKeys.join(',')) return null;
  const ctx = await loadCartContext(db, cart, { exceptOrderIds: [order.id] });
  if (!ctx) return null;
  const priced = priceContext(ctx);
  if (
    priced.payNowSatang !== payment.amountSatang ||
    priced.finalPriceSatang !== order.totalSatang
  ) {
    return null;
  }
  return { orderNo: order.orderNo, image };
}

/** Keeps the QR drawn for an attempt, to show it again (not a status: order-lifecycle aside). */
export async function rememberQrImage(db: Db, referenceNo: string, image: string): Promise<void> {
  await db.update(payments).set({ qrImage: image }).where(eq(payments.referenceNo, referenceNo));
}
