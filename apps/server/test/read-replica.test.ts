import type { StockListResponse } from '@yangdee/contracts/seller-stock';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openPostgres } from '../src/db/client';
import { prepareDatabase } from '../src/db/prepare';
import { SEEN_COOKIE } from '../src/plugins/read-your-writes';
import { type PrivatePostgres, startPrivatePostgres, startReplicaOf } from './private-postgres';
import { buildTestApp, testDatabases } from './test-databases';
import { DEMO_SELLERS, signInSeller } from './test-sellers';

// Issue 33 item 3, decision 0150: reads that may be a little late (catalogue loads, seller
// reports, dashboard, income, exports) go to a real PostgreSQL streaming replica — a private
// cluster made with initdb and a replica made from it with pg_basebackup — while a shop's own
// change shows on its next screen, and a replica that lags or dies hands its reads back to the
// primary. Streaming replication is PostgreSQL's: those tests run when TEST_DATABASE_URL says the
// machine has PostgreSQL (CI always), and on the embedded database (PGlite) this file shows only
// that DATABASE_REPLICA_URL is ignored there and every read stays on the one database.

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
/** Private clusters of this file (the range 5710–5729 is for tests' own clusters). */
const PRIMARY_PORT = 5714;
const REPLICA_PORT = 5715;

const MAX_LAG_MS = 5_000;
const DAY = { fromDate: '2026-01-01', toDate: '2026-01-31' };

type Report = { totals: { qty: number } };

async function reportOf(app: FastifyInstance, auth: string, cookie?: string) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/seller/get-report-product-remain',
    headers: { authorization: auth, ...(cookie ? { cookie } : {}) },
    payload: DAY,
  });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as Report).totals.qty;
}

describe('reads that may be a little late, on the embedded database', () => {
  it('ignore DATABASE_REPLICA_URL there: every read is the one database’s, and readiness says no replica', async () => {
    const [pglite] = testDatabases();
    if (!pglite) throw new Error('PGlite is always a test database');
    const database = await pglite.open();
    const app = await buildTestApp(database, {
      databaseReplicaUrl: 'postgres://postgres@127.0.0.1:1/none',
    });
    try {
      expect(database.replica).toBeUndefined();
      expect(database.reads.hasReplica).toBe(false);
      const { auth } = await signInSeller(app, DEMO_SELLERS.owner);
      expect(await reportOf(app, auth)).toBeGreaterThan(0);
      const ready = await app.inject({ method: 'GET', url: '/api/health/ready' });
      expect(ready.statusCode).toBe(200);
      expect(ready.json().replica).toEqual({ configured: false });
      const list = await app.inject({
        method: 'POST',
        url: '/api/seller/get-stock',
        headers: { authorization: auth },
        payload: {},
      });
      const [offer] = list.json().stockList as { id: number; display: boolean }[];
      if (!offer) throw new Error('the demo shop has offers');
      const write = await app.inject({
        method: 'POST',
        url: '/api/seller/update-stock-display',
        headers: { authorization: auth },
        payload: { id: offer.id, display: offer.display },
      });
      expect(write.statusCode, write.body).toBe(200);
      // No replica: no position to remember.
      expect(write.headers['set-cookie']).toBeUndefined();
    } finally {
      await app.close();
      await database.close();
    }
  });
});

