import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { PGLITE_EXTENSIONS } from '../src/db/client';

// A real server process for the fault tests (issue 33 item 4): `node --import tsx
// apps/server/src/main.ts` as scripts/e2e-server.mjs starts it, on a port of the test's range, so
// a test can send it SIGTERM or SIGKILL and watch how it ends. Its output is kept and printed
// only when a test fails to start it.

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export type SpawnedServer = {
  url: string;
  process: ChildProcess;
  /** Resolves with the exit code (or the signal's name) when the process ends. */
  exited: Promise<number | string>;
  /** What the process printed so far. */
  output: () => string;
  /** Ends the process (SIGKILL) if it still runs. */
  kill: () => void;
};

export async function spawnServer(
  port: number,
  env: Record<string, string>,
): Promise<SpawnedServer> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_BASE_URL: `http://127.0.0.1:${port}`,
      LOG_LEVEL: 'warn',
      PRELOAD_TYRE_PAGES: 'false',
      PAYMENT_RECONCILE_SECONDS: '0',
      REFUND_PASS_SECONDS: '0',
      PAYOUT_CHECK_SECONDS: '0',
      PROVIDER_REPORT_CHECK_SECONDS: '0',
      COMMISSION_CHECK_SECONDS: '0',
      MORNING_BOOKINGS_SECONDS: '0',
      TEST_DATABASE_URL: '',
      ...env,
    },
  });
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const exited = new Promise<number | string>((resolve) => {
    child.once('exit', (code, signal) => resolve(code ?? signal ?? -1));
  });
  const url = `http://127.0.0.1:${port}`;
  const server: SpawnedServer = {
    url,
    process: child,
    exited,
    output: () => output,
    kill: () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    },
  };
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited at start:\n${output}`);
    try {
      const res = await fetch(`${url}/api/health/live`);
      if (res.ok) return server;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) {
      server.kill();
      throw new Error(`server did not start:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
}

/**
 * A DATA_DIR holding a copy of the seeded PGlite fixture that global-setup.ts built, so a spawned
 * server starts on the seeded catalogue and demo accounts without seeding again.
 */
export async function seededPgliteDataDir(fixture: string): Promise<string> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'yangdee-faults-'));
  const pglite = await PGlite.create({
    dataDir: path.join(dataDir, 'pg'),
    loadDataDir: new Blob([readFileSync(fixture)]),
    extensions: PGLITE_EXTENSIONS,
  });
  await pglite.close();
  return dataDir;
}

export function removeDir(dir: string | undefined): void {
  if (dir) rmSync(dir, { recursive: true, force: true });
}

/**
 * Copies the seeded test database (TEST_DATABASE_URL, seeded by global-setup.ts) into the empty
 * database at `target`, with pg_dump and psql: seconds, where seeding again takes a minute. The
 * dump's empty search_path is replaced by public: earthdistance's ll_to_earth() names earth()
 * unqualified, so its index would not build under an empty one.
 */
export function copySeededDatabase(source: string, target: string): void {
  const dump = execFileSync('pg_dump', ['--no-owner', '--no-privileges', source], {
    maxBuffer: 512 * 1024 * 1024,
  }).toString('utf8');
  const sql = dump.replace(
    /^SELECT pg_catalog\.set_config\('search_path', '', false\);$/gm,
    'SET search_path = public;',
  );
  execFileSync('psql', ['-q', '-v', 'ON_ERROR_STOP=1', '-d', target], {
    input: sql,
    stdio: ['pipe', 'ignore', 'pipe'],
    maxBuffer: 64 * 1024 * 1024,
  });
}

/** Signs a demo seller in over HTTP: the bearer header and the store the session is for. */
export async function signInSellerOver(
  url: string,
  account: { username: string; password: string },
) {
  const res = await fetch(`${url}/api/seller/submit-login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(account),
  });
  if (res.status !== 200) throw new Error(`sign-in answered ${res.status}: ${await res.text()}`);
  const session = (await res.json()) as { token: string; info: { sellerId: number } };
  return { auth: `Bearer ${session.token}`, storeId: session.info.sellerId };
}

/** An open order event stream: everything it has said so far, and whether it has ended. */
export type OpenStream = {
  status: number;
  text: () => string;
  ended: Promise<void>;
  /** Resolves once the stream has said `needle` (rejects if it ends first). */
  said: (needle: string) => Promise<void>;
  close: () => void;
};

export async function openOrderEvents(url: string, auth: string): Promise<OpenStream> {
  const controller = new AbortController();
  const res = await fetch(`${url}/api/seller/order-events`, {
    headers: { authorization: auth, accept: 'text/event-stream' },
    signal: controller.signal,
  });
  let text = '';
  let isEnded = false;
  const waiters: { needle: string; resolve: () => void; reject: (e: Error) => void }[] = [];
  const check = (isEnd: boolean) => {
    for (const w of [...waiters]) {
      if (text.includes(w.needle)) {
        w.resolve();
        waiters.splice(waiters.indexOf(w), 1);
      } else if (isEnd) {
        w.reject(new Error(`stream ended without "${w.needle}": ${text}`));
        waiters.splice(waiters.indexOf(w), 1);
      }
    }
  };
  const ended = (async () => {
    const reader = res.body?.pipeThrough(new TextDecoderStream()).getReader();
    try {
      for (;;) {
        const chunk = await reader?.read();
        if (!chunk || chunk.done) break;
        text += chunk.value;
        check(false);
      }
    } catch {
      // Aborted by the test, or the connection was cut.
    }
    isEnded = true;
    check(true);
  })();
  return {
    status: res.status,
    text: () => text,
    ended,
    said: (needle) =>
      new Promise<void>((resolve, reject) => {
        waiters.push({ needle, resolve, reject });
        check(isEnded);
      }),
    close: () => controller.abort(),
  };
}

/** A new empty database on the server of `adminUrl` (a URL to its postgres database). */
export async function createDatabase(adminUrl: string, name: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(`CREATE DATABASE ${name} LOCALE 'C.UTF-8' TEMPLATE template0`);
  } finally {
    await client.end();
  }
}

/** Drops a database made by createDatabase, even with sessions still open. */
export async function dropDatabase(adminUrl: string, name: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  } finally {
    await client.end();
  }
}

/** A database of a test's own beside TEST_DATABASE_URL's (made by createDatabase). */
export function scratchDatabase(label: string) {
  const source = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const name = `yangdee_faults_${label}_${process.pid}`;
  const admin = new URL(source);
  admin.pathname = '/postgres';
  const target = new URL(source);
  target.pathname = `/${name}`;
  return { source, name, admin: admin.href, target: target.href };
}

/** app.inject over HTTP, so the cart fixtures drive the spawned server. */
export function overHttp(url: string): FastifyInstance {
  return {
    inject: async (opts: {
      method: string;
      url: string;
      payload?: object;
      headers?: Record<string, string>;
    }) => {
      const res = await fetch(`${url}${opts.url}`, {
        method: opts.method,
        headers: {
          ...(opts.payload ? { 'content-type': 'application/json' } : {}),
          ...opts.headers,
        },
        body: opts.payload ? JSON.stringify(opts.payload) : undefined,
      });
      const body = await res.text();
      return { statusCode: res.status, body, json: () => JSON.parse(body) };
    },
  } as unknown as FastifyInstance;
}
