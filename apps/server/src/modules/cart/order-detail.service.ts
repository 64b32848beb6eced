import type { RefundNotice } from '@yangdee/contracts/refunds';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orders } from '../../db/schema/orders';
import { AppError } from '../../lib/app-error';
import { findRefundNotice } from '../payments/refund-notice';

// POST /api/order/get-order-detail {id = order number} → statusCode: polled by the QR modal
// (spec 4 "QR payment"). Only the buyer's own order is found. `refund` tells of money received
// for an order that could not be kept (docs/decisions/0064).

export async function getOrderStatus(
  db: Db,
  userId: number,
  orderNo: string,
): Promise<{ statusCode: number; refund: RefundNotice | null }> {
  const [row] = await db
    .select({ id: orders.id, status: orders.status })
    .from(orders)
    .where(and(eq(orders.orderNo, orderNo), eq(orders.userId, userId)))
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND', 'ไม่พบคำสั่งซื้อนี้');
  return { statusCode: row.status, refund: await findRefundNotice(db, row.id) };
}
