// A hand-run check of the seed (not part of the test suites, it takes a few seconds):
//   npx tsx apps/server/src/db/seed/seed-check.ts
// Seeds two in-memory PGlite databases, prints row counts and the seed time, checks the
// minimums the product needs and that both databases hold identical data.

import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { openPglite } from '../client';
import { migrateDatabase } from '../migrate';
import { isDatabaseSeeded } from './is-seeded';
import { seedDatabase } from './seed';

const minimums: Record<string, number> = {
  brands: 20,
  tyre_models: 150,
  tyre_sizes: 80,
  car_makes: 15,
  car_models: 100,
  stores: 150,
  seller_products: 5000,
  articles: 12,
  authors: 3,
  promotions: 8,
  reviews: 500,
  tags: 20,
  search_keywords: 30,
};

/** Tables and the columns compared between two seeds (no timestamps-by-default, no salted hashes). */
const fingerprintQueries = [
  'SELECT id, slug, name_th, logo_svg FROM brands ORDER BY id',
  'SELECT id, tyre_model_id, tyre_size_id, load_index, speed_rating, production_year, sku, view_count FROM products ORDER BY id',
  'SELECT id, name, branch_name, province, district, latitude, longitude, weekly_hours, has_nitrogen, rating_average FROM stores ORDER BY id',
  'SELECT id, store_id, product_id, price_satang, qty, status, production_year, created_at FROM seller_products ORDER BY id',
  'SELECT id, store_id, rating, reviewer_name, text, created_at FROM reviews ORDER BY id',
  'SELECT id, key, amount_type, amount_value, top_banner_svg FROM promotions ORDER BY id',
  'SELECT seller_product_id, promotion_id FROM seller_product_promotions ORDER BY 1, 2',
];

async function seedOnce() {
  const handle = await openPglite({});
  await migrateDatabase(handle);
  if (await isDatabaseSeeded(handle.db))
    throw new Error('a fresh database must not count as seeded');
  const started = performance.now();
  await seedDatabase(handle.db);
  const ms = Math.round(performance.now() - started);
  if (!(await isDatabaseSeeded(handle.db)))
    throw new Error('a seeded database must count as seeded');
  return { handle, ms };
}

async function fingerprint(handle: Awaited<ReturnType<typeof openPglite>>): Promise<string> {
  const h = createHash('sha256');
  for (const q of fingerprintQueries) {
    const result = await handle.db.execute(sql.raw(q));
    h.update(JSON.stringify(result.rows));
  }
  return h.digest('hex');
}

const first = await seedOnce();
const tables = await first.handle.db.execute<{ table_name: string }>(
  sql`SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name`,
);
const failures: string[] = [];
console.log(`seed time on PGlite: ${first.ms} ms`);
for (const { table_name } of tables.rows) {
  const r = await first.handle.db.execute<{ n: number }>(
    sql.raw(`SELECT count(*)::int AS n FROM "${table_name}"`),
  );
  const n = r.rows[0].n;
  const min = minimums[table_name];
  if (min !== undefined && n < min) failures.push(`${table_name}: ${n} < ${min}`);
  console.log(
    `${table_name.padEnd(28)} ${String(n).padStart(6)}${min !== undefined ? `  (min ${min})` : ''}`,
  );
}

const q = async <T extends Record<string, unknown>>(text: string) =>
  (await first.handle.db.execute<T>(sql.raw(text))).rows;
