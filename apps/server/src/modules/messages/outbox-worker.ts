import type { MessageChannel, RecipientKind } from '@yangdee/contracts/messages';
import { and, asc, eq, inArray, isNull, like, lt, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { messageOutbox } from '../../db/schema/messages';
import type { LineMessenger } from '../../providers/line/line-messaging';
import { outboxRetryKey } from '../../providers/line/line-signature';
import type { SmsProvider } from '../../providers/sms/sms-provider';
import { backoffMs, MAX_ATTEMPTS } from './outbox-backoff';
import { readRecipients } from './outbox-recipients';
import { staleRows } from './outbox-still-due';
import { rendererOf } from './render/registry';
import type { RenderedMessage, Renderer } from './render/renderer';

// The outbox worker (issue 35, decision 0160): the only writer of a message's delivery state.
// A pass claims due rows in one statement (FOR UPDATE SKIP LOCKED, held for CLAIM_MS), so
// several processes share the work and never take the same row; then, with no transaction
// open, reads who each row goes to, renders it and sends it on the first channel that accepts
// (LINE, then SMS at once if LINE fails), a few rows at a time. A row is sent on one channel
// at most; when every channel failed it waits (outbox-backoff.ts) and is tried again, up to
// MAX_ATTEMPTS. The LINE push carries a retry key fixed for the row, so a try whose answer was
// lost is not delivered twice.

/** How long a claimed row is ours; longer than the slowest send (LINE 8 s, then SMS 10 s). */
const CLAIM_MS = 60_000;
/** Rows sent at the same time by one pass. */
const CONCURRENCY = 16;

type Log = { warn: (obj: object, msg: string) => void };

export type OutboxWorkerDeps = {
  db: Db;
  line: LineMessenger;
  sms: SmsProvider;
  /** The web app's address for the messages' links (PUBLIC_BASE_URL). */
  webUrl: string;
  now?: () => Date;
  log?: Log;
  /** The renderer of a kind; default the registry's (tests pass their own). */
  render?: (kind: (typeof messageOutbox.$inferSelect)['kind']) => Renderer | undefined;
  /** Only rows whose event key starts with this (tests on a shared database keep to their own). */
  eventKeyPrefix?: string;
};

export type DeliveryCounts = { sent: number; retried: number; failed: number; skipped: number };

type Row = typeof messageOutbox.$inferSelect;

/** Sends up to `limit` due messages; answers what became of them. */
export async function deliverDueMessages(
  deps: OutboxWorkerDeps,
  limit = 200,
): Promise<DeliveryCounts> {
  const now = deps.now ?? (() => new Date());
  const rows = await claimDueRows(deps.db, now(), limit, deps.eventKeyPrefix);
  const counts: DeliveryCounts = { sent: 0, retried: 0, failed: 0, skipped: 0 };
  if (rows.length === 0) return counts;
  const [book, stale] = await Promise.all([
    readRecipients(deps.db, rows),
    staleRows(deps.db, rows),
  ]);
  let next = 0;
  const lane = async () => {
    while (next < rows.length) {
      const row = rows[next++];
      const delivery = stale.has(row.id)
        ? { skip: 'the booking changed' }
        : book.deliveryOf(row.kind, recipientOf(row), row.orderId);
      const outcome = await deliverOne(deps, now, row, delivery);
      counts[outcome] += 1;
    }
  };
  await Promise.all(Array.from({ length: Math.min(CONCURRENCY, rows.length) }, lane));
  return counts;
}

const recipientOf = (row: Row): { kind: RecipientKind; id: number } => ({
  kind: row.recipientKind,
  id: row.recipientId,
});

/** Takes the due rows no other worker holds, in one statement; counts the try. */
async function claimDueRows(
  db: Db,
  now: Date,
  limit: number,
  eventKeyPrefix: string | undefined,
): Promise<Row[]> {
  const due = db
    .select({ id: messageOutbox.id })
    .from(messageOutbox)
    .where(
      and(
        eq(messageOutbox.state, 'pending'),
        lte(messageOutbox.nextAttemptAt, now),
        or(isNull(messageOutbox.claimedUntil), lt(messageOutbox.claimedUntil, now)),
        eventKeyPrefix === undefined
          ? undefined
          : like(messageOutbox.eventKey, `${eventKeyPrefix.replace(/[\\%_]/g, '\\$&')}%`),
      ),
    )
    .orderBy(asc(messageOutbox.nextAttemptAt), asc(messageOutbox.id))
    .limit(limit)
    .for('update', { skipLocked: true });
  return db
    .update(messageOutbox)
    .set({
      claimedUntil: new Date(now.getTime() + CLAIM_MS),
      attempts: sql`${messageOutbox.attempts} + 1`,
    })
    .where(inArray(messageOutbox.id, due))
    .returning();
}

type Outcome = keyof DeliveryCounts;

async function deliverOne(
  deps: OutboxWorkerDeps,
  now: () => Date,
  row: Row,
  delivery: ReturnType<Awaited<ReturnType<typeof readRecipients>>['deliveryOf']>,
): Promise<Outcome> {
  const renderer = (deps.render ?? rendererOf)(row.kind);
  if (!renderer) return finish(deps.db, row, { state: 'failed', lastError: 'no renderer' });
  if ('skip' in delivery)
    return finish(deps.db, row, { state: 'skipped', lastError: delivery.skip });
  let rendered: RenderedMessage;
  try {
    rendered = renderer(row.data, { webUrl: deps.webUrl.replace(/\/+$/, '') });
  } catch (error) {
    deps.log?.warn({ err: error, outboxId: row.id }, 'outbox: a message could not be rendered');
    return finish(deps.db, row, { state: 'failed', lastError: 'render failed' });
  }
  const errors: string[] = [];
  for (const { channel, address } of delivery.channels) {
    try {
      await send(deps, row, channel, address, rendered);
      return finish(deps.db, row, {
        state: 'sent',
        channel,
        text: rendered.text,
        sentAt: now(),
        lastError: null,
      });
    } catch (error) {
      errors.push(`${channel}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  const lastError = errors.join('; ').slice(0, 300);
  if (row.attempts >= MAX_ATTEMPTS) return finish(deps.db, row, { state: 'failed', lastError });
  const nextAttemptAt = new Date(now().getTime() + backoffMs(row.attempts));
  return finish(deps.db, row, { state: 'pending', nextAttemptAt, lastError });
}

function send(
  deps: OutboxWorkerDeps,
  row: Row,
  channel: MessageChannel,
  address: string,
  rendered: RenderedMessage,
): Promise<void> {
  if (channel === 'line') {
    return deps.line.push(address, rendered.line, {
      retryKey: outboxRetryKey(row.id, row.createdAt),
    });
  }
  return deps.sms.send(address, rendered.text);
}

type Finish = Pick<Partial<Row>, 'channel' | 'text' | 'sentAt' | 'nextAttemptAt'> & {
  state: Row['state'];
  lastError: string | null;
};

const OUTCOME: Record<Row['state'], Outcome> = {
  sent: 'sent',
  pending: 'retried',
  failed: 'failed',
  skipped: 'skipped',
};

/** Records the outcome, only while the row is still ours (same try, not re-claimed since). */
async function finish(db: Db, row: Row, patch: Finish): Promise<Outcome> {
  await db
    .update(messageOutbox)
    .set({ ...patch, claimedUntil: null })
    .where(and(eq(messageOutbox.id, row.id), eq(messageOutbox.attempts, row.attempts)));
  return OUTCOME[patch.state];
}
