import { sql } from 'drizzle-orm';
import type { Db } from '../client';

/**
 * True when the database already holds a catalogue (the seed, or real data) so start-up must not
 * seed again. Checking brands rather than only the seed marker protects a production database
 * whose catalogue was loaded another way.
 */
export async function isDatabaseSeeded(db: Db): Promise<boolean> {
  const result = await db.execute<{ has_rows: boolean }>(
    sql`SELECT EXISTS (SELECT 1 FROM brands) OR EXISTS (SELECT 1 FROM settings WHERE key = 'seed') AS has_rows`,
  );
  return Boolean(result.rows[0]?.has_rows);
}
