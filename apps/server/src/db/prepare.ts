import type { DatabaseHandle } from './client';
import { migrateDatabase } from './migrate';
import { isDatabaseSeeded } from './seed/is-seeded';
import { seedDatabase } from './seed/seed';

/** Migrates, then seeds the database when it holds no catalogue yet. */
export async function prepareDatabase(
  handle: DatabaseHandle,
  options: { seed: boolean },
): Promise<{ seeded: boolean }> {
  await migrateDatabase(handle);
  if (!options.seed || (await isDatabaseSeeded(handle.db))) return { seeded: false };
  await seedDatabase(handle.db);
  return { seeded: true };
}
