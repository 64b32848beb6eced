import type { SellerOrderMessagesResponse } from '@yangdee/contracts/messages';
import type { Db } from '../../db/client';
import { findSellerOrderRef } from '../orders/seller-order-ref';
import type { ScopeSeller } from '../seller-accounts/seller-order-scope';
import * as repo from './shop-order-messages.repository';

// The shop sees what its order told the customer (issue 35 item 4): kind, channel, text, state
// and times, behind the order detail's own wall (another shop's or branch's order → 404).

export async function listShopOrderMessages(
  db: Db,
  seller: ScopeSeller,
  orderId: number,
): Promise<SellerOrderMessagesResponse> {
  const order = await findSellerOrderRef(db, seller, orderId);
  const rows = await repo.findCustomerMessagesOfOrder(db, order.id);
  return {
    messages: rows.map((row) => ({
      id: row.id,
      kind: row.kind,
      state: row.state,
      channel: row.channel ?? null,
      // What was sent, once it was: a pending or failed row's text is a draft, not a message.
      text: row.state === 'sent' ? (row.text ?? null) : null,
      orderId: order.id,
      orderNo: order.orderNo,
      createdAt: row.createdAt.toISOString(),
      sentAt: row.sentAt?.toISOString() ?? null,
    })),
  };
}
