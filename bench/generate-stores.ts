// Data-scale generator for the nearest-shop benchmark (issue [3/6] "Speed"): tops a PostgreSQL
// database up to at least 20,000 active shops spread over Thailand the way cars are (the
// provinces' store weights), with the seed's mix of tyre and repair shops and service flags.
// Deterministic and idempotent: the same target always gives the same rows; running it again
// adds nothing. Run it after generate-offers.ts (which creates, migrates and seeds the database).
//
//   npx tsx bench/generate-stores.ts [--stores 20000] [--database-url URL]

import { sql } from 'drizzle-orm';
import { type Db, openPostgres } from '../apps/server/src/db/client';
import { storeSettings, stores } from '../apps/server/src/db/schema/stores';
import { provinceSeeds } from '../apps/server/src/db/seed/data/provinces';
import {
  storeNamePrefixes,
  storeTradeWords,
  streetNames,
} from '../apps/server/src/db/seed/data/store-names';
import { createRng, SEED } from '../apps/server/src/db/seed/prng';
import { loadAddressAreas } from '../apps/server/src/db/seed/thai-address';
import { pruneChanges } from '../apps/server/src/modules/catalog/product-detail.changes';
import { benchDatabaseUrl, option, scalar } from './bench-args';

const url = benchDatabaseUrl;
const targetStores = Number(option('stores') ?? 20_000);
const CHUNK = 1000;

async function addStores(db: Db, missing: number): Promise<void> {
  const rng = createRng(SEED).fork(`bench-stores-${targetStores}`);
  const areas = loadAddressAreas();
  let storeId = await scalar(db, sql`select coalesce(max(id), 0) as n from stores`);
  for (let done = 0; done < missing; ) {
    const storeRows: Array<typeof stores.$inferInsert> = [];
    const settingRows: Array<typeof storeSettings.$inferInsert> = [];
    for (let i = 0; i < CHUNK && done < missing; i++, done++) {
      storeId += 1;
      const province = rng.weighted(
        provinceSeeds,
        provinceSeeds.map((p) => p.storeWeight),
      );
      const area = rng.pick(areas.get(province.nameTh) ?? []);
      const spread = province.nameTh === 'กรุงเทพมหานคร' ? 0.12 : 0.08;
      // About one shop in four also repairs tyres; one in ten only repairs them.
      const isRepairOnly = rng.chance(0.1);
      storeRows.push({
        id: storeId,
        link: `store-${storeId}`,
        code: `YD${String(storeId).padStart(6, '0')}`,
        name: `${rng.pick(storeNamePrefixes)} ${rng.pick(storeTradeWords)}`,
        address: `${rng.int(1, 399)}/${rng.int(1, 99)} ${rng.pick(streetNames)}`,
        subDistrict: area?.subDistrict ?? '',
        district: area?.district ?? '',
        province: area?.province ?? province.nameTh,
        postCode: area?.postCode ?? '',
        tel: `0${rng.pick(['2', '3', '5', '7'])}${rng.int(1000000, 9999999)}`,
        latitude: Number((province.latitude + (rng.next() * 2 - 1) * spread).toFixed(6)),
        longitude: Number((province.longitude + (rng.next() * 2 - 1) * spread).toFixed(6)),
        openTimeHtml: '<p>จันทร์ - เสาร์ 08:00 - 18:00 น.</p>',
        isTyreShop: !isRepairOnly,
        isRepairShop: isRepairOnly || rng.chance(0.15),
        hasTireBalancing: rng.chance(0.8),
        hasNitrogen: rng.chance(0.5),
        hasPatchMushroom: rng.chance(0.4),
        hasPatchSilkPlug: rng.chance(0.5),
        isDeliveryEnabled: !isRepairOnly && rng.chance(0.4),
        ratingAverage: (3 + rng.next() * 2).toFixed(2),
        ratingCount: rng.int(0, 300),
      });
      settingRows.push({ storeId, prepareDays: rng.int(0, 2) });
    }
    await db.transaction(async (tx) => {
      await tx.insert(stores).values(storeRows);
      await tx.insert(storeSettings).values(settingRows);
    });
    process.stdout.write(`\r  ${done} / ${missing} shops`);
  }
  process.stdout.write('\n');
  await db.execute(
    sql.raw(
      `select setval(pg_get_serial_sequence('"stores"', 'id'), (select max(id) from "stores") + 1, false)`,
    ),
  );
}

const handle = await openPostgres(url, 2);
try {
  const before = await scalar(handle.db, sql`select count(*) as n from stores where is_active`);
  if (before < targetStores) {
    await addStores(handle.db, targetStores - before);
    // Their catalogue changes go too, as bench/generate-offers.ts does.
    await pruneChanges(handle.db, '0 seconds');
    await handle.db.execute(sql`vacuum analyze stores, catalog_changes`);
  }
  const after = await scalar(handle.db, sql`select count(*) as n from stores where is_active`);
  console.log(`shops ready: ${after} active shops`);
} finally {
  await handle.close();
}
