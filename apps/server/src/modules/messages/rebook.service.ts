import { orderTypeName } from '@yangdee/contracts/order-status';
import { type RebookResponse, rebookNotice, rebookRefusal } from '@yangdee/contracts/rebook';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orderItems, orders } from '../../db/schema/orders';
import { AppError } from '../../lib/app-error';
import { addToCart } from '../cart/cart.service';

// "Book the same tyres again" (issue 35 item 3), the reminders' one tap. Only the order's owner
// may (anyone else: 404, as if there were no such order). Each line goes through the cart's own
// add-to-cart, so stock, orderability, the minimum quantity and the one-shop cart rule apply:
// the first line that goes in empties the cart, whatever it held, the others join it. Lines that
// cannot go in are answered with the reason; when none can, the answer is a 409 and the cart is
// as it was.

export async function rebookOrder(
  db: Db,
  userId: number,
  orderId: number,
): Promise<RebookResponse> {
  const [order] = await db
    .select({ id: orders.id, orderType: orders.orderType })
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.userId, userId)));
  if (!order) throw new AppError('NOT_FOUND', 'ไม่พบคำสั่งซื้อนี้');
  const lines = await db
    .select({
      sellerProductId: orderItems.sellerProductId,
      title: orderItems.title,
      quantity: orderItems.quantity,
    })
    .from(orderItems)
    .where(eq(orderItems.orderId, order.id))
    .orderBy(asc(orderItems.id));

  const added: RebookResponse['added'] = [];
  const notAdded: RebookResponse['notAdded'] = [];
  for (const line of lines) {
    try {
      await addToCart(db, userId, {
        sellerProductId: line.sellerProductId,
        quantity: line.quantity,
        orderType: orderTypeName(order.orderType),
        replace: added.length === 0,
        startOver: added.length === 0,
      });
      added.push({ title: line.title, quantity: line.quantity });
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      notAdded.push({ title: line.title, quantity: line.quantity, reason: error.message });
    }
  }
  if (added.length === 0) throw new AppError('PRODUCT_UNAVAILABLE', rebookRefusal(notAdded));
  return { success: true, message: rebookNotice(added.length, notAdded), added, notAdded };
}
