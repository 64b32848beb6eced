// The listing copy's whole load (decisions 0060, 0165): reads every listed tyre's row and
// promotion groups and, with `--totals on`, the 4-fitted totals (findSetTotals: every counted
// offer with its services and promotions, priced by the cart's builder, kept for the fresh
// summaries, decision 0183), then makes the copy.
// Prints the read and build times and the copy's heap (after a GC). For before/after:
//
//   DATABASE_URL=… farm-bench -n 3 --timeout 900 --vs 'node --expose-gc --import tsx bench/listing-load.ts --totals off' \
//     -- node --expose-gc --import tsx bench/listing-load.ts --totals on

import { openPostgres } from '../apps/server/src/db/client';
import { bangkokToday } from '../apps/server/src/lib/time';
import { KeptOffers } from '../apps/server/src/modules/catalog/card-index.offers';
import {
  findIndexPromotions,
  findIndexRows,
  freshSinceOn,
} from '../apps/server/src/modules/catalog/card-index.repository';
import { CardIndex } from '../apps/server/src/modules/catalog/card-index.search';
import {
  findSetTotals,
  type SetTotals,
} from '../apps/server/src/modules/catalog/card-index.totals';
import { DEFAULT_BENCH_DATABASE_URL } from './catalog.mjs';

const i = process.argv.indexOf('--totals');
const withTotals = (i > 0 ? process.argv[i + 1] : 'on') !== 'off';
const database = await openPostgres(process.env.DATABASE_URL ?? DEFAULT_BENCH_DATABASE_URL, 4);
const { db } = database;
const gc = (globalThis as { gc?: () => void }).gc ?? (() => {});
const today = bangkokToday();
const since = freshSinceOn(today);

const started = performance.now();
const [rows, promotions] = await Promise.all([
  findIndexRows(db),
  findIndexPromotions(db, today, since),
]);
const rowsMs = performance.now() - started;
const kept = new KeptOffers();
const totals: SetTotals = withTotals
  ? await findSetTotals(db, today, since, undefined, undefined, {
      priced: new Map(),
      offers: (tyres, offers) => kept.setTyres(tyres, offers),
    })
  : new Map();
await kept.addFresh(rows, since);
const totalsMs = performance.now() - started - rowsMs;
gc();
const before = process.memoryUsage().heapUsed;
const index = await CardIndex.of({ rows, promotions, totals });
const builtMs = performance.now() - started - rowsMs - totalsMs;
gc();
const heapMb = (process.memoryUsage().heapUsed - before) / 2 ** 20;
const offers = await db.execute<{ n: number }>(
  'select count(*)::int as n from seller_products' as never,
);
console.log(
  JSON.stringify({
    totals: withTotals,
    offers: offers.rows[0]?.n,
    tyres: index.size,
    withTotal: totals.size,
    rowsMs: Math.round(rowsMs),
    totalsMs: Math.round(totalsMs),
    buildMs: Math.round(builtMs),
    copyHeapMb: Number(heapMb.toFixed(1)),
  }),
);
await database.close();
