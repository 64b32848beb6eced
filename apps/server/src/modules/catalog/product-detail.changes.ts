import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';

// The catalogue's change log (catalog_changes, migrations 0009 and 0020): triggers log the tyre
// and offer each committed catalogue write touches; the in-memory copies (the listing,
// card-index.copy.ts, and the tyre pages, product-detail.tyre-pages.ts) read it to follow the
// database. Old rows are pruned here.

/** How long log rows are kept: far more than any reader's check interval. */
const KEEP_CHANGES = '10 minutes';

/**
 * Deletes change rows older than `keep` (an interval) and records the newest deleted: readers
 * behind it start afresh. The bench generators delete them all ('0 seconds') once they are done.
 */
export async function pruneChanges(db: DbOrTx, keep = KEEP_CHANGES): Promise<void> {
  await db.execute(sql`
    with gone as (
      delete from catalog_changes where at < now() - ${keep}::interval returning seq)
    update cache_versions set version = greatest(version, (select max(seq) from gone))
     where name = 'catalog_changes_pruned' and exists (select 1 from gone)`);
}
