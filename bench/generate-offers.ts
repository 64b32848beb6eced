// Data-scale generator for the catalogue benchmarks (issue [2/6] "Speed"): grows a PostgreSQL
// database to at least 100,000 offers (seller products) with synthetic but realistic rows — every
// tyre pattern made in all the sizes its family comes in, and more shops across the provinces,
// each carrying 60–140 tyres of the brands it stocks at market prices (the seed's price model).
// Deterministic: the same arguments always give the same rows (seeded PRNG of the demo data).
//
//   npx tsx bench/generate-offers.ts [--create-db] [--offers 100000] [--database-url URL]
//
// DATABASE_URL (or --database-url) names the database; with --create-db it is created first
// (LOCALE 'C.UTF-8', TEMPLATE template0 — Thai trigram search needs a UTF-8 ctype). The database is
// migrated and seeded when empty, then topped up; running it again adds nothing.

import { sql } from 'drizzle-orm';
import pg from 'pg';
import { type Db, openPostgres } from '../apps/server/src/db/client';
import { migrateDatabase } from '../apps/server/src/db/migrate';
import { products } from '../apps/server/src/db/schema/catalog';
import {
  sellerProductServices,
  sellerProducts,
  sellerProductWarranties,
  sellerServices,
  sellerWarranties,
} from '../apps/server/src/db/schema/offers';
import { storeSettings, stores } from '../apps/server/src/db/schema/stores';
import { CURRENT_YEAR, type ProductInfo, slugify } from '../apps/server/src/db/seed/build-catalog';
import { offerPriceBaht } from '../apps/server/src/db/seed/build-offers';
import { type BrandSeed, brandSeeds } from '../apps/server/src/db/seed/data/brands';
import { provinceSeeds } from '../apps/server/src/db/seed/data/provinces';
import {
  storeNamePrefixes,
  storeTradeWords,
  streetNames,
} from '../apps/server/src/db/seed/data/store-names';
import { type TyreModelSeed, tyreModelSeeds } from '../apps/server/src/db/seed/data/tyre-models';
import { type TyreSizeSeed, tyreSizeSeeds } from '../apps/server/src/db/seed/data/tyre-sizes';
import { isDatabaseSeeded } from '../apps/server/src/db/seed/is-seeded';
import { createRng, SEED } from '../apps/server/src/db/seed/prng';
import { seedDatabase } from '../apps/server/src/db/seed/seed';
import { loadAddressAreas } from '../apps/server/src/db/seed/thai-address';
import { pruneChanges } from '../apps/server/src/modules/catalog/product-detail.changes';
import { benchDatabaseUrl, hasFlag, option, scalar } from './bench-args';

const url = benchDatabaseUrl;
const targetOffers = Number(option('offers') ?? 100_000);
const CHUNK = 1000;
const STATUS_CODES = [1, 3, 2, 4] as const; // LIMITED, FACTORY, SUBLET, NOTSALE (spec 4)
const STATUS_WEIGHTS = [70, 15, 10, 5];

async function createDatabaseIfMissing(databaseUrl: string): Promise<void> {
  const target = new URL(databaseUrl);
  const name = decodeURIComponent(target.pathname.replace(/^\//, ''));
  if (!/^[a-zA-Z0-9_]+$/.test(name)) throw new Error(`unsupported database name: ${name}`);
  const admin = new URL(databaseUrl);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount === 0) {
      await client.query(`CREATE DATABASE "${name}" LOCALE 'C.UTF-8' TEMPLATE template0`);
      console.log(`created database ${name} (LOCALE 'C.UTF-8')`);
    }
  } finally {
    await client.end();
  }
}

async function insertChunked<T extends Record<string, unknown>>(
  db: Db,
  table: Parameters<Db['insert']>[0],
  rows: T[],
): Promise<void> {
  for (let i = 0; i < rows.length; i += CHUNK) {
    await db.insert(table).values(rows.slice(i, i + CHUNK) as never);
  }
}

