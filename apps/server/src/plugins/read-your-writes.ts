import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import { type LateReads, lsnOf, lsnText } from '../db/late-reads';

// Read your own writes across a replica (decision 0150). After a seller's call that may have
// written (any non-GET call that answered below 400 and was not itself a late read), the answer
// carries a cookie with the primary's WAL insert position after the commit. The browser sends it
// back to whichever server takes the next call; that call's late reads go to the replica only
// once the replica has replayed past it. Nothing is kept on a server, so any number of servers
// behave as one. The cookie is no secret and no permission: a forged one only sends its own
// sender's reads to the primary (a higher position) or to the replica (a lower one).

export const SEEN_COOKIE = 'yd_seen';
/** Longer than any lag a replica may have and still get reads (REPLICA_MAX_LAG_SECONDS). */
const SEEN_MAX_AGE_SECONDS = 300;

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The WAL position the caller's cookie names (undefined: none or not one). */
export function seenLsnOf(request: FastifyRequest): bigint | undefined {
  const header = request.headers.cookie;
  if (typeof header !== 'string') return undefined;
  for (const part of header.split(';')) {
    const [name, value] = part.split('=', 2).map((s) => s.trim());
    if (name === SEEN_COOKIE) return lsnOf(decodeURIComponent(value ?? '')) ?? undefined;
  }
  return undefined;
}

/** What a route that reads late uses: the request names what it must see. */
export type RequestReads = {
  /** Runs a read on the replica or, when it is away, behind or lost midway, on the primary. */
  run<T>(request: FastifyRequest, work: (db: Db) => Promise<T>): Promise<T>;
  /** Where a streamed read (an export) goes: chosen once, before the first row is read. */
  pick(request: FastifyRequest): Promise<Db>;
};

export function registerReadYourWrites(app: FastifyInstance, reads: LateReads): RequestReads {
  /** Requests that only read late: they wrote nothing to remember. */
  const lateOnly = new WeakSet<FastifyRequest>();
  if (reads.hasReplica && reads.health) {
    const health = reads.health;
    app.addHook('onSend', async (request, reply, payload) => {
      if (SAFE_METHODS.has(request.method) || reply.statusCode >= 400) return payload;
      if (!request.sellerAccount || lateOnly.has(request)) return payload;
      try {
        const lsn = await health.primaryLsn();
        const secure = request.protocol === 'https' ? '; Secure' : '';
        reply.header(
          'set-cookie',
          `${SEEN_COOKIE}=${lsnText(lsn)}; Path=/api; Max-Age=${SEEN_MAX_AGE_SECONDS}; HttpOnly; SameSite=Lax${secure}`,
        );
      } catch (error) {
        // No position: the next reads may be a little late, the answer itself stands.
        request.log.warn({ err: error }, 'read-your-writes: no WAL position');
      }
      return payload;
    });
  }
  return {
    run(request, work) {
      lateOnly.add(request);
      return reads.run(seenLsnOf(request), work);
    },
    async pick(request) {
      lateOnly.add(request);
      return (await reads.pick(seenLsnOf(request))).db;
    },
  };
}
