// What the listing copy reads and prices for the 4-fitted totals when shops write (decision
// 0171): for one single-offer write and for the mixed bench's 5,000-offer stock change, the totals
// of every offer of the touched tyres (the copy before 0171: findSetTotals by tyre) against only
// the written offers (findOfferTotals by id). No server; times and the event loop's longest
// stall while each runs.
//
//   DATABASE_URL=… node --import tsx bench/listing-catch-up.ts

import { monitorEventLoopDelay } from 'node:perf_hooks';
import pg from 'pg';
import { openPostgres } from '../apps/server/src/db/client';
import { bangkokToday } from '../apps/server/src/lib/time';
import { freshSinceOn } from '../apps/server/src/modules/catalog/card-index.repository';
import {
  findOfferTotals,
  findSetTotals,
} from '../apps/server/src/modules/catalog/card-index.totals';
import { DEFAULT_BENCH_DATABASE_URL } from './catalog.mjs';
import { BULK_ROWS, sampleOffers } from './mixed-writes.mjs';

const url = process.env.DATABASE_URL ?? DEFAULT_BENCH_DATABASE_URL;
const pool = new pg.Pool({ connectionString: url, max: 2 });
const handle = await openPostgres(url, 4);
const db = handle.db;
const today = bangkokToday(new Date());
const since = freshSinceOn(today);

const offers = (await sampleOffers(pool, BULK_ROWS)) as { id: number; product_id: number }[];
const tyres = [...new Set(offers.map((o) => o.product_id))];

async function measure(name: string, run: () => Promise<unknown>) {
  const delay = monitorEventLoopDelay({ resolution: 5 });
  delay.enable();
  const at = performance.now();
  const cpu = process.cpuUsage();
  await run();
  const ms = performance.now() - at;
  const used = process.cpuUsage(cpu);
  delay.disable();
  console.log(
    `${name}: ${ms.toFixed(0)} ms wall, ${((used.user + used.system) / 1000).toFixed(0)} ms CPU, longest event-loop stall ${(delay.max / 1e6).toFixed(1)} ms`,
  );
}

console.log(
  `${offers.length} offers on ${tyres.length} tyres; load average ${(await import('node:os'))
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' / ')}`,
);
await measure('one write, every offer of its tyre (before 0171)', () =>
  findSetTotals(db, today, since, [offers[0].product_id]),
);
await measure('one write, the written offer (0171)', () =>
  findOfferTotals(db, today, [offers[0].id]),
);
await measure(
  `${BULK_ROWS}-offer change, every offer of its ${tyres.length} tyres (before 0171)`,
  () => findSetTotals(db, today, since, tyres),
);
await measure(`${BULK_ROWS}-offer change, the written offers (0171)`, () =>
  findOfferTotals(
    db,
    today,
    offers.map((o) => o.id),
  ),
);
await pool.end();
await handle.close();
