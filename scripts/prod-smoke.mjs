// Proves the production path (issue 33 item 1, decision 0148): builds, packs what a deploy ships
// into a clean folder (scripts/pack-prod.mjs: package files, the lock, the built outputs — no
// sources, no node_modules), installs production packages only there (`npm ci --omit=dev`), and
// checks that neither tsx nor Vite came along. Then it starts that copy (scripts/start-prod.mjs)
// on a fresh embedded database — and, when TEST_DATABASE_URL's PostgreSQL answers, at the same
// time on a fresh PostgreSQL database of its own with WORKERS=2 — and for each: waits for
// /api/health/ready, searches tyres, reads a store page, signs a demo seller in and downloads
// the shop's stock spreadsheet, renders a tyre's PDF data sheet, reads the Thai address data,
// fetches / (its first screen rendered by the server) and a script it links, asks the payment
// sandbox, then sends SIGTERM and expects exit code 0 within 10 s.
//
//   node scripts/prod-smoke.mjs [--skip-build] [--keep]
//   SMOKE_PORT (default 4100): the embedded run uses it and +1 (sandbox), PostgreSQL +10 and +11.
//   SMOKE_DIR: where the copy is made (default /dev/shm when it has 2 GB free, else the temp dir).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, statfsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { packProduction } from './pack-prod.mjs';

const root = path.resolve(import.meta.dirname, '..');
const args = new Set(process.argv.slice(2));
const basePort = Number(process.env.SMOKE_PORT ?? 4100);
const READY_TIMEOUT_MS = 240_000;
const STOP_TIMEOUT_MS = 10_000;
const FIRST_SCREEN_TRIES = 20;
const SCRATCH_BYTES_NEEDED = 2 * 1024 ** 3;
const DEV_ONLY_PACKAGES = ['tsx', 'vite', 'esbuild', 'vitest', 'typescript', '@biomejs/biome'];
const started = Date.now();

const step = (text) =>
  console.log(`[prod-smoke ${((Date.now() - started) / 1000).toFixed(1)}s] ${text}`);

function check(condition, message) {
  if (!condition) throw new Error(message);
}

function run(command, argv, cwd) {
  const result = spawnSync(command, argv, { cwd, stdio: 'inherit' });
  check(result.status === 0, `${command} ${argv.join(' ')} failed (exit ${result.status})`);
}

/** Folders named like a dev-only package anywhere under node_modules (nested ones too). */
function devPackagesIn(modules, found = []) {
  if (!existsSync(modules)) return found;
  for (const entry of readdirSync(modules, { withFileTypes: true })) {
    if (!entry.isDirectory()) continue;
    const names = entry.name.startsWith('@')
      ? readdirSync(path.join(modules, entry.name)).map((n) => `${entry.name}/${n}`)
      : [entry.name];
    for (const name of names) {
      if (DEV_ONLY_PACKAGES.includes(name)) found.push(path.join(modules, name));
      devPackagesIn(path.join(modules, name, 'node_modules'), found);
    }
  }
  return found;
}

/**
 * Where the copy goes: memory (/dev/shm) when it has room for it (its ~800 packages are written
 * and removed many times faster there), else the temporary folder. SMOKE_DIR overrides both.
 */
function scratchDir() {
  if (process.env.SMOKE_DIR) return process.env.SMOKE_DIR;
  try {
    const fs = statfsSync('/dev/shm');
    if (fs.bavail * fs.bsize >= SCRATCH_BYTES_NEEDED) return '/dev/shm';
  } catch {
    // No /dev/shm here.
  }
  return tmpdir();
}

/** The PostgreSQL server of TEST_DATABASE_URL, when one is named and answers. */
async function postgresAdmin() {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) return undefined;
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.href, connectionTimeoutMillis: 3_000 });
  try {
    await client.connect();
    return { client, url: admin };
  } catch {
    return undefined;
  }
}

