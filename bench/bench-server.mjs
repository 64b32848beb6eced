// One API server on the bench database for the seller benches (seller-lists.mjs,
// order-streams.mjs, reports.mjs, export-orders.mjs, stock-import.mjs): a free port, no seeding, one process, warnings only. Answers its address,
// its process id (for /proc/<pid>/status) and a stop function.

import { spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export const freePort = () =>
  new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

/** `nodeArgs`: flags for the server's node (e.g. a heap cap) before its entry. */
export async function startServer(databaseUrl, env = {}, nodeArgs = []) {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(
    process.execPath,
    [...nodeArgs, '--import', 'tsx', 'apps/server/src/main.ts'],
    {
      cwd: root,
      stdio: ['ignore', 'inherit', 'inherit'],
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATABASE_URL: databaseUrl,
        SEED_ON_START: 'false',
        WORKERS: '1',
        LOG_LEVEL: 'warn',
        WEB_DIST_DIR: '',
        // Its own address, where a payment provider's callbacks (backgroundUrl) come back.
        PUBLIC_BASE_URL: url,
        ...env,
      },
    },
  );
  // A bench that ends on an error (a failed sign-in, a thrown check) takes its server with it,
  // rather than leaving it running, warm and holding its database, after the bench is gone.
  const killOnExit = () => child.kill('SIGTERM');
  process.once('exit', killOnExit);
  child.once('exit', () => process.removeListener('exit', killOnExit));
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error('the server exited');
    // Up and warm: a process still loading its tyre pages and listing into memory (health's
    // `warming`) is busy with that, as no server in service is; the benches measure a warm one.
    try {
      const health = await fetch(`${url}/api/health`);
      if (health.ok && !(await health.json()).warming) break;
    } catch {}
    if (Date.now() > deadline) throw new Error('the server did not start and warm up');
    await new Promise((r) => setTimeout(r, 300));
  }
  const stop = () =>
    new Promise((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  return { url, pid: child.pid, stop };
}

/** seller1's bearer headers (the 50,000-order head office's owner). */
export async function signIn(url, username = 'seller1', password = 'Seller123') {
  const login = await fetch(`${url}/api/seller/submit-login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  if (!login.ok) throw new Error(`${username} could not sign in: ${await login.text()}`);
  const { token } = await login.json();
  return {
    token,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
  };
}

export const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)];
