import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { DatabaseHandle } from './client';

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/**
 * Creates the extensions the schema needs, then applies the committed migrations.
 * Thai trigram search needs a UTF-8 LC_CTYPE on real PostgreSQL (ARCHITECTURE, measured facts).
 */
export async function migrateDatabase(handle: DatabaseHandle): Promise<void> {
  await handle.db.execute(sql`CREATE EXTENSION IF NOT EXISTS pg_trgm`);
  await handle.db.execute(sql`CREATE EXTENSION IF NOT EXISTS cube`);
  await handle.db.execute(sql`CREATE EXTENSION IF NOT EXISTS earthdistance`);
  if (handle.kind === 'pglite') {
    await migratePglite(handle.db as unknown as PgliteDatabase, { migrationsFolder });
  } else {
    await migratePg(handle.db, { migrationsFolder });
  }
}
