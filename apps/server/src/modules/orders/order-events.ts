import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { DatabaseHandle, DbOrTx } from '../../db/client';

// Order events for the shop's screens (issue 15 item 1, decision 0085): the orders lifecycle
// NOTIFYs channel 'order_events' with {storeId, orderId, status} when a payment is confirmed and
// on each later change; one LISTEN per process fans the events out to the open
// /api/seller/order-events streams. PGlite delivers notifications through `listen`; on
// PostgreSQL a dedicated client (not one of the pool's) holds the LISTEN and reconnects if the
// connection drops. The LISTEN starts with the first subscriber, so processes that never serve a
// stream (tests through app.inject, workers) hold no extra connection.
// The same LISTEN hears 'seller_sessions' (migration 0024, decision 0132): the id of an account
// whose session may have ended (token revoked, member switched off, permissions or password
// changed). The account's streams re-check their token and close when it no longer holds. One
// connection for both keeps them in commit order; after a lost connection every stream re-checks.
// A lost LISTEN (PostgreSQL restarted) is tried again every 2 s until it holds, however long the
// database is away; the open streams stay open meanwhile and hear the events sent after it is
// back (those sent while it was away are not replayed: the shop's screen polls its counts too).

export const ORDER_EVENTS_CHANNEL = 'order_events';
export const SELLER_SESSIONS_CHANNEL = 'seller_sessions';

export type OrderEvent = { storeId: number; orderId: number; status: number };

/** Sends an order event (inside the caller's transaction: delivered only if it commits). */
export async function notifyOrderEvent(db: DbOrTx, event: OrderEvent): Promise<void> {
  await db.execute(sql`select pg_notify(${ORDER_EVENTS_CHANNEL}, ${JSON.stringify(event)})`);
}

/** The payload of a notification, or null when it is not an order event. */
export function parseOrderEvent(payload: string | undefined): OrderEvent | null {
  if (!payload) return null;
  try {
    const v = JSON.parse(payload) as Partial<Record<keyof OrderEvent, unknown>>;
    const n = (x: unknown) => (typeof x === 'number' ? x : Number(x));
    const event = { storeId: n(v.storeId), orderId: n(v.orderId), status: n(v.status) };
    return Object.values(event).every((x) => Number.isInteger(x)) ? event : null;
  } catch {
    return null;
  }
}

type Listener = (event: OrderEvent) => void;
type Log = { warn: (obj: object, msg: string) => void };
/** Whose session the stream runs on, and what to do when it may have ended. */
export type StreamSession = { sellerUserId: number; recheck: () => void };

export type OrderEventHub = {
  /** Calls `listener` for events of the given stores until the returned function is called. */
  subscribe: (
    storeIds: readonly number[],
    listener: Listener,
    session?: StreamSession,
  ) => Promise<() => void>;
  close: () => Promise<void>;
};

type Subscriber = { storeIds: Set<number>; listener: Listener; session?: StreamSession };

const RECONNECT_MS = 2000;

export function createOrderEventHub(database: DatabaseHandle, log: Log): OrderEventHub {
  const subscribers = new Set<Subscriber>();
  let starting: Promise<void> | null = null;
  let stop: (() => Promise<void>) | null = null;
  let closed = false;
  let hasListened = false;
  let reconnectTimer: NodeJS.Timeout | null = null;
  let isReconnecting = false;

  const dispatch = (payload: string | undefined) => {
    const event = parseOrderEvent(payload);
    if (!event) return;
    for (const s of subscribers) {
      if (s.storeIds.has(event.storeId)) s.listener(event);
    }
  };
  const dispatchSession = (payload: string | undefined) => {
    const sellerUserId = Number(payload);
    for (const s of subscribers) {
      if (s.session?.sellerUserId === sellerUserId) s.session.recheck();
    }
  };
  /** After a lost LISTEN, notifications sent meanwhile are gone: every stream re-checks. */
  const listening = () => {
    if (hasListened) for (const s of subscribers) s.session?.recheck();
    hasListened = true;
  };

  async function startPglite() {
    const pglite = database.pglite;
    if (!pglite) throw new Error('PGlite handle without its instance');
    const unlisten = await pglite.listen(ORDER_EVENTS_CHANNEL, dispatch);
    const unlistenSessions = await pglite.listen(SELLER_SESSIONS_CHANNEL, dispatchSession);
    listening();
    stop = async () => {
      await unlisten().catch(() => undefined);
      await unlistenSessions().catch(() => undefined);
    };
  }

  /** Tries the LISTEN again in a moment, and again after each failure, while anyone listens. */
  function scheduleReconnect() {
    if (closed || subscribers.size === 0 || reconnectTimer) return;
    reconnectTimer = setTimeout(() => {
      reconnectTimer = null;
      if (closed || subscribers.size === 0) return;
      ensureStarted().then(
        () => {
          if (isReconnecting) log.warn({}, 'order events: LISTEN connection back');
          isReconnecting = false;
        },
        (error: unknown) => {
          if (!isReconnecting) log.warn({ err: error }, 'order events: LISTEN reconnect failed');
          isReconnecting = true;
          scheduleReconnect();
        },
      );
    }, RECONNECT_MS);
    reconnectTimer.unref();
  }

  async function startPostgres() {
    const pool = (database.db as unknown as { $client: pg.Pool }).$client;
    const client = new pg.Client(pool.options);
    let ended = false;
    const restart = () => {
      if (ended) return;
      ended = true;
      client.end().catch(() => undefined);
      stop = null;
      starting = null;
      scheduleReconnect();
    };
    client.on('notification', (m) => {
      if (m.channel === ORDER_EVENTS_CHANNEL) dispatch(m.payload);
      else if (m.channel === SELLER_SESSIONS_CHANNEL) dispatchSession(m.payload);
    });
    client.on('error', (error) => {
      log.warn({ err: error }, 'order events: LISTEN connection lost');
      restart();
    });
    client.on('end', restart);
    try {
      await client.connect();
      await client.query(`LISTEN ${ORDER_EVENTS_CHANNEL}; LISTEN ${SELLER_SESSIONS_CHANNEL}`);
    } catch (error) {
      // Not listening: the caller (a subscriber, or scheduleReconnect) decides what comes next.
      ended = true;
      client.end().catch(() => undefined);
      throw error;
    }
    listening();
    stop = async () => {
      ended = true;
      await client.end().catch(() => undefined);
    };
  }

  function ensureStarted(): Promise<void> {
    if (!starting) {
      starting = (database.kind === 'pglite' ? startPglite() : startPostgres()).catch((error) => {
        starting = null;
        throw error;
      });
    }
    return starting;
  }

  return {
    async subscribe(storeIds, listener, session) {
      const entry: Subscriber = { storeIds: new Set(storeIds), listener, session };
      subscribers.add(entry);
      try {
        await ensureStarted();
      } catch (error) {
        subscribers.delete(entry);
        throw error;
      }
      return () => {
        subscribers.delete(entry);
      };
    },
    async close() {
      closed = true;
      if (reconnectTimer) clearTimeout(reconnectTimer);
      reconnectTimer = null;
      subscribers.clear();
      await starting?.catch(() => undefined);
      await stop?.();
      stop = null;
    },
  };
}
