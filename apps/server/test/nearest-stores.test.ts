import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../src/db/client';
import { stores } from '../src/db/schema/stores';
import { NearestStoreIndex } from '../src/modules/stores/nearest-store-index';
import { toStoreCard } from '../src/modules/stores/store-card.mapper';
import {
  countStores,
  findStorePage,
  type Point,
  type StoreCriteria,
  storeWhere,
} from '../src/modules/stores/store-search.repository';
import { createStore } from './offer-fixtures';
import { testDatabases } from './test-databases';

// Decision 0059: "shops near me" answered from the in-memory grid gives exactly what the
// database's KNN query gives (same shops, same order, same distances, same totals) for any
// point and filter, and it is as fresh as the database: a committed change to stores is seen by
// the very next search, a rolled-back one never.

/** A deterministic pseudo-random sequence, so a failure can be replayed. */
function seeded(seed: number) {
  let x = seed;
  return () => {
    x = (x * 1_103_515_245 + 12_345) % 2 ** 31;
    return x / 2 ** 31;
  };
}

// Not Bangkok: other test files add their shops there.
const TOWNS: Point[] = [
  { latitude: 14.9799, longitude: 102.0978 },
  { latitude: 18.7883, longitude: 98.9853 },
  { latitude: 7.0084, longitude: 100.4747 },
  { latitude: 16.4322, longitude: 102.8236 },
  { latitude: 12.9236, longitude: 100.8825 },
];

const CRITERIA: StoreCriteria[] = [
  {},
  { mode: 'tyre' },
  { mode: 'repair' },
  { services: ['hasNitrogen'] },
  { services: ['hasTireBalancing', 'hasTireCenter'], orderType: 'SERVICE' },
  { province: 'เชียงใหม่' },
  { orderType: 'DELIVERY', minRating: 4 },
];

