import { request as httpRequest } from 'node:http';
import { afterAll, describe, expect, inject, it } from 'vitest';
import {
  copySeededDatabase,
  createDatabase,
  dropDatabase,
  openOrderEvents,
  removeDir,
  type SpawnedServer,
  scratchDatabase,
  seededPgliteDataDir,
  signInSellerOver,
  spawnServer,
} from './spawned-server';
import { DEMO_SELLERS } from './test-sellers';

// Issue 33 item 4, SIGTERM (decision 0151), on a real server process: it stops taking requests
// at once (readiness 503, or no connection at all), finishes the request in flight, ends the open
// order event stream with a `retry:` hint so the browser reconnects elsewhere, and exits 0 — the
// process exits 1 when the 10 s grace runs out, so 0 means it stopped before it. With WORKERS > 1
// the primary passes the signal to every worker, and they stop the same way.

const PORT = 4400;
const CLUSTER_PORT = 4401;

/** A sign-in whose body is only half sent: in flight until `finish` sends the rest. */
function halfSentSignIn(url: string) {
  const body = JSON.stringify(DEMO_SELLERS.owner);
  const { hostname, port } = new URL(url);
  let resolveAnswer: (v: { status: number; body: string }) => void = () => undefined;
  let rejectAnswer: (e: Error) => void = () => undefined;
  const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
    resolveAnswer = resolve;
    rejectAnswer = reject;
  });
  const req = httpRequest(
    {
      hostname,
      port,
      method: 'POST',
      path: '/api/seller/submit-login',
      agent: false,
      headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
    },
    (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (c) => {
        text += c;
      });
      res.on('end', () => resolveAnswer({ status: res.statusCode ?? 0, body: text }));
    },
  );
  req.on('error', rejectAnswer);
  const half = Math.floor(body.length / 2);
  req.write(body.slice(0, half));
  req.flushHeaders();
  return {
    answer,
    finish: () => req.end(body.slice(half)),
  };
}

/** Readiness right after the signal: a 503 from a server that stops, or no connection at all. */
async function readinessAfterSignal(url: string): Promise<number | 'refused'> {
  try {
    const res = await fetch(`${url}/api/health/ready`);
    return res.status;
  } catch {
    return 'refused';
  }
}

describe('SIGTERM on a server process (embedded database)', () => {
  let dataDir: string | undefined;
  let server: SpawnedServer | undefined;

  afterAll(() => {
    server?.kill();
    removeDir(dataDir);
  });

  it('stops taking requests, finishes the one in flight, ends the event stream with a retry hint, and exits 0', async () => {
    dataDir = await seededPgliteDataDir(inject('pgliteFixture'));
    server = await spawnServer(PORT, { DATA_DIR: dataDir });
    const seller = await signInSellerOver(server.url, DEMO_SELLERS.owner);
    const stream = await openOrderEvents(server.url, seller.auth);
    expect(stream.status).toBe(200);
    await stream.said(': connected');
    const inFlight = halfSentSignIn(server.url);
    // The server has the request (its headers) before the signal comes.
    await new Promise((r) => setTimeout(r, 300));

    server.process.kill('SIGTERM');
    await stream.ended;
    expect(stream.text()).toMatch(/retry: \d+\n\n$/);
    expect(await readinessAfterSignal(server.url)).toMatch(/^(503|refused)$/);

    inFlight.finish();
    const answer = await inFlight.answer;
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toMatchObject({ token: expect.any(String) });
    expect(await server.exited).toBe(0);
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('SIGTERM with WORKERS=2 (PostgreSQL)', () => {
  const { source, name, admin, target } = scratchDatabase('sigterm');
  let server: SpawnedServer | undefined;
  let created = false;

  afterAll(async () => {
    server?.kill();
    await server?.exited;
    if (created) await dropDatabase(admin, name);
  });

  it('the primary passes the signal to every worker; streams end with a retry hint and it exits 0', async () => {
    await createDatabase(admin, name);
    created = true;
    copySeededDatabase(source, target);
    server = await spawnServer(CLUSTER_PORT, {
      DATABASE_URL: target,
      WORKERS: '2',
      // The primary passes the signal on; the test sends it to the primary only.
      DATA_DIR: '.tmp/faults-cluster',
    });
    const seller = await signInSellerOver(server.url, DEMO_SELLERS.owner);
    // Two streams: with round-robin between the workers, most likely one on each.
    const streams = [
      await openOrderEvents(server.url, seller.auth),
      await openOrderEvents(server.url, seller.auth),
    ];
    await Promise.all(streams.map((s) => s.said(': connected')));

    server.process.kill('SIGTERM');
    await Promise.all(streams.map((s) => s.ended));
    for (const s of streams) expect(s.text()).toMatch(/retry: \d+\n\n$/);
    expect(await server.exited).toBe(0);
  });
});
