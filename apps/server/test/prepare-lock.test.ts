import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgres } from '../src/db/client';
import { prepareDatabase } from '../src/db/prepare';
import { type PrivatePostgres, startPrivatePostgres } from './private-postgres';

// Issue 33 item 5: servers of a new release starting at once on one PostgreSQL migrate and seed
// it once between them, one after another, and all of them start. A private cluster, so the
// database is new and empty, as on the day of an install.

describe('servers starting at once on a new PostgreSQL', () => {
  let cluster: PrivatePostgres;
  beforeAll(() => {
    cluster = startPrivatePostgres(5705);
  });
  afterAll(() => cluster?.remove());

  it('migrate and seed it exactly once between them, and every one of them starts', async () => {
    const handles = await Promise.all([1, 2, 3].map(() => openPostgres(cluster.url, 3)));
    try {
      const results = await Promise.all(handles.map((h) => prepareDatabase(h, { seed: true })));
      expect(results.filter((r) => r.seeded)).toHaveLength(1);
      const db = handles[0]!.db;
      const applied = await db.execute<{ hash: string; n: number }>(
        sql`select hash, count(*)::int as n from drizzle.__drizzle_migrations group by hash`,
      );
      expect(applied.rows.length).toBeGreaterThan(30);
      expect(applied.rows.every((row) => row.n === 1)).toBe(true);
      const demoShopper = await db.execute<{ n: number }>(
        sql`select count(*)::int as n from users where username = 'customer1'`,
      );
      expect(demoShopper.rows[0]?.n).toBe(1);
      const lock = await db.execute<{ n: number }>(
        sql`select count(*)::int as n from pg_locks where locktype = 'advisory'`,
      );
      expect(lock.rows[0]?.n).toBe(0);
    } finally {
      await Promise.all(handles.map((h) => h.close()));
    }
  });
});
