import type { MessageKind, RecipientKind } from '@yangdee/contracts/messages';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { messageOutbox } from '../../db/schema/messages';

// The door every module uses to send a message to a person (issue 35, decision 0160). It only
// writes outbox rows, in the caller's transaction: nothing waits for a provider, a rolled-back
// event sends nothing, and the same event reaches the same person once (unique event key and
// recipient; a second write is ignored). The worker in modules/messages sends them. This module
// sits at the start of the module order, so the owners of orders, money and accounts can call it
// without importing the later messages module.

export const OUTBOX_CHANNEL = 'message_outbox';

export type OutboxMessage = {
  /** What caused it, the same for every recipient of the event: 'order:12:confirmed'. */
  eventKey: string;
  kind: MessageKind;
  recipient: { kind: RecipientKind; id: number };
  storeId?: number | null;
  orderId?: number | null;
  /** What the renderer needs, fixed now (the order may change before it is sent). */
  data?: Record<string, unknown>;
  /** Not before this time (a reminder due at 08:00); default now. */
  notBefore?: Date;
};

/** Writes the messages (duplicates of an earlier event+recipient are ignored); returns how many are new. */
export async function enqueueMessages(
  tx: DbOrTx,
  messages: readonly OutboxMessage[],
): Promise<number> {
  if (messages.length === 0) return 0;
  const rows = await tx
    .insert(messageOutbox)
    .values(
      messages.map((m) => ({
        eventKey: m.eventKey,
        kind: m.kind,
        recipientKind: m.recipient.kind,
        recipientId: m.recipient.id,
        storeId: m.storeId ?? null,
        orderId: m.orderId ?? null,
        data: m.data ?? {},
        ...(m.notBefore ? { nextAttemptAt: m.notBefore } : {}),
      })),
    )
    .onConflictDoNothing()
    .returning({ id: messageOutbox.id });
  // Wakes an idle worker at commit (dropped on rollback); workers also poll.
  if (rows.length > 0) await tx.execute(sql`select pg_notify(${OUTBOX_CHANNEL}, '')`);
  return rows.length;
}