/** Every tyre pattern in all the sizes of its family (the seed makes 6–13 per pattern). */
async function addProducts(db: Db): Promise<void> {
  const result = (await db.execute(sql`
    select m.id as model_id, m.name, b.slug as brand_slug, s.label
    from tyre_models m join brands b on b.id = m.brand_id
    left join products p on p.tyre_model_id = m.id
    left join tyre_sizes s on s.id = p.tyre_size_id`)) as unknown as {
    rows: Array<{ model_id: number; name: string; brand_slug: string; label: string | null }>;
  };
  const sizeIds = (await db.execute(sql`select id, label from tyre_sizes`)) as unknown as {
    rows: Array<{ id: number; label: string }>;
  };
  const sizeIdByLabel = new Map(sizeIds.rows.map((r) => [r.label, r.id]));
  const made = new Map<number, { seed: TyreModelSeed; labels: Set<string> }>();
  for (const row of result.rows) {
    const seed = tyreModelSeeds.find((m) => m.brandSlug === row.brand_slug && m.name === row.name);
    if (!seed) continue;
    const entry = made.get(row.model_id) ?? { seed, labels: new Set<string>() };
    if (row.label) entry.labels.add(row.label);
    made.set(row.model_id, entry);
  }
  const rng = createRng(SEED).fork('bench-products');
  const rows: Array<typeof products.$inferInsert> = [];
  for (const [modelId, { seed, labels }] of made) {
    for (const size of tyreSizeSeeds) {
      if (labels.has(size.label) || !size.groups.some((g) => seed.groups.includes(g))) continue;
      const sizeId = sizeIdByLabel.get(size.label);
      if (!sizeId) continue;
      const compact = `${size.width}${size.ratio}${size.diameter}`;
      rows.push({
        tyreModelId: modelId,
        tyreSizeId: sizeId,
        loadIndex: size.loadIndex,
        speedRating:
          seed.types.includes('sport') && 'STH'.includes(size.speedRating) ? 'V' : size.speedRating,
        productionYear: rng.chance(0.8) ? CURRENT_YEAR : CURRENT_YEAR - 1,
        sku: `${seed.brandSlug}-${slugify(seed.name)}-${compact}`.toUpperCase().slice(0, 60),
        isRunflat: seed.types.includes('runflat'),
        viewCount: rng.int(5, 200),
        searchCount: rng.int(1, 60),
        soldCount: rng.int(0, 20),
      });
    }
  }
  await insertChunked(db, products, rows);
  console.log(`added ${rows.length} products (every pattern in every size of its family)`);
}

async function loadProductInfo(db: Db): Promise<ProductInfo[]> {
  const result = (await db.execute(sql`
    select p.id, p.production_year, m.name, b.slug as brand_slug, s.label
    from products p join tyre_models m on m.id = p.tyre_model_id
    join brands b on b.id = m.brand_id join tyre_sizes s on s.id = p.tyre_size_id
    where p.is_active order by p.id`)) as unknown as {
    rows: Array<{
      id: number;
      production_year: number;
      name: string;
      brand_slug: string;
      label: string;
    }>;
  };
  const brandBySlug = new Map(brandSeeds.map((b) => [b.slug, b]));
  const sizeByLabel = new Map(tyreSizeSeeds.map((s) => [s.label, s]));
  const infos: ProductInfo[] = [];
  for (const r of result.rows) {
    const brand = brandBySlug.get(r.brand_slug) as BrandSeed | undefined;
    const model = tyreModelSeeds.find((m) => m.brandSlug === r.brand_slug && m.name === r.name);
    const size = sizeByLabel.get(r.label) as TyreSizeSeed | undefined;
    if (!brand || !model || !size) continue;
    infos.push({
      id: r.id,
      brandSlug: r.brand_slug,
      brand,
      model,
      size,
      productionYear: r.production_year,
    });
  }
  return infos;
}

