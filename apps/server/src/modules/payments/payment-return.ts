import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orders, payments } from '../../db/schema/orders';
import { findRefundNotice } from '../ledger/refund-notice';
import { settlePayment } from './payment-settlement';
import type { PaymentProvider } from './provider/payment-provider';

/**
 * Where the provider's return sends the browser: the receipt when paid (or revived, or a refund
 * is owed: the receipt shows its notice), else back to the cart with the reason. The status
 * query decides; a PaymentProviderError (the provider timed out) is the caller's to answer.
 */
export async function returnPageOf(
  db: Db,
  provider: PaymentProvider,
  referenceNo: string,
): Promise<string> {
  const [row] = await db
    .select({ id: payments.id, orderNo: orders.orderNo })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .where(eq(payments.referenceNo, referenceNo.slice(0, 40)))
    .limit(1);
  if (!row) return '/cart?payment=unknown';
  const outcome = await settlePayment(db, provider, row.id);
  const [again] = await db
    .select({ id: orders.id, status: orders.status })
    .from(orders)
    .where(eq(orders.orderNo, row.orderNo));
  const hasRefund = again ? (await findRefundNotice(db, again.id)) !== null : false;
  const isSettled =
    outcome === 'paid' || outcome === 'revived' || outcome === 'refund_owed' || hasRefund;
  if (isSettled || (again && again.status >= 1 && again.status !== 99)) {
    return `/order/receipt/${encodeURIComponent(row.orderNo)}`;
  }
  return `/cart?payment=${outcome === 'pending' ? 'pending' : 'failed'}`;
}
