import { type ChildProcess, spawn } from 'node:child_process';
import { createConnection } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../src/db/client';
import { buildTestApp, testDatabases } from './test-databases';

// Issue 33 item 4, Redis down (decision 0151): with REDIS_URL the rate limits of every server
// are counted together in Redis; when Redis is unreachable, at start or mid-traffic, nothing
// fails and nothing waits for it: each process counts its own (shoppers still buy; sign-in, OTP
// and payment starts stay limited, per process), and counting is shared again once Redis is back.
// A redis-server of the test's own (never the machine's shared one) is started and killed. The
// limiter does not depend on the database, so this runs on the first test database only.

const REDIS_PORT = 6390;
const NO_REDIS_PORT = 6391;
/** RATE_LIMITS.devGate: 10 a minute per address. */
const LIMIT = 10;

function startRedis(): ChildProcess {
  return spawn(
    'redis-server',
    ['--port', String(REDIS_PORT), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: 'ignore' },
  );
}

async function redisAnswers(): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ host: '127.0.0.1', port: REDIS_PORT });
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.once('data', (d) => {
      socket.destroy();
      resolve(d.toString().startsWith('+PONG'));
    });
    socket.once('error', () => resolve(false));
  });
}

async function waitFor(check: () => Promise<boolean>, tries = 100): Promise<void> {
  for (let i = 0; i < tries; i++) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('gave up waiting');
}

let ipCounter = 0;
const nextIp = () => {
  ipCounter += 1;
  return `198.18.${Math.floor(ipCounter / 250)}.${(ipCounter % 250) + 1}`;
};

describe('rate limits when Redis goes away', () => {
  let database: DatabaseHandle;
  let redis: ChildProcess | undefined;
  let first: FastifyInstance;
  let second: FastifyInstance;
  let withoutRedis: FastifyInstance | undefined;

  beforeAll(async () => {
    redis = startRedis();
    await waitFor(redisAnswers);
    database = await testDatabases()[0].open();
    const redisUrl = `redis://127.0.0.1:${REDIS_PORT}`;
    first = await buildTestApp(database, { redisUrl });
    second = await buildTestApp(database, { redisUrl });
  });
  afterAll(async () => {
    redis?.kill('SIGKILL');
    await withoutRedis?.close();
    await first?.close();
    await second?.close();
    await database?.close();
  });

  const guess = (app: FastifyInstance, ip: string) =>
    app.inject({
      method: 'POST',
      url: '/api/home/submit-dev-login',
      payload: { devPassword: 'ลองเดา' },
      remoteAddress: ip,
    });
  /** The statuses of `n` guesses from one address. */
  const guesses = async (app: FastifyInstance, ip: string, n: number) => {
    const statuses: number[] = [];
    for (let i = 0; i < n; i++) statuses.push((await guess(app, ip)).statusCode);
    return statuses;
  };
  /** Whether two servers count one address together: 6 guesses on one, then 5 on the other. */
  const isShared = async () => {
    const ip = nextIp();
    await guesses(first, ip, 6);
    return (await guesses(second, ip, 5)).at(-1) === 429;
  };

  it('counts every server together while Redis answers', async () => {
    const ip = nextIp();
    expect(await guesses(first, ip, 6)).toEqual(Array(6).fill(200));
    expect(await guesses(second, ip, 5)).toEqual([200, 200, 200, 200, 429]);
  });

  it('counts per process, without an error or a wait, when Redis is killed mid-traffic', async () => {
    redis?.kill('SIGKILL');
    await new Promise((resolve) => redis?.once('exit', resolve));
    const ip = nextIp();
    const one = await guesses(first, ip, LIMIT + 1);
    expect(one.slice(0, LIMIT)).toEqual(Array(LIMIT).fill(200));
    expect(one[LIMIT]).toBe(429);
    const refused = await guess(first, ip);
    expect(refused.json()).toMatchObject({ success: false, code: 'TOO_MANY_REQUESTS' });
    // The other server counts its own: a limit per process, not none at all.
    const other = await guesses(second, ip, LIMIT + 1);
    expect(other).toEqual([...Array(LIMIT).fill(200), 429]);
    // Calls that are never limited go on as before.
    expect((await first.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });

  it('counts per process when Redis is unreachable from the start', async () => {
    withoutRedis = await buildTestApp(database, { redisUrl: `redis://127.0.0.1:${NO_REDIS_PORT}` });
    const ip = nextIp();
    expect(await guesses(withoutRedis, ip, LIMIT + 1)).toEqual([...Array(LIMIT).fill(200), 429]);
  });

  it('counts together again once Redis is back', async () => {
    redis = startRedis();
    await waitFor(redisAnswers);
    // ioredis reconnects on its own, within its back-off (at most 2 s between tries).
    await waitFor(isShared, 50);
  });
});