/** New shops, each stocking 60–140 tyres of the brands it carries, until the target is reached. */
async function addShopsAndOffers(db: Db, infos: ProductInfo[], missing: number): Promise<void> {
  const rng = createRng(SEED).fork(`bench-offers-${targetOffers}`);
  const areas = loadAddressAreas();
  const byBrand = new Map<string, ProductInfo[]>();
  for (const p of infos) byBrand.set(p.brandSlug, [...(byBrand.get(p.brandSlug) ?? []), p]);
  const popular = brandSeeds.filter((b) => b.isPopular).map((b) => b.slug);
  const others = brandSeeds.filter((b) => !b.isPopular).map((b) => b.slug);

  let storeId = await scalar(db, sql`select coalesce(max(id), 0) as n from stores`);
  let offerId = await scalar(db, sql`select coalesce(max(id), 0) as n from seller_products`);
  let serviceId = await scalar(db, sql`select coalesce(max(id), 0) as n from seller_services`);
  let warrantyId = await scalar(db, sql`select coalesce(max(id), 0) as n from seller_warranties`);

  let added = 0;
  while (added < missing) {
    const storeRows: Array<typeof stores.$inferInsert> = [];
    const settingRows: Array<typeof storeSettings.$inferInsert> = [];
    const serviceRows: Array<typeof sellerServices.$inferInsert> = [];
    const warrantyRows: Array<typeof sellerWarranties.$inferInsert> = [];
    const offerRows: Array<typeof sellerProducts.$inferInsert> = [];
    const serviceLinks: Array<typeof sellerProductServices.$inferInsert> = [];
    const warrantyLinks: Array<typeof sellerProductWarranties.$inferInsert> = [];

    for (let s = 0; s < 100 && added < missing; s++) {
      storeId += 1;
      const province = rng.weighted(
        provinceSeeds,
        provinceSeeds.map((p) => p.storeWeight),
      );
      const area = rng.pick(areas.get(province.nameTh) ?? []);
      const spread = province.nameTh === 'กรุงเทพมหานคร' ? 0.09 : 0.045;
      const isDelivery = rng.chance(0.45);
      storeRows.push({
        id: storeId,
        link: `store-${storeId}`,
        code: `YD${String(storeId).padStart(5, '0')}`,
        name: `${rng.pick(storeNamePrefixes)} ${rng.pick(storeTradeWords)}`,
        legalName: '',
        address: `${rng.int(1, 399)}/${rng.int(1, 99)} ${rng.pick(streetNames)}`,
        subDistrict: area?.subDistrict ?? '',
        district: area?.district ?? '',
        province: area?.province ?? province.nameTh,
        postCode: area?.postCode ?? '',
        tel: `0${rng.pick(['2', '3', '5', '7'])}${rng.int(1000000, 9999999)}`,
        latitude: Number((province.latitude + (rng.next() * 2 - 1) * spread).toFixed(6)),
        longitude: Number((province.longitude + (rng.next() * 2 - 1) * spread).toFixed(6)),
        openTimeHtml: '<p>จันทร์ - เสาร์ 08:00 - 18:00 น.</p>',
        hasTireBalancing: true,
        isDeliveryEnabled: isDelivery,
      });
      settingRows.push({ storeId, prepareDays: rng.int(0, 2) });
      serviceId += 1;
      serviceRows.push({
        id: serviceId,
        storeId,
        title: 'ถ่วงล้อและเติมลมไนโตรเจน',
        description: 'ฟรีเมื่อเปลี่ยนยางที่ร้าน',
        orderType: 1,
      });
      warrantyId += 1;
      warrantyRows.push({
        id: warrantyId,
        storeId,
        title: 'รับประกันคุณภาพยางตามเงื่อนไขผู้ผลิต',
        remark: 'รับประกันความเสียหายจากการผลิต นับจากวันที่ติดตั้ง',
      });

      const carried = [...rng.sample(popular, rng.int(4, 8)), ...rng.sample(others, rng.int(1, 4))];
      const pool = carried.flatMap((slug) => byBrand.get(slug) ?? []);
      const picked = rng.sample(pool, Math.min(rng.int(60, 140), missing - added));
      const storeFactor = 0.95 + rng.next() * 0.1;
      for (const info of picked) {
        offerId += 1;
        added += 1;
        const status = rng.weighted(STATUS_CODES, STATUS_WEIGHTS);
        const price = offerPriceBaht(info, storeFactor);
        const delivery = isDelivery && rng.chance(0.8);
        offerRows.push({
          id: offerId,
          storeId,
          productId: info.id,
          priceSatang: price * 100,
          priceDeliverySatang: delivery ? (price + rng.pick([0, 0, 50, 100])) * 100 : null,
          qty: status === 1 ? rng.int(4, 40) : 0,
          status,
          isDisplay: status !== 4 || rng.chance(0.3),
          productionYear: info.productionYear,
          productionWeek: rng.int(1, info.productionYear === CURRENT_YEAR ? 44 : 52),
          isDeliveryAvailable: delivery,
          prepareDays: status === 3 || status === 2 ? rng.int(2, 5) : null,
        });
        serviceLinks.push({ sellerProductId: offerId, sellerServiceId: serviceId });
        warrantyLinks.push({ sellerProductId: offerId, sellerWarrantyId: warrantyId });
      }
    }
    await db.transaction(async (tx) => {
      const t = tx as unknown as Db;
      await insertChunked(t, stores, storeRows);
      await insertChunked(t, storeSettings, settingRows);
      await insertChunked(t, sellerServices, serviceRows);
      await insertChunked(t, sellerWarranties, warrantyRows);
      await insertChunked(t, sellerProducts, offerRows);
      await insertChunked(t, sellerProductServices, serviceLinks);
      await insertChunked(t, sellerProductWarranties, warrantyLinks);
    });
    process.stdout.write(`\r  ${added} / ${missing} offers`);
  }
  process.stdout.write('\n');
  for (const table of ['stores', 'seller_products', 'seller_services', 'seller_warranties']) {
    await db.execute(
      sql.raw(
        `select setval(pg_get_serial_sequence('"${table}"', 'id'), coalesce((select max(id) from "${table}"), 0) + 1, false)`,
      ),
    );
  }
}

