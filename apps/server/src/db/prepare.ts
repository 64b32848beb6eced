import type { DatabaseHandle } from './client';
import { migrateDatabase } from './migrate';
import { holdingPrepareLock } from './prepare-lock';
import { isDatabaseSeeded } from './seed/is-seeded';
import { seedDatabase } from './seed/seed';

/**
 * Migrates, then seeds the database when it holds no catalogue yet; on PostgreSQL under a lock,
 * so servers starting at once do it one after another (the later ones find it done).
 */
export async function prepareDatabase(
  handle: DatabaseHandle,
  options: { seed: boolean },
): Promise<{ seeded: boolean }> {
  return holdingPrepareLock(handle, async () => {
    await migrateDatabase(handle);
    if (!options.seed || (await isDatabaseSeeded(handle.db))) return { seeded: false };
    await seedDatabase(handle.db);
    return { seeded: true };
  });
}
