import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../src/db/client';
import { rows } from './seo-fixtures';
import { testDatabases } from './test-databases';

// Issue [1/6] §3: the seed looks like a real Thai marketplace, on PGlite and PostgreSQL alike.

describe.each(testDatabases())('seed data on $name', ({ open }) => {
  let database: DatabaseHandle;

  beforeAll(async () => {
    database = await open();
  });
  afterAll(async () => {
    await database.close();
  });

  const count = async (query: ReturnType<typeof sql>) => {
    const [row] = await rows<{ n: string | number }>(database, query);
    return Number(row.n);
  };

  it('has the catalogue of tyres sold in Thailand', async () => {
    expect(await count(sql`select count(*) as n from brands`)).toBeGreaterThanOrEqual(20);
    expect(await count(sql`select count(*) as n from tyre_models`)).toBeGreaterThanOrEqual(150);
    expect(await count(sql`select count(*) as n from tyre_sizes`)).toBeGreaterThanOrEqual(80);
    expect(
      await count(sql`select count(distinct tyre_type_id) as n from tyre_model_types`),
    ).toBeGreaterThanOrEqual(7);
    const [size] = await rows<{ label: string }>(
      database,
      sql`select label from tyre_sizes where label = '265/65R17'`,
    );
    expect(size?.label).toBe('265/65R17');
  });

  it('has cars of the Thai market with their factory sizes', async () => {
    expect(await count(sql`select count(*) as n from car_makes`)).toBeGreaterThanOrEqual(15);
    expect(await count(sql`select count(*) as n from car_models`)).toBeGreaterThanOrEqual(100);
    expect(await count(sql`select count(*) as n from car_fitments`)).toBeGreaterThan(100);
  });

  it('has shops across the country with branches, networks and repair shops', async () => {
    expect(await count(sql`select count(*) as n from stores`)).toBeGreaterThanOrEqual(150);
    expect(
      await count(sql`select count(distinct province) as n from stores`),
    ).toBeGreaterThanOrEqual(40);
    expect(
      await count(sql`select count(*) as n from stores where parent_store_id is not null`),
    ).toBeGreaterThan(0);
    expect(await count(sql`select count(*) as n from networks`)).toBeGreaterThanOrEqual(2);
    expect(await count(sql`select count(*) as n from stores where is_repair_shop`)).toBeGreaterThan(
      0,
    );
    expect(
      await count(
        sql`select count(*) as n from stores where latitude between 5 and 21 and longitude between 97 and 106`,
      ),
    ).toBe(await count(sql`select count(*) as n from stores`));
  });

  it('has at least 5,000 offers and the content a marketplace publishes', async () => {
    expect(await count(sql`select count(*) as n from seller_products`)).toBeGreaterThanOrEqual(
      5000,
    );
    expect(await count(sql`select count(*) as n from articles`)).toBeGreaterThan(0);
    expect(await count(sql`select count(*) as n from authors`)).toBeGreaterThan(0);
    expect(await count(sql`select count(*) as n from promotions`)).toBeGreaterThan(0);
    expect(await count(sql`select count(*) as n from banners`)).toBeGreaterThan(0);
    expect(await count(sql`select count(*) as n from reviews`)).toBeGreaterThan(0);
  });

  it('opens each offer’s quantity history with its seeded quantity (decision 0156)', async () => {
    const offersWithTyres = await count(
      sql`select count(*) as n from seller_products where qty <> 0`,
    );
    expect(offersWithTyres).toBeGreaterThan(0);
    expect(
      await count(sql`select count(*) as n from seller_products sp join stock_movements m
        on m.seller_product_id = sp.id and m.store_id = sp.store_id and m.reason = 'create'
        and m.actor_kind = 'system' and m.change = sp.qty and m.qty_after = sp.qty`),
    ).toBe(offersWithTyres);
    expect(await count(sql`select count(*) as n from stock_movements`)).toBe(offersWithTyres);
  });

  it('has the demo accounts of the architecture', async () => {
    const users = await rows<{ username: string }>(
      database,
      sql`select username from users where username = 'customer1'`,
    );
    expect(users).toHaveLength(1);
    const sellers = await rows<{ username: string }>(
      database,
      sql`select username from seller_users where username in ('seller1', 'staff1') order by username`,
    );
    expect(sellers.map((s) => s.username)).toEqual(['seller1', 'staff1']);
    // Issue 32: the console's demo operators, one per role (decision 0142). On PostgreSQL the
    // database is shared with other test files, which add operators of their own.
    const operators = await rows<{ username: string; role: string; is_active: boolean }>(
      database,
      sql`select username, role, is_active from operators where username in ('operator1', 'finance1', 'support1') order by id`,
    );
    expect(operators).toEqual([
      { username: 'operator1', role: 'owner', is_active: true },
      { username: 'finance1', role: 'finance', is_active: true },
      { username: 'support1', role: 'support', is_active: true },
    ]);
  });
});