async function json(base, url, body, headers = {}) {
  const res = await fetch(`${base}${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  const text = await res.text();
  check(res.status === 200, `POST ${url}: HTTP ${res.status} ${text.slice(0, 300)}`);
  return JSON.parse(text);
}

/** The real calls a deploy must answer; each names the package or path it proves. */
async function exercise(base, sandboxBase) {
  const search = await json(base, '/api/product/search-product', {
    width: 265,
    ratio: 65,
    diameter: 17,
  });
  check(search.items?.length > 0, 'tyre search found no tyres in the seeded catalogue');

  const store = await json(base, '/api/store/get-store-detail', { id: 'store-1' });
  check(typeof store.store?.name === 'string', 'store page: no store name');

  // Passwords: @node-rs/argon2 (native). The stock spreadsheet: exceljs.
  const login = await json(base, '/api/seller/submit-login', {
    username: 'seller1',
    password: 'Seller123',
  });
  check(login.success === true && login.token, 'demo seller seller1 could not sign in');
  const sheet = await fetch(`${base}/api/seller/download-stock-excel`, {
    method: 'POST',
    headers: { authorization: `Bearer ${login.token}` },
  });
  const sheetBytes = Buffer.from(await sheet.arrayBuffer());
  check(sheet.status === 200, `stock spreadsheet: HTTP ${sheet.status}`);
  check(sheetBytes.subarray(0, 2).toString() === 'PK', 'stock spreadsheet is not an .xlsx');

  // pdfkit with the Sarabun font files found through createRequire from the bundle.
  const sheetPdf = await json(base, '/api/product/get-document-file', {
    param: search.items[0].param,
  });
  check(
    Buffer.from(sheetPdf.base64, 'base64').subarray(0, 5).toString() === '%PDF-',
    'tyre data sheet is not a PDF',
  );

  // thai-address-database through createRequire from the bundle.
  const address = await fetch(`${base}/api/master/address-data`).then((r) => r.json());
  check(address.provinces?.length === 77, 'address data: not 77 provinces');

  // The web build, with its first screen rendered by the server (apps/web/dist-ssr).
  // A render that takes longer than the server allows (a busy machine, a cold catalogue) is
  // served without its first screen, by design: a few tries let it warm up.
  let html = '';
  for (let attempt = 1; attempt <= FIRST_SCREEN_TRIES; attempt++) {
    const page = await fetch(`${base}/`);
    html = await page.text();
    check(page.status === 200, `GET /: HTTP ${page.status}`);
    if (/<div id="root"><[a-z]/.test(html)) break;
    check(attempt < FIRST_SCREEN_TRIES, 'GET /: the first screen is not rendered in the HTML');
    await new Promise((r) => setTimeout(r, 1_000));
  }
  const script = html.match(/src="(\/assets\/[^"]+\.js)"/)?.[1];
  check(script, 'GET /: no script of the web build linked');
  const asset = await fetch(`${base}${script}`);
  await asset.arrayBuffer();
  check(asset.status === 200, `GET ${script}: HTTP ${asset.status}`);
  check(
    asset.headers.get('content-type')?.includes('javascript'),
    `GET ${script}: not served as JavaScript`,
  );

  // The compiled payment sandbox beside it.
  if (sandboxBase) {
    const sandbox = await fetch(`${sandboxBase}/sandbox`);
    await sandbox.arrayBuffer();
    check(sandbox.status === 200, `payment sandbox: HTTP ${sandbox.status}`);
  }
}

/** Starts the copy, checks it, stops it with SIGTERM; resolves with a line, rejects on failure. */
async function runCopy({ label, copy, port, env }) {
  const base = `http://127.0.0.1:${port}`;
  const sandboxPort = port + 1;
  const output = [];
  const child = spawn(process.execPath, ['scripts/start-prod.mjs'], {
    cwd: copy,
    stdio: ['ignore', 'pipe', 'pipe'],
    // Its own process group: a failed check stops the launcher and everything it started.
    detached: true,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_BASE_URL: base,
      PAYMENT_SANDBOX_URL: `http://127.0.0.1:${sandboxPort}`,
      LOG_LEVEL: 'warn',
      ...env,
    },
  });
  child.stdout.on('data', (d) => output.push(d));
  child.stderr.on('data', (d) => output.push(d));
  const exited = new Promise((resolve) =>
    child.on('exit', (code, signal) => resolve({ code, signal })),
  );
  let exitedEarly;
  void exited.then((r) => {
    exitedEarly = r;
  });
  const fail = (error) => {
    try {
      process.kill(-child.pid, 'SIGKILL');
    } catch {
      // Already gone.
    }
    const log = Buffer.concat(output).toString().split('\n').slice(-60).join('\n');
    throw new Error(`${label}: ${error.message}\n--- its output (last lines) ---\n${log}`);
  };
  try {
    const deadline = Date.now() + READY_TIMEOUT_MS;
    for (;;) {
      if (exitedEarly)
        throw new Error(`exited before it was ready (${JSON.stringify(exitedEarly)})`);
      check(Date.now() < deadline, `not ready within ${READY_TIMEOUT_MS / 1000} s`);
      const ready = await fetch(`${base}/api/health/ready`).then(
        (r) => r.status === 200,
        () => false,
      );
      if (ready) break;
      await new Promise((r) => setTimeout(r, 500));
    }
    step(`${label}: ready`);
    await exercise(base, `http://127.0.0.1:${sandboxPort}`);
    step(
      `${label}: search, store, seller sign-in and spreadsheet, PDF, addresses, page, asset, sandbox answered`,
    );
    child.kill('SIGTERM');
    const stopped = await Promise.race([
      exited,
      new Promise((r) => setTimeout(() => r(undefined), STOP_TIMEOUT_MS)),
    ]);
    check(stopped, `did not exit within ${STOP_TIMEOUT_MS / 1000} s of SIGTERM`);
    check(stopped.code === 0, `exited with ${JSON.stringify(stopped)} after SIGTERM, not 0`);
    step(`${label}: stopped by SIGTERM with exit code 0`);
  } catch (error) {
    fail(error);
  }
}

