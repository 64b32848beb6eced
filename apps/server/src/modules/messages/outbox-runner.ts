import pg from 'pg';
import type { DatabaseHandle } from '../../db/client';
import { OUTBOX_CHANNEL } from '../outbox/outbox';
import { type DeliveryCounts, deliverDueMessages, type OutboxWorkerDeps } from './outbox-worker';

// Runs the outbox worker in this server process (every process runs one: the claim keeps them
// apart). A pass runs every `pollMs` and as soon as a new message is written (enqueueMessages
// NOTIFYs OUTBOX_CHANNEL at commit; PGlite through `listen`, PostgreSQL through a dedicated
// client). A pass that finds a full batch is followed at once by another, until the due rows
// are drained. Never two passes at once in one process. `stop` ends the timer and the LISTEN
// and waits for the pass under way: app.ts calls it at preClose, before the database closes.
// A lost LISTEN is tried again at a later tick (polling goes on meanwhile).

const BATCH = 200;
const RELISTEN_MS = 5_000;

type Log = {
  warn: (obj: object, msg: string) => void;
  error: (obj: object, msg: string) => void;
};

export type OutboxWorker = { stop(): Promise<void>; wake(): void };

export function startOutboxWorker(
  deps: OutboxWorkerDeps & { database: DatabaseHandle; log: Log },
  { pollMs }: { pollMs: number },
): OutboxWorker {
  if (pollMs <= 0) return { stop: async () => undefined, wake: () => undefined };
  let isStopped = false;
  let running: Promise<void> | null = null;
  let isWokenAgain = false;
  let unlisten: (() => Promise<void>) | null = null;
  let listening: Promise<void> | null = null;
  let lastListenTry = 0;

  const pass = async () => {
    let counts: DeliveryCounts;
    do {
      isWokenAgain = false;
      counts = await deliverDueMessages(deps, BATCH);
    } while (
      !isStopped &&
      (isWokenAgain || counts.sent + counts.retried + counts.failed + counts.skipped >= BATCH)
    );
  };
  const wake = () => {
    if (isStopped) return;
    if (running) {
      isWokenAgain = true;
      return;
    }
    running = pass()
      .catch((error: unknown) => deps.log.error({ err: error }, 'outbox pass failed'))
      .finally(() => {
        running = null;
      });
  };

  const listen = () => {
    if (isStopped || unlisten || listening || Date.now() - lastListenTry < RELISTEN_MS) return;
    lastListenTry = Date.now();
    listening = listenFor(deps.database, wake, () => {
      unlisten = null;
    })
      .then((stop) => {
        if (isStopped) return stop();
        unlisten = stop;
      })
      .catch((error: unknown) => deps.log.warn({ err: error }, 'outbox: LISTEN failed'))
      .finally(() => {
        listening = null;
      });
  };

  const timer = setInterval(() => {
    listen();
    wake();
  }, pollMs);
  timer.unref?.();
  listen();
  wake();

  return {
    wake,
    async stop() {
      isStopped = true;
      clearInterval(timer);
      await listening;
      await unlisten?.().catch(() => undefined);
      unlisten = null;
      await running;
    },
  };
}

/** LISTENs on OUTBOX_CHANNEL; answers how to stop. `onLost`: the connection dropped. */
async function listenFor(
  database: DatabaseHandle,
  onNotify: () => void,
  onLost: () => void,
): Promise<() => Promise<void>> {
  if (database.kind === 'pglite') {
    const pglite = database.pglite;
    if (!pglite) throw new Error('PGlite handle without its instance');
    const stop = await pglite.listen(OUTBOX_CHANNEL, onNotify);
    return async () => {
      await stop();
    };
  }
  const pool = (database.db as unknown as { $client: pg.Pool }).$client;
  const client = new pg.Client(pool.options);
  let isEnded = false;
  const lost = () => {
    if (isEnded) return;
    isEnded = true;
    client.end().catch(() => undefined);
    onLost();
  };
  client.on('notification', onNotify);
  client.on('error', lost);
  client.on('end', lost);
  try {
    await client.connect();
    await client.query(`LISTEN ${OUTBOX_CHANNEL}`);
  } catch (error) {
    isEnded = true;
    client.end().catch(() => undefined);
    throw error;
  }
  return async () => {
    isEnded = true;
    await client.end().catch(() => undefined);
  };
}
