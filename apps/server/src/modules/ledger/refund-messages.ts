import type { MessageKind } from '@yangdee/contracts/messages';
import type { RefundEvent } from '@yangdee/contracts/refund-flow';
import { inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { orders } from '../../db/schema/orders';
import type { paymentRefunds } from '../../db/schema/refunds';
import { enqueueMessages } from '../outbox/outbox';

// What the shopper is told when a refund moves (decision 0139, issue 35): the money went back
// (to the card, or by transfer with the bank's reference), or we need — again — where to send it.
// Written by the refund owner in the move's transaction; one message per move (the event key
// carries the moment, as a refund may fail and be asked for details more than once).

type RefundRow = typeof paymentRefunds.$inferSelect;

const KIND_OF: Partial<Record<RefundEvent, MessageKind>> = {
  PROVIDER_REFUNDED: 'refund_sent',
  PROVIDER_FAILED: 'refund_details_needed',
  REQUEST_DETAILS: 'refund_details_needed',
  BANK_PAID: 'refund_sent',
  BANK_FAILED: 'refund_failed',
};

export async function tellShoppersOfRefunds(
  tx: DbOrTx,
  event: RefundEvent,
  moved: readonly RefundRow[],
  now: Date,
): Promise<void> {
  const kind = KIND_OF[event];
  if (!kind || moved.length === 0) return;
  const owners = await tx
    .select({ id: orders.id, userId: orders.userId, orderNo: orders.orderNo })
    .from(orders)
    .where(
      inArray(
        orders.id,
        moved.map((r) => r.orderId),
      ),
    );
  const orderOf = new Map(owners.map((o) => [o.id, o]));
  await enqueueMessages(
    tx,
    moved.flatMap((refund) => {
      const order = orderOf.get(refund.orderId);
      if (!order?.userId) return [];
      return [
        {
          eventKey: `refund:${refund.id}:${event}:${now.getTime()}`,
          kind,
          recipient: { kind: 'customer' as const, id: order.userId },
          storeId: null,
          orderId: order.id,
          data: {
            orderNo: order.orderNo,
            amountSatang: refund.amountSatang,
            reference:
              event === 'PROVIDER_REFUNDED' ? 'คืนเข้าบัตรที่ใช้ชำระ' : (refund.bankReference ?? ''),
            reason: refund.failureReason ?? '',
          },
        },
      ];
    }),
  );
}
