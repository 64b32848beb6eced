#!/usr/bin/env node

// Catalogue load scenarios (issue [2/6] "Speed"): POST /api/product/search-product with a mix of
// filters and POST /api/product/get-product-detail for random tyres, each at 50 connections for
// ~20 s, printing p50/p95/p99 latency and requests per second. Target on a 2-core machine against
// PostgreSQL with ≥ 100,000 offers (bench/generate-offers.ts): p95 under 50 ms.
//
//   node bench/catalog.mjs [--url http://127.0.0.1:3000] [--duration 20] [--connections 50]
//     [--timeline]   also print, per second of each scenario, responses, those over 50 ms and the
//                    slowest (where a tail sits: a 5,000-offer write, a copy reloading …)
//   BENCH_CPU_PROF=<dir>  the server it starts writes a CPU profile there when it stops
//
// Without --url it starts the server itself on DATABASE_URL (default the bench database) on a
// free port, and stops it afterwards. Every request carries its own X-Forwarded-For address: the
// load stands for many shoppers behind a load balancer, not one client hammering the per-IP
// rate limit (the server it starts trusts the header from loopback: TRUST_PROXY=loopback).

import { spawn } from 'node:child_process';
import http from 'node:http';
import { createServer } from 'node:net';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const DEFAULT_BENCH_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/yangdee_bench';

// Deterministic choice of request bodies (mulberry32), so runs are comparable.
export function mulberry32(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
export const random = mulberry32(20261122);
const pick = (items) => items[Math.floor(random() * items.length)];
const randomIp = () =>
  `10.${Math.floor(random() * 256)}.${Math.floor(random() * 256)}.${1 + Math.floor(random() * 254)}`;

/**
 * Several servers behind one load balancer (issue 33 item 6): `url` may name them all, comma
 * apart; the load is shared between them and every check is made on each.
 */
export function serverUrls(url) {
  return url
    .split(',')
    .map((u) => u.trim())
    .filter(Boolean);
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function waitForHealth(url, child, timeoutMs = 120_000) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (child && child.exitCode !== null) throw new Error('the server exited during start-up');
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`the server did not answer ${url}/api/health in time`);
}

/** GET /api/health on a new connection (so each call may reach another server process). */
function healthOnce(url) {
  return new Promise((resolve, reject) => {
    http
      .get(`${url}/api/health`, { agent: false }, (res) => {
        let body = '';
        res.on('data', (chunk) => {
          body += chunk;
        });
        res.on('end', () => resolve(JSON.parse(body)));
      })
      .on('error', reject);
  });
}

/**
 * Waits until the server processes have loaded every tyre page into memory (config
 * PRELOAD_TYRE_PAGES, decision 0060): the figures are for a server that is up, not starting.
 */
export async function waitUntilWarm(url, timeoutMs = 180_000, spawnedAt = null) {
  const urls = serverUrls(url);
  if (urls.length > 1) {
    for (const one of urls) await waitUntilWarm(one, timeoutMs, spawnedAt);
    return;
  }
  const started = Date.now();
  let warmInARow = 0;
  let health = {};
  while (warmInARow < 8) {
    if (Date.now() - started > timeoutMs) throw new Error('the server did not finish warming up');
    health = await healthOnce(url);
    warmInARow = health.warming ? 0 : warmInARow + 1;
    if (health.warming) await new Promise((r) => setTimeout(r, 500));
  }
  // rssMb: the process that answered last (one per core the load leaves: one on 2 cores).
  // Issue 18 counts from the process's start: tsx compiles the server first (~4 s).
  const sinceStart = spawnedAt
    ? `, ${((Date.now() - spawnedAt) / 1000).toFixed(1)} s after start`
    : '';
  console.log(
    `server warm after ${((Date.now() - started) / 1000).toFixed(1)} s${sinceStart} (${health.tyrePages} tyre pages, ${health.tyrePagesMb} MB counted, RSS ${health.rssMb} MB)`,
  );
}

