// Two servers on one PostgreSQL database for the end-to-end journey across servers (issue 33
// item 2, e2e/two-servers.spec.ts): node scripts/e2e-two-servers.mjs <shopperPort> <shopPort>.
// A fresh database yangdee_e2e_<shopPort> is made on the PostgreSQL of TEST_DATABASE_URL (CI sets
// it), else on postgres://postgres@127.0.0.1:5432 (every dev machine of this project has it). The
// shop's server starts first and migrates and seeds it; the shopper's starts once that one
// answers, with the payment sandbox on <shopperPort>+2, which the shop's server uses too.
// Without a reachable PostgreSQL both ports answer with the reason instead, and the journey fails
// saying so (the rest of the suite runs as before). Playwright kills the process group at the end;
// the database stays until the next run drops it.
import { spawn } from 'node:child_process';
import http from 'node:http';
import path from 'node:path';
import pg from 'pg';

const root = path.resolve(import.meta.dirname, '..');
const [shopperPort, shopPort] = process.argv.slice(2).map(Number);
if (!shopperPort || !shopPort) {
  console.error('usage: node scripts/e2e-two-servers.mjs <shopperPort> <shopPort>');
  process.exit(2);
}
const serverUrl = new URL(process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432');
const name = `yangdee_e2e_${shopPort}`;
const adminUrl = new URL(serverUrl);
adminUrl.pathname = '/postgres';
const databaseUrl = new URL(serverUrl);
databaseUrl.pathname = `/${name}`;
const where = `${serverUrl.hostname}:${serverUrl.port || 5432}`;

/** A fresh database with a UTF-8 ctype (Thai trigram search, ARCHITECTURE measured facts). */
async function freshDatabase() {
  const client = new pg.Client({ connectionString: adminUrl.href, connectionTimeoutMillis: 5000 });
  await client.connect();
  try {
    await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await client.query(`CREATE DATABASE ${name} LOCALE 'C.UTF-8' TEMPLATE template0`);
  } finally {
    await client.end();
  }
}

/** Both ports say why the journey cannot run, so that it fails with the reason. */
function explain(reason) {
  const from = process.env.TEST_DATABASE_URL
    ? 'TEST_DATABASE_URL'
    : 'the local default, TEST_DATABASE_URL being unset';
  const text = `The journey across two servers needs PostgreSQL: ${where} (${from}) did not answer (${reason}). Start PostgreSQL or set TEST_DATABASE_URL.`;
  console.error(text);
  for (const port of [shopperPort, shopPort]) {
    http
      .createServer((request, response) => {
        // /api/health answers, so that Playwright goes on to the journey, which reads the reason.
        response.writeHead(request.url === '/api/health' ? 200 : 503, {
          'content-type': 'application/json',
        });
        response.end(JSON.stringify({ ok: false, noPostgres: text }));
      })
      .listen(port, '127.0.0.1');
  }
}

async function answers(port) {
  try {
    const response = await fetch(`http://127.0.0.1:${port}/api/health`);
    return response.ok;
  } catch {
    return false;
  }
}

const procs = [];
const stop = (signal) => {
  for (const p of procs) if (p.exitCode === null) p.kill(signal);
};
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    stop(signal);
    if (procs.length === 0) process.exit(0);
  });
}

function start(port, env) {
  const child = spawn(process.execPath, ['scripts/e2e-server.mjs', String(port)], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...env, DATABASE_URL: databaseUrl.href },
  });
  procs.push(child);
  child.on('exit', (code) => {
    stop('SIGTERM');
    process.exitCode = code ?? 0;
  });
  return child;
}

let isReady = true;
try {
  await freshDatabase();
} catch (error) {
  isReady = false;
  explain(error instanceof Error ? error.message : String(error));
}
if (isReady) {
  const sandbox = { PAYMENT_SANDBOX_URL: `http://127.0.0.1:${shopperPort + 2}` };
  const shop = start(shopPort, { ...sandbox, E2E_START_SANDBOX: 'false' });
  // One server migrates and seeds; the second starts on the prepared database.
  while (shop.exitCode === null && !(await answers(shopPort))) {
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  if (shop.exitCode === null) start(shopperPort, { ...sandbox, E2E_START_SANDBOX: 'true' });
}
