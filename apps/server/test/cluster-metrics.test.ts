import { mkdtempSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type PrivatePostgres, startPrivatePostgres } from './private-postgres';
import { removeDir, type SpawnedServer, spawnServer } from './spawned-server';

// Issue 33 item 5: with WORKERS=2 a scrape of /metrics reaches one worker, and that worker answers
// for the whole service (the primary gathers every worker's counts), so Prometheus never sees
// half the traffic. A real server process on a private PostgreSQL cluster.

const PORT = 4510;

/** A GET on a connection of its own, so the cluster may hand each one to another worker. */
function get(pathname: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const request = http.get(
      { host: '127.0.0.1', port: PORT, path: pathname, agent: false },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk) => {
          body += chunk;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      },
    );
    request.on('error', reject);
  });
}

function livenessCount(metrics: string): number {
  const line = metrics
    .split('\n')
    .find((l) =>
      l.startsWith(
        'yangdee_http_requests_total{method="GET",route="/api/health/live",status="200"',
      ),
    );
  return line ? Number(line.split(' ').pop()) : 0;
}

/** The liveness count once two scrapes 100 ms apart agree (at most 5 s). */
async function settledLivenessCount(): Promise<number> {
  let last = livenessCount((await get('/metrics')).body);
  for (let tries = 0; tries < 50; tries++) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    const now = livenessCount((await get('/metrics')).body);
    if (now === last) return now;
    last = now;
  }
  return last;
}

describe('GET /metrics with two workers', () => {
  let cluster: PrivatePostgres;
  let server: SpawnedServer | undefined;
  let dataDir: string | undefined;
  beforeAll(async () => {
    cluster = startPrivatePostgres(5706);
    dataDir = mkdtempSync(path.join(tmpdir(), 'yangdee-workers-'));
    server = await spawnServer(PORT, {
      DATABASE_URL: cluster.url,
      WORKERS: '2',
      SEED_ON_START: 'false',
      DATA_DIR: dataDir,
    });
  }, 120_000);
  afterAll(async () => {
    if (server && server.process.exitCode === null) {
      server.process.kill('SIGTERM');
      await server.exited;
    }
    cluster?.remove();
    removeDir(dataDir);
  }, 60_000);

  it('counts every worker’s requests, whichever worker the scrape reaches', async () => {
    // The start itself asked /api/health/live until it answered, and a worker counts a request
    // once its answer has gone out: the count is read once it has settled, and counted from there.
    const before = await settledLivenessCount();
    for (let i = 0; i < 30; i++) expect((await get('/api/health/live')).status).toBe(200);
    expect(await settledLivenessCount()).toBe(before + 30);
    const scrapes = await Promise.all([1, 2, 3, 4, 5, 6].map(() => get('/metrics')));
    for (const scrape of scrapes) {
      expect(scrape.status).toBe(200);
      expect(livenessCount(scrape.body)).toBe(before + 30);
      expect(scrape.body).toContain('yangdee_db_pool_connections{state="max"} 20');
    }
  });
});
