// The in-memory listing on its own (decision 0060, issue 18 §3): loads the copy from DATABASE_URL
// and answers the catalogue bench's search mix (bench/catalog.mjs searchBody) in this process, no
// HTTP: CPU time per search by kind, the part of a search-product answer the server spends in
// CardIndex.page.
//
//   DATABASE_URL=… node --import tsx bench/listing-page.ts [--searches 20000]

import { SearchProductBodySchema } from '@yangdee/contracts/catalog';
import { openPostgres } from '../apps/server/src/db/client';
import { ListingCopy } from '../apps/server/src/modules/catalog/card-index.copy';
import { CardIndex } from '../apps/server/src/modules/catalog/card-index.search';
import { searchProducts } from '../apps/server/src/modules/catalog/search.service';
import { DEFAULT_BENCH_DATABASE_URL, KEYWORDS, mulberry32, SIZES, SORTS } from './catalog.mjs';

const arg = (name: string, fallback: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? (process.argv[i + 1] ?? fallback) : fallback;
};
const searches = Number(arg('searches', '20000'));
const random = mulberry32(60);
const pick = <T>(list: T[]): T => list[Math.floor(random() * list.length)];

const database = await openPostgres(process.env.DATABASE_URL ?? DEFAULT_BENCH_DATABASE_URL, 4);
const { db } = database;
const brands = (
  await db.execute<{ slug: string }>('select slug from brands where is_active' as never)
).rows.map((r) => r.slug);
const listing = new ListingCopy(db, 60_000);
await listing.fresh();
const source = { fromMemory: true, indexCheckMs: 0, listing };

const bodies: [string, Record<string, unknown>][] = [];
for (let i = 0; i < searches; i++) {
  const body: Record<string, unknown> = { sort: pick(SORTS), page: 1 + Math.floor(random() * 3) };
  const kind = random();
  let name: string;
  if (kind < 0.3) [name, body.brand] = ['brand', pick(brands)];
  else if (kind < 0.6) {
    name = 'size';
    [body.width, body.ratio, body.diameter] = pick(SIZES);
  } else if (kind < 0.75) [name, body.k] = ['keyword', pick(KEYWORDS)];
  else if (kind < 0.9) {
    name = 'brand + size';
    body.brand = pick(brands);
    [body.width, body.ratio, body.diameter] = pick(SIZES);
  } else [name, body.diameter] = ['rim', pick(SIZES)[2]];
  if (random() < 0.2) body.inStock = '1';
  bodies.push([name, body]);
}

// Only the copy's own work is timed (the service around it reads brands from the database).
let pageMs = 0;
const page = CardIndex.prototype.page;
CardIndex.prototype.page = function timed(this: CardIndex, q) {
  const start = performance.now();
  const answer = page.call(this, q);
  pageMs += performance.now() - start;
  return answer;
};

const spent = new Map<string, { n: number; ms: number }>();
for (const round of ['first', 'again']) {
  spent.clear();
  for (const [name, body] of bodies) {
    const parsed = SearchProductBodySchema.parse(body);
    const before = pageMs;
    await searchProducts(db, parsed, source);
    const s = spent.get(name) ?? { n: 0, ms: 0 };
    s.n += 1;
    s.ms += pageMs - before;
    spent.set(name, s);
  }
  console.log(`${round} pass of ${searches} searches (${listing.current()?.size} tyres listed):`);
  console.table(
    [...spent].map(([kind, s]) => ({
      kind,
      searches: s.n,
      'µs a search': Math.round((1000 * s.ms) / s.n),
    })),
  );
}
await database.close();
