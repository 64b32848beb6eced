import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { readBearer } from '../../lib/tokens';
import type { AuthSeller } from '../../plugins/auth';
import { sellerOf } from '../seller-accounts/seller-of';
import { ORDER_READ, sellerOrderStoreIds } from '../seller-accounts/seller-order-scope';
import { PING_READ_AGE_MS, watchStreamSession } from './order-event-session';
import { createOrderEventHub, type OrderEvent } from './order-events';
import { createSharedReads } from './shared-reads';

// GET /api/seller/order-events (issue 15 item 1, decision 0085): a server-sent event stream of
// the orders of the stores the seller sees (the branch wall of seller-order-scope.ts: only the
// branches the member belongs to; the owner all). The browser reads it with
// fetch (EventSource cannot send the bearer header). The reply is hijacked and written raw:
// @fastify/compress never sees it (a compressed stream would sit in the compressor's buffer),
// and every event is flushed as written. A comment every 25 s keeps proxies from closing it.
// Open streams are ended when the server closes, so shutdown does not wait for them, and when
// the session they were opened with ends, on whichever process it ended (order-event-session.ts).
// A stream ended because this server stops (SIGTERM) first says `retry: 1000`, so a client that
// follows the hint comes back within a second, through the load balancer, to another server
// (decision 0151).
// The session and branch-scope re-reads are shared by the streams asking the same at the same
// time (shared-reads.ts, decision 0169): an event to 2,000 streams of one session is one read.

export const ORDER_EVENTS_PING_MS = 25_000;
/** The reconnection delay a stream ended by a stopping server asks for, ms. */
export const ORDER_EVENTS_CLOSING_RETRY_MS = 1_000;

let openStreams = 0;
/** Streams open on this process (every app): each ended stream has given back its subscription. */
export function openOrderEventStreams(): number {
  return openStreams;
}

export function registerOrderEventRoutes(
  api: FastifyInstance,
  { database, pingMs = ORDER_EVENTS_PING_MS }: { database: DatabaseHandle; pingMs?: number },
): void {
  const hub = createOrderEventHub(database, api.log);
  const sessions = createSharedReads<AuthSeller | null>();
  const scopes = createSharedReads<number[]>();
  const pingReadAge = Math.min(PING_READ_AGE_MS, pingMs / 2);
  const open = new Set<(isClosing?: boolean) => void>();
  api.addHook('preClose', async () => {
    for (const end of [...open]) end(true);
  });
  api.addHook('onClose', async () => hub.close());

  api.get(
    '/seller/order-events',
    {
      config: { acl: ['manageOrder', 'confirmService', 'confirmDelivery'] },
      schema: {
        tags: ['seller-orders'],
        security: [{ bearer: [] }],
        description:
          'Server-sent events: `event: order` with `{orderId, status}`; a ping comment every 25 s.',
      },
    },
    async (request, reply) => {
      // A stream only for a client that asks for one (a plain request is answered at once).
      if (!String(request.headers.accept ?? '').includes('text/event-stream')) {
        throw new AppError(
          'BAD_REQUEST',
          'การแจ้งเตือนคำสั่งซื้อใหม่ต้องเปิดแบบสตรีมเหตุการณ์ (text/event-stream)',
        );
      }
      const storeIds = await sellerOrderStoreIds(database.db, sellerOf(request), ORDER_READ);
      reply.hijack();
      const res = reply.raw;
      for (const [name, value] of Object.entries(reply.getHeaders())) {
        if (value !== undefined) res.setHeader(name, value);
      }
      res.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        'x-accel-buffering': 'no',
        connection: 'keep-alive',
      });
      res.flushHeaders();
      res.write('retry: 10000\n\n');

      let unsubscribe: (() => void) | null = null;
      let ended = false;
      const ping = setInterval(() => {
        res.write(': ping\n\n');
        session.recheck(pingReadAge);
        rescope(pingReadAge);
      }, pingMs);
      const end = (isClosing = false) => {
        if (ended) return;
        ended = true;
        openStreams -= 1;
        clearInterval(ping);
        unsubscribe?.();
        open.delete(end);
        if (res.writableEnded) return;
        if (isClosing) res.write(`retry: ${ORDER_EVENTS_CLOSING_RETRY_MS}\n\n`);
        res.end();
      };
      const seller = sellerOf(request);
      // The branch wall again while the stream lives: a branch membership switched off (or its
      // order flags taken) stops that branch's events at the next session notice or ping.
      // Events wait for a re-read under way, so none slips past a notice that came before it.
      let scope = new Set(storeIds);
      let scoping: Promise<void> = Promise.resolve();
      const scopeKey = `${seller.sellerUserId}:${seller.storeId}:${seller.isPlatformAdmin}`;
      const rescope = (maxAgeMs = 0) => {
        const since = performance.now() - maxAgeMs;
        scoping = scoping.then(() =>
          scopes
            .read(scopeKey, since, () => sellerOrderStoreIds(database.db, seller, ORDER_READ))
            .then(
              (ids) => {
                scope = new Set(ids);
              },
              () => undefined,
            ),
        );
      };
      const session = watchStreamSession({
        db: database.db,
        sessions,
        token: readBearer(String(request.headers.authorization ?? '')) ?? '',
        tokenId: seller.tokenId,
        flags: ORDER_READ,
        isEnded: () => ended,
        end,
      });
      open.add(end);
      openStreams += 1;
      request.raw.on('close', () => end());
      res.on('close', () => end());
      try {
        const off = await hub.subscribe(
          storeIds,
          (event: OrderEvent) =>
            void scoping.then(() =>
              session.deliver(() => {
                if (!scope.has(event.storeId)) return;
                res.write(
                  `event: order\ndata: ${JSON.stringify({ orderId: event.orderId, status: event.status })}\n\n`,
                );
              }),
            ),
          {
            sellerUserId: seller.sellerUserId,
            recheck: () => {
              rescope();
              session.recheck();
            },
          },
        );
        if (ended) off();
        else unsubscribe = off;
        // Said once the LISTEN holds (the first stream of a process starts it): an event sent
        // after a client read "connected" reaches it.
        if (!ended) res.write(': connected\n\n');
        // A session that ended while the stream was being opened was announced before it listened.
        session.recheck();
      } catch (error) {
        request.log.warn({ err: error }, 'order events: cannot listen');
        end();
      }
    },
  );
}
