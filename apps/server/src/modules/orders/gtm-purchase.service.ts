import type { GtmPurchase } from '@yangdee/contracts/cart';
import { vatIncludedSatang } from '@yangdee/contracts/order-history';
import { and, eq, gte, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orderItems, orders } from '../../db/schema/orders';

// POST /api/order/validate-gtm-purchase and track-gtm-purchase {orderNumber} (spec 7 "Tracking
// and analytics", issue [6/6] §6): the receipt asks whether the buyer's paid order still has to
// be reported; validate answers the `purchase` event's data, track marks the order reported. The
// mark is one conditional UPDATE, so of two receipts open at once only one is told isTracked and
// pushes the event: once per order, however often the receipt is reloaded.

const baht = (satang: number) => satang / 100;

/** A paid (status ≥ 1, not cancelled) order of this buyer, by its number. */
const ownPaidOrder = (userId: number, orderNo: string) =>
  and(
    eq(orders.orderNo, orderNo),
    eq(orders.userId, userId),
    gte(orders.status, 1),
    ne(orders.status, 99),
  );

export async function validateGtmPurchase(
  db: Db,
  userId: number,
  orderNo: string,
): Promise<{ isValid: boolean; purchase: GtmPurchase | null }> {
  const [order] = await db.select().from(orders).where(ownPaidOrder(userId, orderNo)).limit(1);
  if (!order || order.isGtmTracked) return { isValid: false, purchase: null };
  const items = await db.select().from(orderItems).where(eq(orderItems.orderId, order.id));
  return {
    isValid: true,
    purchase: {
      transaction_id: order.orderNo,
      value: baht(order.totalSatang),
      tax: baht(vatIncludedSatang(order.totalSatang)),
      shipping: baht(order.deliveryFeeSatang),
      currency: 'THB',
      payment_type: order.paymentMethod,
      items: items.map((item) => ({
        item_id: String(item.sellerProductId),
        item_name: item.title,
        price: baht(item.unitPriceSatang),
        quantity: item.quantity,
      })),
    },
  };
}

export async function trackGtmPurchase(
  db: Db,
  userId: number,
  orderNo: string,
): Promise<{ success: boolean; isTracked: boolean }> {
  const marked = await db
    .update(orders)
    .set({ isGtmTracked: true })
    .where(and(ownPaidOrder(userId, orderNo), eq(orders.isGtmTracked, false)))
    .returning({ id: orders.id });
  return { success: true, isTracked: marked.length > 0 };
}
