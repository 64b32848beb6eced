import { randomUUID, timingSafeEqual } from 'node:crypto';
import { ERRORS } from '@yangdee/contracts/errors';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { DatabaseHandle } from '../db/client';
import { AppError } from '../lib/app-error';
import { serviceMetrics, shareWithPrimary } from '../lib/cluster-metrics';
import { listingAgeSeconds, listingWarming } from '../modules/catalog/card-index';
import { tyrePagesState } from '../modules/catalog/product-detail.cache';

// What an operator sees inside a server (issue 33 items 4–5): a request id on every log line and
// response, liveness and readiness apart, and GET /metrics in Prometheus's text format — never
// public: a scraper sends METRICS_TOKEN, else only this machine may ask.

/** An id a proxy or a caller sent is kept when it is plain (no log or header injection). */
const REQUEST_ID_RE = /^[A-Za-z0-9._:-]{8,64}$/;

/** Fastify's genReqId: the X-Request-Id sent, when plain, else a fresh UUID. */
export function requestIdOf(request: { headers: Record<string, unknown> }): string {
  const sent = request.headers['x-request-id'];
  return typeof sent === 'string' && REQUEST_ID_RE.test(sent) ? sent : randomUUID();
}

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

function sameToken(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Readiness needs the database to answer within this. */
const READY_DB_TIMEOUT_MS = 2_000;

async function databaseAnswers(database: DatabaseHandle): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), READY_DB_TIMEOUT_MS);
  });
  try {
    return await Promise.race([database.db.execute(sql`select 1`).then(() => true), timeout]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

export function registerObservability(
  app: FastifyInstance,
  { database, metricsToken }: { database: DatabaseHandle; metricsToken?: string },
): void {
  const { db } = database;
  let isClosing = false;
  app.addHook('preClose', async () => {
    isClosing = true;
  });
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
    // Stopping (SIGTERM): the listening socket is closed, so no new connection comes; a request
    // that arrives on a connection already open is sent elsewhere with a Thai 503 (the requests
    // in flight are finished). Readiness and liveness still answer for themselves.
    if (isClosing && !request.url.startsWith('/api/health/')) {
      reply.header('retry-after', '1').header('connection', 'close');
      return reply.code(503).type('application/json; charset=utf-8').send({
        success: false,
        code: 'SERVICE_UNAVAILABLE',
        message: ERRORS.SERVICE_UNAVAILABLE.message,
      });
    }
  });

  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'yangdee_' });
  shareWithPrimary(registry);
  const duration = new Histogram({
    name: 'yangdee_http_request_duration_seconds',
    help: 'Time to answer a request, by method, route and status.',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const requests = new Counter({
    name: 'yangdee_http_requests_total',
    help: 'Requests answered, by method, route and status.',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [registry],
  });
  app.addHook('onResponse', async (request, reply) => {
    // The route's pattern, never the raw URL (ids would make a series per order).
    const route = request.routeOptions.url ?? 'unmatched';
    const labels = { method: request.method, route, status: String(reply.statusCode) };
    requests.inc(labels);
    duration.observe(labels, reply.elapsedTime / 1000);
  });

  new Gauge({
    name: 'yangdee_db_pool_connections',
    help: 'The request pool: connections open, idle, callers waiting, and the most allowed.',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      const use = database.poolUse?.();
      if (!use) return;
      this.set({ state: 'total' }, use.total);
      this.set({ state: 'idle' }, use.idle);
      this.set({ state: 'waiting' }, use.waiting);
      this.set({ state: 'max' }, use.max);
    },
  });
  // The read replica (decision 0150): where late reads went, how far behind it is.
  const lateReadsSeen = { replica: 0, primary: 0 };
  new Counter({
    name: 'yangdee_db_reads_total',
    help: 'Reads that may be a little late (reports, dashboard, income, exports, catalogue loads), by where they went.',
    labelNames: ['target'] as const,
    registers: [registry],
    collect() {
      const counts = database.replica?.reads ?? { replica: 0, primary: 0 };
      for (const target of ['replica', 'primary'] as const) {
        const delta = counts[target] - lateReadsSeen[target];
        if (delta > 0) this.inc({ target }, delta);
        lateReadsSeen[target] = counts[target];
      }
    },
  });
  new Gauge({
    name: 'yangdee_replica_lag_seconds',
    help: 'How far the read replica is behind the primary (-1: none configured, or not answering).',
    registers: [registry],
    collect() {
      this.set(database.replica?.current().lagSeconds ?? -1);
    },
  });
  new Gauge({
    name: 'yangdee_replica_healthy',
    help: 'Whether late reads go to the read replica now (1) or to the primary (0).',
    registers: [registry],
    collect() {
      this.set(database.replica?.current().healthy ? 1 : 0);
    },
  });
  new Gauge({
    name: 'yangdee_catalogue_copy_age_seconds',
    help: 'Seconds since the in-memory tyre listing last caught up with the database (-1: none).',
    registers: [registry],
    // With several workers: the one furthest behind.
    aggregator: 'max',
    collect() {
      this.set(listingAgeSeconds(db) ?? -1);
    },
  });
  new Gauge({
    name: 'yangdee_tyre_pages_kept',
    help: 'Tyre pages kept ready in this process.',
    registers: [registry],
    // With several workers: the one that keeps fewest.
    aggregator: 'min',
    collect() {
      this.set(tyrePagesState(db).tyrePages);
    },
  });
  new Gauge({
    name: 'yangdee_payments_pending',
    help: 'Payments started and not yet settled (the reconciliation pass asks the provider).',
    registers: [registry],
    // Read from the database: every worker sees the same count.
    aggregator: 'first',
    async collect() {
      const result = await db.execute<{ n: number }>(
        sql`select count(*)::int as n from payments where status = 'pending'`,
      );
      this.set(Number(result.rows[0]?.n ?? 0));
    },
  });
  new Gauge({
    name: 'yangdee_jobs_waiting',
    help: 'Background work waiting or running: stock imports being read or applied, refunds owed.',
    labelNames: ['queue'] as const,
    registers: [registry],
    aggregator: 'first',
    async collect() {
      const result = await db.execute<{ imports: number; refunds: number }>(sql`
        select (select count(*)::int from stock_import_jobs
                 where status in ('reading', 'applying')) as imports,
               (select count(*)::int from payment_refunds
                 where status not in ('refunded')) as refunds`);
      this.set({ queue: 'stock_import' }, Number(result.rows[0]?.imports ?? 0));
      this.set({ queue: 'refunds_owed' }, Number(result.rows[0]?.refunds ?? 0));
    },
  });

  const mayScrape = (request: FastifyRequest): boolean => {
    const auth = request.headers.authorization ?? '';
    if (metricsToken) return auth.startsWith('Bearer ') && sameToken(auth.slice(7), metricsToken);
    return LOOPBACK.has(request.ip);
  };
  app.get('/metrics', { schema: { hide: true } }, async (request, reply: FastifyReply) => {
    if (!mayScrape(request)) {
      throw new AppError('METRICS_FORBIDDEN');
    }
    const text = await serviceMetrics(registry).catch((error: unknown) => {
      request.log.error({ err: error }, 'metrics of the workers not gathered');
      return null;
    });
    // A scrape that cannot see every worker fails whole (Prometheus marks it down) rather than
    // report part of the counts, which would look like counters going back.
    if (text === null) {
      throw new AppError('METRICS_INCOMPLETE');
    }
    return reply.header('content-type', registry.contentType).send(text);
  });

  // Liveness: the process answers. Readiness: it should be sent traffic — the database answers,
  // the tyre pages and the listing are loaded, and it is not shutting down. A replica lost or
  // behind is shown but never makes a server unready: its reads go to the primary.
  app.get('/api/health/live', { schema: { hide: true } }, async () => ({ ok: true }));
  app.get('/api/health/ready', { schema: { hide: true } }, async (_request, reply) => {
    const warming = tyrePagesState(db).warming || listingWarming(db);
    const hasDatabase = isClosing ? false : await databaseAnswers(database);
    const ready = !isClosing && !warming && hasDatabase;
    return reply.code(ready ? 200 : 503).send({
      ok: ready,
      closing: isClosing,
      warming,
      database: hasDatabase,
      replica: database.replica?.current() ?? { configured: false },
      ...(ready ? {} : { message: ERRORS.SERVER_NOT_READY.message }),
    });
  });
}