if (onPostgres) {
  describe('reads that may be a little late, on a real streaming replica', () => {
    let primary: PrivatePostgres;
    let replica: PrivatePostgres;
    let database: DatabaseHandle;
    let app: FastifyInstance;
    let auth: string;
    /** The replica's health reads this clock: lag is made by moving it, never by waiting. */
    const clock = { now: 1_000_000 };

    async function onReplica(query: string): Promise<void> {
      const client = new pg.Client({ connectionString: replica.url });
      await client.connect();
      try {
        await client.query(query);
      } finally {
        await client.end();
      }
    }

    function health() {
      const replicaHealth = database.replica;
      if (!replicaHealth) throw new Error('the replica is configured');
      return replicaHealth;
    }

    /** Probes (a second later each time) until the replica is healthy and has all the primary has. */
    async function untilCaughtUp(): Promise<void> {
      for (let i = 0; i < 600; i++) {
        clock.now += 1_000;
        await health().probe();
        if (
          health().current().healthy &&
          (await health().replayedPast(await health().primaryLsn()))
        ) {
          return;
        }
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      throw new Error(`the replica never caught up: ${JSON.stringify(health().current())}`);
    }

    const reads = () => ({ ...health().reads });

    beforeAll(async () => {
      primary = startPrivatePostgres(PRIMARY_PORT);
      const seeding = await openPostgres(primary.url, 4);
      try {
        await prepareDatabase(seeding, { seed: true });
      } finally {
        await seeding.close();
      }
      replica = startReplicaOf(primary, REPLICA_PORT);
      database = await openPostgres(primary.url, 4, {
        url: replica.url,
        maxLagMs: MAX_LAG_MS,
        // Probed by the test (with its clock), not by the timer.
        checkEveryMs: 3_600_000,
        now: () => clock.now,
      });
      app = await buildTestApp(database);
      auth = (await signInSeller(app, DEMO_SELLERS.owner)).auth;
      await untilCaughtUp();
    });

    afterAll(async () => {
      await app?.close();
      await database?.close();
      replica?.remove();
      primary?.remove();
    });

    it('sends catalogue loads, reports, the dashboard, income and exports to the replica, and counts them in /metrics', async () => {
      const before = reads();
      const calls: [string, object][] = [
        ['/api/seller/get-report-product-remain', DAY],
        ['/api/seller/export-report', { ...DAY, report: 'sale' }],
        ['/api/seller/get-dashboard', DAY],
        ['/api/seller/get-summary-income', {}],
        ['/api/seller/get-income-transaction', DAY],
        ['/api/seller/export-income', DAY],
        ['/api/seller/export-order', DAY],
        ['/api/seller/download-stock-excel', {}],
        ['/api/seller/export-product-integration', {}],
      ];
      for (const [url, payload] of calls) {
        const response = await app.inject({
          method: 'POST',
          url,
          headers: { authorization: auth },
          payload,
        });
        expect(response.statusCode, `${url} ${response.body}`).toBe(200);
        // A read writes nothing the caller must see: no position is handed out.
        expect(response.headers['set-cookie'], url).toBeUndefined();
      }
      const afterCalls = reads();
      expect(afterCalls.replica - before.replica).toBe(calls.length);
      expect(afterCalls.primary).toBe(before.primary);

      // The tyre listing's catch-up: with CATALOG_INDEX_CHECK_MS 0 it must hold every commit
      // before the search, so it reads the replica once that has replayed them all.
      await untilCaughtUp();
      const search = await app.inject({
        method: 'POST',
        url: '/api/product/search-product',
        payload: { page: 1, pageSize: 10 },
      });
      expect(search.statusCode, search.body).toBe(200);
      expect(search.json().total).toBeGreaterThan(0);
      expect(reads().replica).toBeGreaterThan(afterCalls.replica);

      const metrics = (await app.inject({ method: 'GET', url: '/metrics' })).body;
      const counted = /yangdee_db_reads_total\{target="replica"\} (\d+)/.exec(metrics);
      expect(Number(counted?.[1])).toBe(reads().replica);
      expect(metrics).toMatch(/yangdee_replica_lag_seconds 0\b/);
      expect(metrics).toMatch(/yangdee_replica_healthy 1\b/);
      const ready = await app.inject({ method: 'GET', url: '/api/health/ready' });
      expect(ready.statusCode).toBe(200);
      expect(ready.json().replica).toEqual({
        configured: true,
        healthy: true,
        reason: 'ok',
        lagSeconds: 0,
      });
    });

    it('shows a shop its own stock change on its next report while the replica is held behind, and then too far behind', async () => {
      await untilCaughtUp();
      const before = await reportOf(app, auth);
      const list = await app.inject({
        method: 'POST',
        url: '/api/seller/get-stock',
        headers: { authorization: auth },
        payload: {},
      });
      const [offer] = (list.json() as StockListResponse).stockList;
      if (!offer) throw new Error('the demo shop has offers');

      await onReplica('select pg_wal_replay_pause()');
      try {
        const saved = await app.inject({
          method: 'POST',
          url: '/api/seller/save-stock',
          headers: { authorization: auth },
          payload: {
            id: offer.id,
            productId: offer.productId,
            year: offer.year,
            price: offer.price,
            priceDelivery: offer.priceDelivery,
            qty: offer.qty + 7,
            status: offer.status,
            display: offer.display,
          },
        });
        expect(saved.statusCode, saved.body).toBe(200);
        const setCookie = String(saved.headers['set-cookie'] ?? '');
        expect(setCookie).toMatch(
          new RegExp(
            `^${SEEN_COOKIE}=[0-9A-F]+/[0-9A-F]+; Path=/api; Max-Age=300; HttpOnly; SameSite=Lax$`,
          ),
        );
        const cookie = setCookie.split(';')[0] ?? '';

        // A second later the replica is still within its lag limit: others read it, stale.
        clock.now += 1_000;
        await health().probe();
        expect(health().current()).toMatchObject({ healthy: true, reason: 'ok' });
        const counted = reads();
        expect(await reportOf(app, auth)).toBe(before);
        expect(reads().replica).toBe(counted.replica + 1);
        // The shop that wrote sends its position back: its next screen reads the primary.
        expect(await reportOf(app, auth, cookie)).toBe(before + 7);
        expect(reads().primary).toBe(counted.primary + 1);

        // Held back beyond the limit: nobody reads it any more, and the server stays ready.
        clock.now += MAX_LAG_MS + 1_000;
        await health().probe();
        expect(health().current()).toMatchObject({ healthy: false, reason: 'lagging' });
        expect(health().current().lagSeconds).toBeGreaterThan(MAX_LAG_MS / 1000);
        expect(await reportOf(app, auth)).toBe(before + 7);
        const metrics = (await app.inject({ method: 'GET', url: '/metrics' })).body;
        expect(metrics).toMatch(/yangdee_replica_healthy 0\b/);
        const lag = /yangdee_replica_lag_seconds ([\d.]+)/.exec(metrics);
        expect(Number(lag?.[1])).toBeGreaterThan(MAX_LAG_MS / 1000);
        const ready = await app.inject({ method: 'GET', url: '/api/health/ready' });
        expect(ready.statusCode).toBe(200);
        expect(ready.json().replica).toMatchObject({ healthy: false, reason: 'lagging' });
      } finally {
        await onReplica('select pg_wal_replay_resume()');
      }

      // Replaying again, it catches up and gets reads again, with the change.
      await untilCaughtUp();
      const counted = reads();
      expect(await reportOf(app, auth)).toBe(before + 7);
      expect(reads().replica).toBe(counted.replica + 1);
    });

    it('answers from the primary while the replica is down, and returns to it once it is back', async () => {
      await untilCaughtUp();
      const expected = await reportOf(app, auth);
      replica.stop('immediate');
      try {
        for (let i = 0; i < 3; i++) expect(await reportOf(app, auth)).toBe(expected);
        const dashboard = await app.inject({
          method: 'POST',
          url: '/api/seller/get-dashboard',
          headers: { authorization: auth },
          payload: DAY,
        });
        expect(dashboard.statusCode, dashboard.body).toBe(200);
        expect(health().current()).toMatchObject({ healthy: false, reason: 'unreachable' });
        clock.now += 1_000;
        await health().probe();
        expect(health().current()).toMatchObject({ healthy: false, reason: 'unreachable' });
        const ready = await app.inject({ method: 'GET', url: '/api/health/ready' });
        expect(ready.statusCode).toBe(200);
        expect(ready.json().replica).toMatchObject({ healthy: false, reason: 'unreachable' });
        const counted = reads();
        expect(await reportOf(app, auth)).toBe(expected);
        expect(reads().primary).toBe(counted.primary + 1);
      } finally {
        replica.start();
      }
      await untilCaughtUp();
      const counted = reads();
      expect(await reportOf(app, auth)).toBe(expected);
      expect(reads().replica).toBe(counted.replica + 1);
    });
  });
}
