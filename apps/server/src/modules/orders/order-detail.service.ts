import type { RefundNotice } from '@yangdee/contracts/refunds';
import { and, asc, eq, gte, isNotNull, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orders } from '../../db/schema/orders';
import { AppError } from '../../lib/app-error';
import { findRefundNotice } from '../ledger/refund-notice';

// POST /api/order/get-order-detail {id = order number} → statusCode: polled by the QR modal
// (spec 4 "QR payment"). Only the buyer's own order is found. `refund` tells of money received
// for an order that could not be kept (docs/decisions/0064). A cancelled attempt whose checkout
// was paid through another attempt names that order (`paidOrderNo`, docs/decisions/0134): the
// QR modal then shows the receipt of the order actually paid.

const CANCELLED = 99;

export async function getOrderStatus(
  db: Db,
  userId: number,
  orderNo: string,
): Promise<{ statusCode: number; refund: RefundNotice | null; paidOrderNo?: string }> {
  const [row] = await db
    .select({
      id: orders.id,
      status: orders.status,
      createdAt: orders.createdAt,
      paidAt: orders.paidAt,
    })
    .from(orders)
    .where(and(eq(orders.orderNo, orderNo), eq(orders.userId, userId)))
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND', 'ไม่พบคำสั่งซื้อนี้');
  const refund = await findRefundNotice(db, row.id);
  if (row.status !== CANCELLED || row.paidAt) return { statusCode: row.status, refund };
  // The cart is emptied when one of its attempts is paid: the first order of this customer paid
  // after this attempt was placed is the one its checkout became.
  const [paid] = await db
    .select({ orderNo: orders.orderNo })
    .from(orders)
    .where(
      and(
        eq(orders.userId, userId),
        ne(orders.id, row.id),
        isNotNull(orders.paidAt),
        gte(orders.paidAt, row.createdAt),
      ),
    )
    .orderBy(asc(orders.paidAt))
    .limit(1);
  return paid
    ? { statusCode: row.status, refund, paidOrderNo: paid.orderNo }
    : { statusCode: row.status, refund };
}
