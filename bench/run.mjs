#!/usr/bin/env node
// npm run bench — the load scenarios under bench/ (ARCHITECTURE "benchmarks": throughput and
// latency, not timed tests). Makes sure the bench database holds the data set (idempotent
// generator) and at least 20,000 shops, then runs the catalogue and nearest-shop scenarios against
// a server it starts, or against --url.
//
//   npm run bench -- [--create-db] [--offers 100000] [--stores 20000] [--url http://host:port]
//                    [--duration 20] [--connections 50] [--servers 2]
//   npm run bench -- mixed [same options]: the same reads while shops write (bench/mixed-writes.mjs)
//   --neighbour: one core kept busy by unrelated work while the scenarios measure (bench/neighbour.mjs)
//   --scenarios get-product-detail: only these (comma apart: search-product, get-product-detail,
//   search-store); every one by default
//
// --servers N starts N servers (one process each) on the one database, on N ports, and shares the
// load between them as a round-robin balancer would; every write must show on each of them
// (issue 33 item 6). --url may also name several servers, comma apart.
//
// DATABASE_URL names the bench database (default postgres://postgres@127.0.0.1:5432/yangdee_bench).

import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_BENCH_DATABASE_URL, runCatalogBench, startServer } from './catalog.mjs';
import { startNeighbour } from './neighbour.mjs';
import { runStoreBench } from './stores.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const argv = process.argv.slice(2);
// npm run bench -- lighthouse [...]: Lighthouse mobile on the shopper's pages (bench/lighthouse.mjs).
if (argv[0] === 'lighthouse') {
  await import('./lighthouse.mjs');
  process.exit(process.exitCode ?? 0);
}
const option = (name, fallback) => {
  const i = argv.indexOf(`--${name}`);
  return i >= 0 && argv[i + 1] ? argv[i + 1] : fallback;
};

const databaseUrl = process.env.DATABASE_URL ?? DEFAULT_BENCH_DATABASE_URL;
let url = option('url');
const duration = Number(option('duration', '20'));
const connections = Number(option('connections', '50'));

const serverCount = Number(option('servers', '1'));
let servers = [];
if (!url) {
  const generate = spawnSync(
    process.execPath,
    [
      '--import',
      'tsx',
      'bench/generate-offers.ts',
      '--offers',
      option('offers', '100000'),
      ...(argv.includes('--create-db') ? ['--create-db'] : []),
    ],
    { cwd: root, stdio: 'inherit', env: { ...process.env, DATABASE_URL: databaseUrl } },
  );
  if (generate.status !== 0) process.exit(generate.status ?? 1);
  const shops = spawnSync(
    process.execPath,
    ['--import', 'tsx', 'bench/generate-stores.ts', '--stores', option('stores', '20000')],
    { cwd: root, stdio: 'inherit', env: { ...process.env, DATABASE_URL: databaseUrl } },
  );
  if (shops.status !== 0) process.exit(shops.status ?? 1);
  servers = await Promise.all(
    Array.from({ length: serverCount }, () =>
      startServer(databaseUrl, serverCount > 1 ? { workers: 1 } : {}),
    ),
  );
  url = servers.map((server) => server.url).join(',');
}
const server = servers[0];
// Started once the servers are up (their start is not what is measured), stopped at the end.
const neighbour = argv.includes('--neighbour') ? startNeighbour() : null;
if (neighbour) console.log('a neighbour keeps one core busy while the scenarios measure');

try {
  if (argv[0] === 'mixed') {
    console.log(`\nreads while shops write, against ${url.replaceAll(',', ' and ')}`);
    const { runMixedBench } = await import('./mixed-writes.mjs');
    await runMixedBench({ url, duration, connections, databaseUrl });
  } else await runAll();
} finally {
  if (neighbour) {
    const busy = await neighbour.stop();
    const load = busy.load.map((l) => l.toFixed(2)).join(' / ');
    console.log(
      `neighbour: ${busy.roundsPerSecond} rounds/s for ${busy.seconds.toFixed(0)} s; load average ${load}`,
    );
  }
  await Promise.all(servers.map((one) => one.stop()));
}

async function runAll() {
  console.log(`\ncatalogue scenarios against ${url.replaceAll(',', ' and ')}`);
  const only = option('scenarios')?.split(',') ?? null;
  const rows = await runCatalogBench({
    url,
    duration,
    connections,
    spawnedAt: server?.spawnedAt,
    only,
  });
  let store = null;
  if (only === null || only.includes('search-store')) {
    console.log(`\nnearest-shop scenario against ${url}`);
    store = await runStoreBench({ url, duration, connections });
  }
  // Targets (issue [2/6] and [3/6] "Speed"): catalogue p95 < 50 ms, nearest shops p95 < 30 ms.
  const all = store ? [...rows, store] : rows;
  const slow = [
    ...rows.filter((row) => row['p95 ms'] >= 50),
    ...(store && store['p95 ms'] >= 30 ? [store] : []),
    ...all.filter((row) => row.errors > 0 || row.non2xx > 0),
  ];
  if (slow.length > 0) {
    console.log(`over target or failing: ${[...new Set(slow.map((r) => r.scenario))].join(', ')}`);
    process.exitCode = 1;
  } else {
    console.log('targets met: catalogue p95 < 50 ms, nearest shops p95 < 30 ms, no errors');
  }
}
