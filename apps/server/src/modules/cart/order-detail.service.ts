import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orders } from '../../db/schema/orders';
import { AppError } from '../../lib/app-error';

// POST /api/order/get-order-detail {id = order number} → statusCode: polled by the QR modal
// (spec 4 "QR payment"). Only the buyer's own order is found.

export async function getOrderStatus(
  db: Db,
  userId: number,
  orderNo: string,
): Promise<{ statusCode: number }> {
  const [row] = await db
    .select({ status: orders.status })
    .from(orders)
    .where(and(eq(orders.orderNo, orderNo), eq(orders.userId, userId)))
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND', 'ไม่พบคำสั่งซื้อนี้');
  return { statusCode: row.status };
}
