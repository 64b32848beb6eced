import type { MessageKind, OutboxState, RecipientKind } from '@yangdee/contracts/messages';
import { and, asc, eq, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../src/db/client';
import { messageOutbox } from '../src/db/schema/messages';
import { rendererOf } from '../src/modules/messages/render/registry';

// The outbox as a test reads it (issue 35): the rows an event wrote, each with the text it will
// be sent as (rendered the way the worker renders it), oldest first.

export type OutboxEntry = {
  kind: MessageKind;
  recipientKind: RecipientKind;
  recipientId: number;
  state: OutboxState;
  eventKey: string;
  data: Record<string, unknown>;
  /** The rendered text form (the SMS). */
  text: string;
};

export async function outboxEntries(
  db: DbOrTx,
  filter: { orderId?: number; storeId?: number; recipient?: { kind: RecipientKind; id: number } },
): Promise<OutboxEntry[]> {
  const conditions: SQL[] = [];
  if (filter.orderId !== undefined) conditions.push(eq(messageOutbox.orderId, filter.orderId));
  if (filter.storeId !== undefined) conditions.push(eq(messageOutbox.storeId, filter.storeId));
  if (filter.recipient) {
    conditions.push(eq(messageOutbox.recipientKind, filter.recipient.kind));
    conditions.push(eq(messageOutbox.recipientId, filter.recipient.id));
  }
  const rows = await db
    .select()
    .from(messageOutbox)
    .where(and(...conditions))
    .orderBy(asc(messageOutbox.id));
  return rows.map((row) => {
    const render = rendererOf(row.kind);
    if (!render) throw new Error(`no renderer for ${row.kind}`);
    return {
      kind: row.kind,
      recipientKind: row.recipientKind,
      recipientId: row.recipientId,
      state: row.state,
      eventKey: row.eventKey,
      data: row.data,
      text: render(row.data, { webUrl: 'http://localhost:3000' }).text,
    };
  });
}
