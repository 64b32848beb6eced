import {
  acceptsRefundDetails,
  REFUND_DETAIL_MESSAGES,
  type RefundDestination,
} from '@yangdee/contracts/refund-flow';
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { orders } from '../../../db/schema/orders';
import { paymentRefunds } from '../../../db/schema/refunds';
import { AppError } from '../../../lib/app-error';
import { applyRefundEventTo } from '../../ledger/refund-owner';

// The shopper says where a refund by transfer goes (decision 0139): a PromptPay ID or a bank
// account, checked by the contracts' schemas before it gets here. Only the order's own customer;
// another customer's order is "not found" (nothing said about whether it exists). It can be
// changed until the refund is in a batch.

export async function giveRefundDetails(
  db: Db,
  userId: number,
  orderNo: string,
  destination: RefundDestination,
  now = new Date(),
): Promise<{ success: true; message: string }> {
  return db.transaction(async (tx) => {
    const [order] = await tx
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.orderNo, orderNo), eq(orders.userId, userId)));
    if (!order) throw new AppError('NOT_FOUND', REFUND_DETAIL_MESSAGES.notYours);
    const [refund] = await tx
      .select()
      .from(paymentRefunds)
      .where(eq(paymentRefunds.orderId, order.id))
      .orderBy(desc(paymentRefunds.createdAt), desc(paymentRefunds.id))
      .limit(1)
      .for('update');
    if (!refund) {
      throw new AppError('NOT_FOUND', REFUND_DETAIL_MESSAGES.noRefund);
    }
    if (refund.route !== 'transfer') throw new AppError('CONFLICT', REFUND_DETAIL_MESSAGES.byCard);
    if (!acceptsRefundDetails(refund.status)) {
      throw new AppError('CONFLICT', REFUND_DETAIL_MESSAGES.locked);
    }
    const moved = await applyRefundEventTo(tx, {
      id: refund.id,
      event: 'DETAILS_GIVEN',
      patch: { destination, detailsGivenAt: now },
      now,
    });
    if (!moved) throw new AppError('CONFLICT', REFUND_DETAIL_MESSAGES.locked);
    return { success: true as const, message: REFUND_DETAIL_MESSAGES.saved };
  });
}
