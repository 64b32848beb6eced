import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { DbOrTx } from '../../../db/client';
import { orders } from '../../../db/schema/orders';
import type { SmsProvider } from '../../../providers/sms/sms-provider';

/** Who is told about refunds, and how (the order's own SMS gateway). */
export type RefundNotifier = { sms: SmsProvider | null; log?: FastifyBaseLogger };

/** The order's number and the shopper's phone, for a refund's SMS. */
export async function orderContact(db: DbOrTx, orderId: number) {
  const [order] = await db
    .select({ orderNo: orders.orderNo, customer: orders.customer, shipping: orders.shipping })
    .from(orders)
    .where(eq(orders.id, orderId));
  if (!order) return null;
  const tel = (order.customer?.tel || order.shipping?.receiverTel || '').trim();
  return { orderNo: order.orderNo, tel };
}

/** Sends after commit; a gateway failure is logged, the refund's change stands. */
export async function sendRefundSms(
  db: DbOrTx,
  notifier: RefundNotifier,
  orderId: number,
  text: (orderNo: string) => string,
): Promise<void> {
  if (!notifier.sms) return;
  const contact = await orderContact(db, orderId);
  if (!contact?.tel) return;
  try {
    await notifier.sms.send(contact.tel, text(contact.orderNo));
  } catch (error) {
    notifier.log?.warn(
      { err: error, orderId, provider: notifier.sms.name },
      'refund SMS not sent (the refund stands)',
    );
  }
}