async function main() {
  if (!args.has('--skip-build')) {
    step('npm run build');
    run('npm', ['run', 'build'], root);
  }
  const copy = mkdtempSync(path.join(scratchDir(), 'yangdee-prod-'));
  let database;
  try {
    packProduction(root, copy);
    for (const source of ['apps/server/src', 'apps/web/src', 'packages/contracts/src']) {
      check(!existsSync(path.join(copy, source)), `the deploy copy holds sources (${source})`);
    }
    step(`packed into ${copy}; npm ci --omit=dev`);
    run('npm', ['ci', '--omit=dev', '--no-audit', '--no-fund', '--prefer-offline'], copy);
    const devPackages = devPackagesIn(path.join(copy, 'node_modules'));
    check(
      devPackages.length === 0,
      `dev-only packages in the production install: ${devPackages.join(', ')}`,
    );
    step('production packages installed, none of tsx, Vite, esbuild, Vitest, TypeScript, Biome');

    const runs = [
      runCopy({
        label: 'embedded database',
        copy,
        port: basePort,
        env: { DATA_DIR: path.join(copy, 'data-embedded') },
      }),
    ];
    const admin = await postgresAdmin();
    if (admin) {
      const name = `yangdee_smoke_${Date.now()}_${process.pid}`;
      await admin.client.query(`CREATE DATABASE ${name} LOCALE 'C.UTF-8' TEMPLATE template0`);
      database = { ...admin, name };
      const url = new URL(admin.url);
      url.pathname = `/${name}`;
      runs.push(
        runCopy({
          label: 'PostgreSQL, WORKERS=2',
          copy,
          port: basePort + 10,
          env: { DATA_DIR: path.join(copy, 'data-pg'), DATABASE_URL: url.href, WORKERS: '2' },
        }),
      );
    } else {
      step('no PostgreSQL named by TEST_DATABASE_URL answered: embedded database only');
    }
    const results = await Promise.allSettled(runs);
    const failures = results.filter((r) => r.status === 'rejected').map((r) => r.reason);
    if (failures.length > 0) throw new Error(failures.map((f) => f.message).join('\n\n'));
    step('the production build works');
  } finally {
    if (database) {
      await database.client
        .query(`DROP DATABASE IF EXISTS ${database.name} WITH (FORCE)`)
        .catch(() => {});
      await database.client.end();
    }
    if (args.has('--keep')) step(`kept ${copy}`);
    else {
      rmSync(copy, { recursive: true, force: true });
      step('removed the copy');
    }
  }
}

main().catch((error) => {
  console.error(`[prod-smoke] FAILED: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
});
