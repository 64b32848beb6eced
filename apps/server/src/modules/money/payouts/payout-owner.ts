import type { MessageKind } from '@yangdee/contracts/messages';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { enqueueMessages } from '../../outbox/outbox';

// The owner a payout message goes to: the owner of the shop's head office (a branch is paid to
// its head office's account), who proved their phone (decision 0131).

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/**
 * A message to the shop's owner (issue 35): an outbox row in the caller's transaction, with the
 * shop's name added to `data`. No owner with a proven phone: nothing is written.
 */
export async function tellOwner(
  tx: DbOrTx,
  storeId: number,
  message: { eventKey: string; kind: MessageKind; data?: Record<string, unknown> },
): Promise<void> {
  const [owner] = rowsOf<{ id: number; store_name: string }>(
    await tx.execute(sql`
      select u.id, s.name as store_name
      from stores s
      join staff_memberships m on m.store_id = coalesce(s.parent_store_id, s.id) and m.is_owner
      join seller_users u on u.id = m.seller_user_id
      where s.id = ${storeId} and u.tel <> ''
      order by m.id limit 1`),
  );
  if (!owner) return;
  await enqueueMessages(tx, [
    {
      eventKey: message.eventKey,
      kind: message.kind,
      recipient: { kind: 'staff', id: owner.id },
      storeId,
      data: { ...message.data, storeName: owner.store_name },
    },
  ]);
}