if (hasFlag('create-db')) await createDatabaseIfMissing(url);
const handle = await openPostgres(url, 4);
const started = Date.now();
try {
  await migrateDatabase(handle);
  if (!(await isDatabaseSeeded(handle.db))) {
    await seedDatabase(handle.db);
    console.log('seeded the demo data');
  }
  const before = await scalar(handle.db, sql`select count(*) as n from seller_products`);
  if (before < targetOffers) {
    // Idempotent: only pattern × size pairs that are not made yet are added.
    await addProducts(handle.db);
    const infos = await loadProductInfo(handle.db);
    await addShopsAndOffers(handle.db, infos, targetOffers - before);
    // Every inserted offer logged a catalogue change (~3 million rows at 1,000,000 offers): a
    // server started now would delete them in its first minute, in the middle of a bench run.
    await pruneChanges(handle.db, '0 seconds');
    // The offer summary is rewritten by a trigger for every offer inserted: vacuum the dead
    // row versions away now, as autovacuum would on a live database, so the benchmark does not
    // measure a bulk load's bloat (a 5,000-row summary left at 19 MB took 40 ms to scan).
    await handle.db.execute(sql`vacuum analyze`);
  }
  const counts = (await handle.db.execute(sql`select
      (select count(*) from products) as products,
      (select count(*) from stores) as stores,
      (select count(*) from seller_products) as offers`)) as unknown as {
    rows: Array<Record<string, string>>;
  };
  const c = counts.rows[0];
  console.log(
    `database ready: ${c.products} products, ${c.stores} stores, ${c.offers} offers (${((Date.now() - started) / 1000).toFixed(1)} s)`,
  );
} finally {
  await handle.close();
}
