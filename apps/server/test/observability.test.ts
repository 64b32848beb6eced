import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../src/db/client';
import { buildTestApp, testDatabases } from './test-databases';

// Issue 33 items 4–5: what an operator sees inside a server. Every response carries a request id
// (the proxy's when it is plain); liveness and readiness answer apart, readiness refusing without
// a database; /metrics speaks Prometheus to this machine or to the scraper's token and
// to nobody else.

const REMOTE = '203.0.113.9';

describe.each(testDatabases())('observability on $name', ({ open }) => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let guarded: FastifyInstance;

  beforeAll(async () => {
    database = await open();
    app = await buildTestApp(database);
    guarded = await buildTestApp(database, { metricsToken: 'scrape-secret-123' });
  });
  afterAll(async () => {
    await guarded.close();
    await app.close();
    await database.close();
  });

  it('answers every request with a request id: the one a proxy sent when plain, else its own', async () => {
    const own = await app.inject({ method: 'GET', url: '/api/health/live' });
    expect(own.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const other = await app.inject({ method: 'GET', url: '/api/health/live' });
    expect(other.headers['x-request-id']).not.toBe(own.headers['x-request-id']);
    const kept = await app.inject({
      method: 'GET',
      url: '/api/health/live',
      headers: { 'x-request-id': 'nginx-7f3a9c01' },
    });
    expect(kept.headers['x-request-id']).toBe('nginx-7f3a9c01');
    // A header that could forge log lines or headers is replaced, never echoed.
    const forged = await app.inject({
      method: 'GET',
      url: '/api/health/live',
      headers: { 'x-request-id': 'abc\\n{"level":60} injected' },
    });
    expect(forged.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    // Error answers carry it too.
    const missing = await app.inject({ method: 'POST', url: '/api/no-such-call' });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('is live while the process runs, and ready with its database', async () => {
    const live = await app.inject({ method: 'GET', url: '/api/health/live' });
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ ok: true });
    const ready = await app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toMatchObject({
      ok: true,
      database: true,
      closing: false,
      warming: false,
    });
  });

  it('is not ready without its database, and says so in Thai, while still live', async () => {
    const lost = await open();
    const server = await buildTestApp(lost);
    try {
      await lost.close();
      const ready = await server.inject({ method: 'GET', url: '/api/health/ready' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toMatchObject({
        ok: false,
        database: false,
        message: 'เซิร์ฟเวอร์นี้ยังไม่พร้อมรับคำขอ กรุณาลองใหม่อีกครั้ง',
      });
      const live = await server.inject({ method: 'GET', url: '/api/health/live' });
      expect(live.statusCode).toBe(200);
    } finally {
      await server.close();
    }
  });

  it('serves Prometheus metrics to this machine: requests by route and status, the pool, the queues', async () => {
    await app.inject({ method: 'GET', url: '/api/health/live' });
    await app.inject({ method: 'POST', url: '/api/no-such-call' });
    const metrics = await app.inject({ method: 'GET', url: '/metrics' });
    expect(metrics.statusCode).toBe(200);
    expect(metrics.headers['content-type']).toMatch(/^text\/plain/);
    const text = metrics.body;
    expect(text).toMatch(
      /yangdee_http_requests_total\{method="GET",route="\/api\/health\/live",status="200"\} \d+/,
    );
    // An unknown path is one series, not one per URL.
    expect(text).toMatch(
      /yangdee_http_requests_total\{method="POST",route="unmatched",status="404"\}/,
    );
    expect(text).toContain('yangdee_http_request_duration_seconds_bucket');
    expect(text).toContain('yangdee_nodejs_eventloop_lag_seconds');
    expect(text).toMatch(/yangdee_payments_pending \d+/);
    expect(text).toMatch(/yangdee_jobs_waiting\{queue="stock_import"\} \d+/);
    expect(text).toMatch(/yangdee_jobs_waiting\{queue="refunds_owed"\} \d+/);
    expect(text).toMatch(/yangdee_tyre_pages_kept \d+/);
    expect(text).toContain('yangdee_catalogue_copy_age_seconds');
    if (database.kind === 'postgres') {
      expect(text).toMatch(/yangdee_db_pool_connections\{state="max"\} \d+/);
    }
  });

  it('refuses /metrics to anyone else, and to a wrong token when one is set', async () => {
    const remote = await app.inject({ method: 'GET', url: '/metrics', remoteAddress: REMOTE });
    expect(remote.statusCode).toBe(403);
    expect(remote.json()).toMatchObject({ success: false, message: 'ไม่มีสิทธิ์อ่านข้อมูลนี้' });
    expect(remote.body).not.toContain('yangdee_');

    const noToken = await guarded.inject({ method: 'GET', url: '/metrics' });
    expect(noToken.statusCode).toBe(403);
    const wrong = await guarded.inject({
      method: 'GET',
      url: '/metrics',
      remoteAddress: REMOTE,
      headers: { authorization: 'Bearer scrape-secret-124' },
    });
    expect(wrong.statusCode).toBe(403);
    const right = await guarded.inject({
      method: 'GET',
      url: '/metrics',
      remoteAddress: REMOTE,
      headers: { authorization: 'Bearer scrape-secret-123' },
    });
    expect(right.statusCode).toBe(200);
    expect(right.body).toContain('yangdee_http_requests_total');
  });
});
