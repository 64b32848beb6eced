import { copyDiskUploads } from '../lib/uploads';
import type { DatabaseHandle } from './client';
import { migrateDatabase } from './migrate';
import { holdingPrepareLock } from './prepare-lock';
import { isDatabaseSeeded } from './seed/is-seeded';
import { seedDatabase } from './seed/seed';

/**
 * Migrates, copies uploads an older install kept on disk into the database (`uploadsDir`, once;
 * decision 0149), then seeds the database when it holds no catalogue yet; on PostgreSQL under a
 * lock, so servers starting at once do it one after another (the later ones find it done).
 */
export async function prepareDatabase(
  handle: DatabaseHandle,
  options: { seed: boolean; uploadsDir?: string; log?: (message: string) => void },
): Promise<{ seeded: boolean }> {
  return holdingPrepareLock(handle, async () => {
    await migrateDatabase(handle);
    if (options.uploadsDir) {
      const { copied, missing } = await copyDiskUploads(handle.db, options.uploadsDir);
      if (copied.length > 0 || missing.length > 0) {
        options.log?.(
          `uploads: ${copied.length} copied from ${options.uploadsDir} into the database` +
            (missing.length > 0 ? `; ${missing.length} named by rows but not on disk` : ''),
        );
      }
    }
    if (!options.seed || (await isDatabaseSeeded(handle.db))) return { seeded: false };
    await seedDatabase(handle.db);
    return { seeded: true };
  });
}
