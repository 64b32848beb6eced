import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { messageOutbox } from '../../db/schema/messages';

// The messages one order sent its customer (issue 35 item 4), oldest first. Staff pushes about
// the order (new_order) are each staff member's own and are never listed here.

export function findCustomerMessagesOfOrder(db: DbOrTx, orderId: number) {
  return db
    .select({
      id: messageOutbox.id,
      kind: messageOutbox.kind,
      state: messageOutbox.state,
      channel: messageOutbox.channel,
      text: messageOutbox.text,
      orderId: messageOutbox.orderId,
      createdAt: messageOutbox.createdAt,
      sentAt: messageOutbox.sentAt,
    })
    .from(messageOutbox)
    .where(and(eq(messageOutbox.orderId, orderId), eq(messageOutbox.recipientKind, 'customer')))
    .orderBy(asc(messageOutbox.createdAt), asc(messageOutbox.id));
}
