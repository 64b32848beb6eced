// The tyre-page copy on its own (decisions 0124, 0128): loads every page from DATABASE_URL in
// this process, then commits the mixed bench's 5,000-offer stock change (bench/mixed-writes.mjs:
// the same offers, qty 0 in one statement) and puts the quantities back, a few times over. For
// each change: the time until every kept page shows it (the log read, the offers read again, the
// pages rewritten), the process's CPU time in that, the bytes of buffers it allocated and the
// collector's pauses meanwhile. No HTTP: what the rewrite costs the server's one thread.
//
//   DATABASE_URL=… node --import tsx bench/tyre-page-rewrite.ts [--rounds 3]

import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { PerformanceObserver } from 'node:perf_hooks';
import pg from 'pg';
import { openPostgres } from '../apps/server/src/db/client';
import { TyrePages } from '../apps/server/src/modules/catalog/product-detail.tyre-pages';
import { DEFAULT_BENCH_DATABASE_URL, option } from './catalog.mjs';
import { BULK_ROWS, sampleOffers } from './mixed-writes.mjs';

const rounds = Number(option('rounds', '3'));

const url = process.env.DATABASE_URL ?? DEFAULT_BENCH_DATABASE_URL;
const database = await openPostgres(url, 4);
/** The writer's own connection, as a shop's would be. */
const pool = new pg.Pool({ connectionString: url, max: 1 });

const pages = new TyrePages(database.db, { checkEveryMs: 0 });
let started = performance.now();
await pages.loadAll();
console.log(
  `loaded ${pages.size} tyre pages, ${Math.round(pages.bytes / 1024 / 1024)} MB, in ${Math.round(performance.now() - started)} ms`,
);

// The mixed bench's bulk change: its first 5,000 sampled offers.
const bulk: { id: number; product_id: number; qty: number }[] = await sampleOffers(pool, BULK_ROWS);
const tyres = new Set(bulk.map((o) => o.product_id));
const kept = [...tyres].filter((id) => pages.isKept(id)).length;
console.log(`${bulk.length} offers of ${tyres.size} tyres (${kept} kept)`);

let gcMs = 0;
let gcCount = 0;
let gcMajor = 0;
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) {
    gcMs += entry.duration;
    gcCount += 1;
    // kind 4: mark-sweep-compact (NODE_PERFORMANCE_GC_MAJOR)
    if ((entry as unknown as { detail?: { kind?: number } }).detail?.kind === 4) gcMajor += 1;
  }
}).observe({ entryTypes: ['gc'] });

const ids = bulk.map((o) => o.id);
const qtys = bulk.map((o) => o.qty);
const anyTyre = bulk[0].product_id;

async function timed(label: string, write: () => Promise<unknown>) {
  await write();
  gcMs = 0;
  gcCount = 0;
  gcMajor = 0;
  const rewritten = pages.rewrites.pages;
  const buffersBefore = process.memoryUsage().arrayBuffers;
  const cpu = process.cpuUsage();
  started = performance.now();
  await pages.get(anyTyre); // checkEveryMs 0: every change read and every page rewritten
  const ms = performance.now() - started;
  const used = process.cpuUsage(cpu);
  const buffers = process.memoryUsage().arrayBuffers - buffersBefore;
  await new Promise((r) => setTimeout(r, 50)); // the observer's last entries
  console.log(
    `${label.padEnd(10)} ${String(pages.rewrites.pages - rewritten).padStart(5)} pages  ${ms.toFixed(0).padStart(5)} ms  cpu ${((used.user + used.system) / 1000).toFixed(0).padStart(5)} ms  buffers +${(buffers / 1024 / 1024).toFixed(0)} MB  gc ${gcCount} (${gcMajor} full) ${gcMs.toFixed(0)} ms`,
  );
}

// BENCH_CPU_PROF=file: a CPU profile of the rewrites alone (not the load), for DevTools.
const profile = process.env.BENCH_CPU_PROF ? new Session() : null;
if (profile) {
  profile.connect();
  await profile.post('Profiler.enable');
  await profile.post('Profiler.start');
}
for (let r = 0; r < rounds; r++) {
  await timed('qty 0', () =>
    pool.query('update seller_products set qty = 0, updated_at = now() where id = any($1::int[])', [
      ids,
    ]),
  );
  await timed('qty back', () =>
    pool.query(
      `update seller_products sp set qty = b.qty, updated_at = now()
         from unnest($1::int[], $2::int[]) as b(id, qty) where sp.id = b.id`,
      [ids, qtys],
    ),
  );
}
if (profile && process.env.BENCH_CPU_PROF) {
  const { profile: taken } = await profile.post('Profiler.stop');
  writeFileSync(process.env.BENCH_CPU_PROF, JSON.stringify(taken));
}
console.log(`rss ${Math.round(process.memoryUsage().rss / 1024 / 1024)} MB`);
await Promise.all([database.close(), pool.end()]);