/** Starts apps/server on DATABASE_URL; resolves to { url, spawnedAt, stop }. */
export async function startServer(databaseUrl, { workers } = {}) {
  const port = await freePort();
  const spawnedAt = Date.now();
  // BENCH_CPU_PROF=<dir>: the server writes a CPU profile there when it stops (open it in
  // Chromium's DevTools, Performance tab).
  const profile = process.env.BENCH_CPU_PROF
    ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`]
    : [];
  const args = [...profile, '--import', 'tsx', 'apps/server/src/main.ts'];
  const child = spawn(process.execPath, args, {
    cwd: root,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      SEED_ON_START: 'false',
      // The load stands for shoppers behind a load balancer on this machine.
      TRUST_PROXY: 'loopback',
      // One server process per core the load generator leaves (decision 0060): answers come
      // from memory, so a second process on a 2-core machine only takes CPU from the load.
      WORKERS: String(workers ?? process.env.WORKERS ?? Math.max(1, availableParallelism() - 1)),
      LOG_LEVEL: 'warn',
      WEB_DIST_DIR: '',
    },
  });
  const url = `http://127.0.0.1:${port}`;
  await waitForHealth(url, child);
  return {
    url,
    spawnedAt,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

async function postJson(url, path, body) {
  const res = await fetch(`${url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${path} answered ${res.status}: ${await res.text()}`);
  return res.json();
}

/** Real brands, sizes and product params from the API, to build varied requests. */
async function sampleCatalogue(url) {
  const brands = (await (await fetch(`${url}/api/product/tire-brand`)).json()).map((b) => b.param);
  const params = new Set();
  for (const brand of brands) {
    for (const page of [1, 2]) {
      const result = await postJson(url, '/api/product/search-product', {
        brand,
        page,
        pageSize: 60,
      });
      for (const item of result.items) params.add(item.param);
    }
  }
  return { brands, params: [...params] };
}

export const SIZES = [
  [265, 65, 17],
  [185, 60, 15],
  [205, 55, 16],
  [215, 55, 17],
  [195, 65, 15],
  [225, 65, 17],
  [245, 70, 16],
  [265, 60, 18],
  [185, 65, 15],
  [235, 55, 18],
];
export const KEYWORDS = [
  'มิชลิน',
  '2656517',
  '265/65R17',
  'primacy',
  'บริดจสโตน',
  '205 55 16',
  'ecopia',
];
export const SORTS = ['popular', 'price_asc', 'price_desc', 'newest'];

function searchBody({ brands }) {
  const body = { sort: pick(SORTS), page: 1 + Math.floor(random() * 3) };
  const kind = random();
  if (kind < 0.3) body.brand = pick(brands);
  else if (kind < 0.6) [body.width, body.ratio, body.diameter] = pick(SIZES);
  else if (kind < 0.75) body.k = pick(KEYWORDS);
  else if (kind < 0.9) {
    body.brand = pick(brands);
    [body.width, body.ratio, body.diameter] = pick(SIZES);
  } else body.diameter = pick(SIZES)[2];
  if (random() < 0.2) body.inStock = '1';
  return body;
}

function percentile(sorted, p) {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** One scenario: autocannon with a fresh body per request; latency percentiles from every response. */
export async function runScenario(options) {
  const urls = serverUrls(options.url);
  if (urls.length === 1) return runOneScenario(options);
  // The load shared between the servers, as a round-robin balancer would; one row for them all.
  const parts = await Promise.all(
    urls.map((url) =>
      runOneScenario({
        ...options,
        url,
        connections: Math.max(1, Math.round(options.connections / urls.length)),
        keepTimes: true,
      }),
    ),
  );
  const times = parts.flatMap((part) => part.times).sort((a, b) => a - b);
  const seconds = Math.max(...parts.map((part) => part.seconds));
  return {
    ...scenarioRow(options.name, times, seconds),
    errors: parts.reduce((n, part) => n + part.row.errors, 0),
    non2xx: parts.reduce((n, part) => n + part.row.non2xx, 0),
  };
}

function scenarioRow(name, times, seconds) {
  return {
    scenario: name,
    requests: times.length,
    'req/s': Math.round(times.length / seconds),
    'p50 ms': Number(percentile(times, 50).toFixed(1)),
    'p95 ms': Number(percentile(times, 95).toFixed(1)),
    'p99 ms': Number(percentile(times, 99).toFixed(1)),
    'p99.9 ms': Number(percentile(times, 99.9).toFixed(1)),
  };
}

async function runOneScenario({
  url,
  name,
  path: requestPath,
  makeBody,
  duration,
  connections,
  headers = {},
  makeHeaders = () => ({}),
  keepTimes = false,
}) {
  const times = [];
  /** Per second of the run: responses and those slower than 50 ms (--timeline prints them). */
  const seconds = [];
  const startedAt = Date.now();
  let non2xx = 0;
  const instance = autocannon({
    url,
    connections,
    duration,
    requests: [
      {
        method: 'POST',
        path: requestPath,
        setupRequest: (request) => ({
          ...request,
          headers: {
            ...headers,
            ...makeHeaders(),
            'content-type': 'application/json',
            'x-forwarded-for': randomIp(),
          },
          body: JSON.stringify(makeBody()),
        }),
      },
    ],
  });
  /** Times after the first second (its 50 new connections are slow even with no writes). */
  const settled = [];
  instance.on('response', (_client, statusCode, _bytes, responseTime) => {
    times.push(responseTime);
    const second = Math.floor((Date.now() - startedAt) / 1000);
    if (second > 0) settled.push(responseTime);
    seconds[second] ??= { responses: 0, slow: 0, worst: 0 };
    seconds[second].responses += 1;
    if (responseTime > 50) seconds[second].slow += 1;
    seconds[second].worst = Math.max(seconds[second].worst, responseTime);
    if (statusCode < 200 || statusCode >= 300) non2xx += 1;
  });
  const result = await instance;
  if (process.argv.includes('--timeline')) {
    console.log(`${name}, per second: responses, slower than 50 ms, slowest (ms)`);
    console.log(
      seconds
        .map((s, i) => `${i}: ${s?.responses ?? 0} ${s?.slow ?? 0} ${Math.round(s?.worst ?? 0)}`)
        .join(' | '),
    );
    settled.sort((a, b) => a - b);
    console.log(`${name}: p99.9 after the first second ${percentile(settled, 99.9).toFixed(1)} ms`);
  }
  times.sort((a, b) => a - b);
  const row = {
    ...scenarioRow(name, times, result.duration),
    errors: result.errors + result.timeouts,
    non2xx,
  };
  return keepTimes ? { row, times, seconds: result.duration } : row;
}

export async function runCatalogBench({
  url,
  duration = 20,
  connections = 50,
  spawnedAt = null,
  onScenario,
  only = null,
}) {
  await waitUntilWarm(url, undefined, spawnedAt);
  const sample = await sampleCatalogue(serverUrls(url)[0]);
  console.log(
    `catalogue sample: ${sample.brands.length} brands, ${sample.params.length} tyre params; ${connections} connections, ${duration} s each`,
  );
  // `only`: the scenarios to run (names; null: all).
  const runs = (name) => only === null || only.includes(name);
  let search = null;
  if (runs('search-product')) {
    // A short warm-up fills the connection pool and the JIT before measuring.
    await runScenario({
      url,
      name: 'warm-up',
      path: '/api/product/search-product',
      makeBody: () => searchBody(sample),
      duration: 3,
      connections: 10,
    });
    // onScenario(name): told as each measured scenario starts (the mixed bench splits its lags).
    onScenario?.('search-product');
    search = await runScenario({
      url,
      name: 'search-product',
      path: '/api/product/search-product',
      makeBody: () => searchBody(sample),
      duration,
      connections,
    });
  }
  const detail = {
    url,
    path: '/api/product/get-product-detail',
    // The page asks for 20 shops at a time (decision 0113); one view in ten asks for the next.
    makeBody: () => ({
      param: pick(sample.params),
      sort: random() < 0.8 ? 'price' : 'distance',
      ...(random() < 0.1 ? { offset: 20 } : {}),
    }),
    // A shopper who shared a location (Bangkok): offers carry distances.
    headers: { locationdata: JSON.stringify({ latitude: 13.7563, longitude: 100.5018 }) },
  };
  const rows = search ? [search] : [];
  if (runs('get-product-detail')) {
    // The tyre page's own warm-up, as search-product's and the shops' (decision 0129): its first
    // second compiled the page's code under 50 connections (20–39 answers over 50 ms).
    await runScenario({ ...detail, name: 'warm-up', duration: 3, connections: 10 });
    onScenario?.('get-product-detail');
    rows.push(await runScenario({ ...detail, name: 'get-product-detail', duration, connections }));
  }
  console.table(rows);
  return rows;
}

export function option(name, fallback) {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 && process.argv[i + 1] ? process.argv[i + 1] : fallback;
}

/**
 * A scenario script run on its own: against --url, or a server it starts on DATABASE_URL (the
 * bench database by default) and stops afterwards.
 */
export async function runStandalone(scenario) {
  const duration = Number(option('duration', '20'));
  const connections = Number(option('connections', '50'));
  let url = option('url');
  let server;
  if (!url) {
    server = await startServer(process.env.DATABASE_URL ?? DEFAULT_BENCH_DATABASE_URL);
    url = server.url;
  }
  try {
    await scenario({ url, duration, connections, spawnedAt: server?.spawnedAt });
  } finally {
    await server?.stop();
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await runStandalone(runCatalogBench);
}
