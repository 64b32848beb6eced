// "Shops near me" on its own (decisions 0059, 0127): loads the shop grid from DATABASE_URL and
// answers the nearest-shops bench's mix (bench/stores.mjs storeBody and nearTown) through the
// server's own search-store service, in this process, no HTTP: CPU time per search, the part of a
// search-store answer the server spends in the grid.
//
//   DATABASE_URL=… node --import tsx bench/nearest-page.ts [--searches 50000]

import { SearchStoreBodySchema } from '@yangdee/contracts/store-search';
import { openPostgres } from '../apps/server/src/db/client';
import {
  searchStores,
  warmNearestStores,
} from '../apps/server/src/modules/stores/store-search.service';
import { DEFAULT_BENCH_DATABASE_URL } from './catalog.mjs';
import { nearTown, storeBody } from './stores.mjs';

const i = process.argv.indexOf('--searches');
const searches = Number(i > 0 ? process.argv[i + 1] : '50000');
/** Long enough that no search reads the shops' version meanwhile (nobody writes here). */
const CHECK_MS = 60_000;

const database = await openPostgres(process.env.DATABASE_URL ?? DEFAULT_BENCH_DATABASE_URL, 2);
await warmNearestStores(database.db, CHECK_MS);
const asked = Array.from({ length: searches }, () => ({
  body: SearchStoreBodySchema.parse(storeBody()),
  point: nearTown(),
}));

let bytes = 0;
for (let round = 0; round < 3; round++) {
  const started = performance.now();
  for (const { body, point } of asked) {
    const answer = await searchStores(database.db, body, point, CHECK_MS);
    bytes += Buffer.isBuffer(answer) ? answer.length : 0;
  }
  const us = ((performance.now() - started) * 1000) / asked.length;
  console.log(`round ${round + 1}: ${us.toFixed(1)} µs a search (${searches} searches)`);
}
console.log(`answer ${Math.round(bytes / 3 / searches)} bytes on average`);
await database.close();
