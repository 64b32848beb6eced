import { maskedDestination } from '@yangdee/contracts/refund-flow';
import {
  type RefundNotice,
  refundNotice,
  shopRefundReason,
  shopRefundStepText,
} from '@yangdee/contracts/refunds';
import { desc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { paymentRefunds } from '../../db/schema/refunds';

// What the customer is told about money received for an order that could not be kept
// (docs/decisions/0064): the order detail, the receipt and the order history read it here.

type Row = typeof paymentRefunds.$inferSelect;

/** The notice, with the destination the shopper gave shown masked (decision 0139). */
function noticeOf(row: Row): RefundNotice {
  return refundNotice({
    ...row,
    destinationText: row.destination ? maskedDestination(row.destination) : null,
  });
}

/** The refund notice of each order that has one (the latest, when several payments came). */
export async function findRefundNotices(
  db: DbOrTx,
  orderIds: readonly number[],
): Promise<Map<number, RefundNotice>> {
  const found = new Map<number, RefundNotice>();
  if (orderIds.length === 0) return found;
  const rows = await db
    .select()
    .from(paymentRefunds)
    .where(inArray(paymentRefunds.orderId, [...orderIds]))
    .orderBy(desc(paymentRefunds.createdAt));
  for (const row of rows) {
    if (!found.has(row.orderId)) found.set(row.orderId, noticeOf(row));
  }
  return found;
}

export async function findRefundNotice(db: DbOrTx, orderId: number): Promise<RefundNotice | null> {
  return (await findRefundNotices(db, [orderId])).get(orderId) ?? null;
}

/** The refund of an order as the shop's order detail shows it: the customer named, not "คุณ". */
export async function findShopRefundNotice(
  db: DbOrTx,
  orderId: number,
  customerName: string,
): Promise<{
  amount: number;
  status: RefundNotice['status'];
  reason: string;
  step: string;
  stepText: string;
} | null> {
  const [row] = await db
    .select()
    .from(paymentRefunds)
    .where(eq(paymentRefunds.orderId, orderId))
    .orderBy(desc(paymentRefunds.createdAt))
    .limit(1);
  if (!row) return null;
  const notice = noticeOf(row);
  return {
    amount: notice.amount,
    status: notice.status,
    reason: shopRefundReason(row.reason, customerName),
    step: row.status,
    stepText: shopRefundStepText(row),
  };
}
