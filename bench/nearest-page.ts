// "Shops near me" on its own (decisions 0059, 0127): loads the shop grid from DATABASE_URL and
// answers the nearest-shops bench's mix (bench/stores.mjs: a town's surroundings, tyre shops, one
// in four with a service or repair shops, one in ten the second page) in this process, no HTTP:
// CPU time per search, the part of a search-store answer the server spends in the grid.
//
//   DATABASE_URL=… node --import tsx bench/nearest-page.ts [--searches 50000]

import { openPostgres } from '../apps/server/src/db/client';
import { NearestStoreIndex } from '../apps/server/src/modules/stores/nearest-store-index';
import type { StoreCriteria } from '../apps/server/src/modules/stores/store-search.repository';
import { DEFAULT_BENCH_DATABASE_URL, mulberry32 } from './catalog.mjs';
import { TOWNS } from './stores.mjs';

const i = process.argv.indexOf('--searches');
const searches = Number(i > 0 ? process.argv[i + 1] : '50000');
const random = mulberry32(59);
const pick = <T>(list: T[]): T => list[Math.floor(random() * list.length)];

const database = await openPostgres(process.env.DATABASE_URL ?? DEFAULT_BENCH_DATABASE_URL, 2);
const index = new NearestStoreIndex(database.db, 60_000);
await index.warm();

const asked: { c: StoreCriteria; point: { latitude: number; longitude: number }; page: number }[] =
  [];
for (let n = 0; n < searches; n++) {
  const [lat, lon] = pick(TOWNS as [number, number][]);
  const point = {
    latitude: lat + (random() * 2 - 1) * 0.09,
    longitude: lon + (random() * 2 - 1) * 0.09,
  };
  const c: StoreCriteria = { mode: 'tyre' };
  const kind = random();
  if (kind < 0.15) c.services = ['hasNitrogen'];
  else if (kind < 0.25) c.services = ['hasTireBalancing'];
  else if (kind < 0.33) c.mode = 'repair';
  asked.push({ c, point, page: random() < 0.1 ? 2 : 1 });
}

let bytes = 0;
for (let round = 0; round < 3; round++) {
  const started = performance.now();
  for (const { c, point, page } of asked)
    bytes += (await index.searchJson(c, point, page, 20)).length;
  const us = ((performance.now() - started) * 1000) / asked.length;
  console.log(`round ${round + 1}: ${us.toFixed(1)} µs a search (${searches} searches)`);
}
console.log(`answer ${Math.round(bytes / 3 / searches)} bytes on average`);
await database.close();