const checks: Array<[string, string]> = [
  ['provinces with stores >= 40', `SELECT count(DISTINCT province) >= 40 AS ok FROM stores`],
  ['store provinces are package names', `SELECT bool_and(province <> '') AS ok FROM stores`],
  [
    'Hilux Revo fits 265/65R17',
    `SELECT EXISTS (SELECT 1 FROM car_fitments f JOIN car_models m ON m.id = f.car_model_id JOIN car_makes k ON k.id = m.car_make_id JOIN tyre_sizes s ON s.id = f.tyre_size_id WHERE k.slug = 'toyota' AND m.name = 'Hilux Revo' AND s.label = '265/65R17') AS ok`,
  ],
  ['five promotion amount types', `SELECT count(DISTINCT amount_type) = 5 AS ok FROM promotions`],
  ['four stock statuses', `SELECT count(DISTINCT status) = 4 AS ok FROM seller_products`],
  [
    'seller1 owns 3 stores, full ACL',
    `SELECT count(*) = 3 AS ok FROM staff_memberships m JOIN seller_users u ON u.id = m.seller_user_id WHERE u.username = 'seller1' AND m.is_owner AND (m.acl->>'manageStaff')::boolean`,
  ],
  [
    'staff1 orders only',
    `SELECT bool_and((acl->>'manageOrder')::boolean AND (acl->>'confirmService')::boolean AND (acl->>'confirmDelivery')::boolean AND NOT (acl->>'manageProduct')::boolean AND NOT (acl->>'manageStaff')::boolean) AS ok FROM staff_memberships m JOIN seller_users u ON u.id = m.seller_user_id WHERE u.username = 'staff1'`,
  ],
  [
    'staff1 works at the head office only',
    `SELECT array_agg(m.store_id) = ARRAY[1] AS ok FROM staff_memberships m JOIN seller_users u ON u.id = m.seller_user_id WHERE u.username = 'staff1'`,
  ],
  [
    'demo store has two branches',
    `SELECT count(*) = 2 AS ok FROM stores WHERE parent_store_id = 1`,
  ],
  [
    'admin is platform admin',
    `SELECT bool_and(is_platform_admin) AS ok FROM seller_users WHERE username = 'admin'`,
  ],
  [
    'customer1 with tel',
    `SELECT count(*) = 1 AS ok FROM users WHERE username = 'customer1' AND tel = '0800000001'`,
  ],
  ['repair shops exist', `SELECT count(*) >= 10 AS ok FROM stores WHERE is_repair_shop`],
  ['networks have stores', `SELECT count(DISTINCT network_id) >= 3 AS ok FROM stores`],
  [
    'every size has a product',
    `SELECT NOT EXISTS (SELECT 1 FROM tyre_sizes s WHERE NOT EXISTS (SELECT 1 FROM products p WHERE p.tyre_size_id = s.id)) AS ok`,
  ],
  [
    'sequences moved past seeded ids',
    `SELECT nextval(pg_get_serial_sequence('stores', 'id')) > (SELECT max(id) FROM stores) AS ok`,
  ],
];
for (const [name, query] of checks) {
  const [row] = await q<{ ok: boolean }>(query);
  if (!row?.ok) failures.push(name);
}
const prices = await q(
  `SELECT s.label, b.slug, min(sp.price_satang)/100 AS min_baht, max(sp.price_satang)/100 AS max_baht FROM seller_products sp JOIN products p ON p.id = sp.product_id JOIN tyre_sizes s ON s.id = p.tyre_size_id JOIN tyre_models m ON m.id = p.tyre_model_id JOIN brands b ON b.id = m.brand_id WHERE s.label IN ('185/60R15', '265/65R17', '245/40R19') AND b.slug IN ('michelin', 'deestone', 'bridgestone') GROUP BY 1, 2 ORDER BY 1, 2`,
);
console.table(prices);

const second = await seedOnce();
const [fp1, fp2] = [await fingerprint(first.handle), await fingerprint(second.handle)];
console.log(`fingerprint 1 ${fp1}\nfingerprint 2 ${fp2}\nsecond seed time: ${second.ms} ms`);
if (fp1 !== fp2) failures.push('two seeds differ');
await first.handle.close();
await second.handle.close();

if (failures.length) {
  console.error(`FAILED:\n- ${failures.join('\n- ')}`);
  process.exit(1);
}
console.log('all seed checks passed');