describe.each(testDatabases())('shops near me from memory on $name', ({ open }) => {
  let database: DatabaseHandle;
  let index: NearestStoreIndex;

  beforeAll(async () => {
    database = await open();
    index = new NearestStoreIndex(database.db);
    // A cluster of shops at one spot (ties), and a spread around two towns.
    const random = seeded(7);
    for (let i = 0; i < 5; i++) {
      await createStore(database.db, {
        name: `ร้านจุดเดียวกัน ${i}`,
        latitude: 18.7,
        longitude: 98.9,
      });
    }
    for (let i = 0; i < 30; i++) {
      const town = TOWNS[i % 2 === 0 ? 0 : 3];
      await createStore(database.db, {
        name: `ร้านสุ่ม ${i}`,
        latitude: town.latitude + (random() - 0.5) * 0.6,
        longitude: town.longitude + (random() - 0.5) * 0.6,
      });
    }
  });
  afterAll(async () => {
    await database.close();
  });

  async function fromDatabase(criteria: StoreCriteria, point: Point, limit: number, offset = 0) {
    const where = storeWhere(criteria);
    const rows = await findStorePage(database.db, where, point, limit, offset);
    return { rows, total: await countStores(database.db, where) };
  }

  const shape = (rows: Array<{ id: number; distance_m: number | null }>) =>
    rows.map((r) => ({ id: r.id, m: Math.round(Number(r.distance_m)) }));

  it('gives the same shops, order, distances and totals as the KNN query', async () => {
    const random = seeded(42);
    let nonEmpty = 0;
    for (let i = 0; i < 40; i++) {
      const town = TOWNS[i % TOWNS.length];
      const point = {
        latitude: town.latitude + (random() - 0.5) * 0.4,
        longitude: town.longitude + (random() - 0.5) * 0.4,
      };
      const criteria = CRITERIA[i % CRITERIA.length];
      const page = 1 + (i % 3);
      const limit = [3, 10, 20][i % 3];
      const offset = (page - 1) * limit;
      // On the shared PostgreSQL other files add shops meanwhile: ask both again when a write
      // fell between the two reads (at most three times).
      let mine = await index.search(criteria, point, limit, offset);
      let sql = await fromDatabase(criteria, point, limit, offset);
      for (let retry = 0; retry < 2 && mine.total !== sql.total; retry++) {
        mine = await index.search(criteria, point, limit, offset);
        sql = await fromDatabase(criteria, point, limit, offset);
      }
      expect(shape(mine.rows), JSON.stringify({ point, criteria, page })).toEqual(shape(sql.rows));
      expect(mine.total).toBe(sql.total);
      if (sql.rows.length > 0) {
        nonEmpty += 1;
        // Every card field, not only the id.
        expect(mine.rows[0]).toEqual({ ...sql.rows[0], distance_m: mine.rows[0].distance_m });
      }
    }
    expect(nonEmpty).toBeGreaterThan(30);
  });

  it('a deep page (more shops wanted than it keeps in order as it goes) is the KNN query’s too', async () => {
    const random = seeded(7);
    for (let i = 0; i < 6; i++) {
      const town = TOWNS[i % TOWNS.length];
      const point = {
        latitude: town.latitude + (random() - 0.5) * 0.4,
        longitude: town.longitude + (random() - 0.5) * 0.4,
      };
      const criteria = CRITERIA[i % CRITERIA.length];
      const [limit, offset] = i % 2 === 0 ? [250, 0] : [20, 200];
      let mine = await index.search(criteria, point, limit, offset);
      let sql = await fromDatabase(criteria, point, limit, offset);
      for (let retry = 0; retry < 2 && mine.total !== sql.total; retry++) {
        mine = await index.search(criteria, point, limit, offset);
        sql = await fromDatabase(criteria, point, limit, offset);
      }
      expect(shape(mine.rows), JSON.stringify({ point, criteria, offset })).toEqual(
        shape(sql.rows),
      );
    }
  });

  it('the ready JSON answer is the store card page of the same search', async () => {
    for (const [i, criteria] of CRITERIA.entries()) {
      const point = TOWNS[i % TOWNS.length];
      const page = 1 + (i % 2);
      let mine = await index.search(criteria, point, 10, (page - 1) * 10);
      let json = JSON.parse((await index.searchJson(criteria, point, page, 10)).toString());
      // Another file's shop may land between the two reads on the shared PostgreSQL.
      for (let retry = 0; retry < 2 && json.total !== mine.total; retry++) {
        mine = await index.search(criteria, point, 10, (page - 1) * 10);
        json = JSON.parse((await index.searchJson(criteria, point, page, 10)).toString());
      }
      expect(json).toEqual({
        items: mine.rows.map(toStoreCard),
        total: mine.total,
        page,
        pageSize: 10,
        totalPage: Math.ceil(mine.total / 10),
      });
    }
  });

  it('lists shops at one spot once each across pages', async () => {
    const spot = { latitude: 18.7, longitude: 98.9 };
    const ids: number[] = [];
    for (const offset of [0, 2, 4]) {
      ids.push(...(await index.search({}, spot, 2, offset)).rows.map((r) => r.id));
    }
    expect(new Set(ids).size).toBe(6);
    expect(shape((await index.search({}, spot, 6, 0)).rows)).toEqual(
      shape((await fromDatabase({}, spot, 6)).rows),
    );
  });

  it('sees a committed change at once and never a rolled-back one', async () => {
    const point = { latitude: 15.5, longitude: 104.5 };
    const before = await index.search({}, point, 1, 0);
    const { id } = await createStore(database.db, { name: 'ร้านเปิดใหม่', ...point });
    expect((await index.search({}, point, 1, 0)).rows[0]).toMatchObject({ id, distance_m: 0 });
    // ≥: on the shared PostgreSQL other files add shops meanwhile.
    expect((await index.search({}, point, 1, 0)).total).toBeGreaterThanOrEqual(before.total + 1);

    await database.db
      .transaction(async (tx) => {
        await tx.update(stores).set({ isActive: false }).where(eq(stores.id, id));
        throw new Error('rolled back');
      })
      .catch(() => undefined);
    expect((await index.search({}, point, 1, 0)).rows[0]?.id).toBe(id);

    await database.db.update(stores).set({ isActive: false }).where(eq(stores.id, id));
    expect((await index.search({}, point, 1, 0)).rows[0]?.id).not.toBe(id);
    await database.db
      .update(stores)
      .set({ hasNitrogen: true, isActive: true })
      .where(eq(stores.id, id));
    expect((await index.search({ services: ['hasNitrogen'] }, point, 1, 0)).rows[0]?.id).toBe(id);
  });
});
