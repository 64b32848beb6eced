import { and, eq, lt } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { stockImportLocks } from '../../db/schema/stock-imports';
import { stores } from '../../db/schema/stores';
import { AppError } from '../../lib/app-error';

// One stock import at a time per shop, and none for a shop still waiting for approval (issue 37
// item 5; decision 0135). The lock is a row of stock_import_locks keyed by the store: taking it
// is one INSERT … ON CONFLICT that only a free (or long-dead) row lets through, so two uploads or
// applies racing on any number of server processes end with exactly one holder; the other is
// refused with a Thai message. The holder deletes its own row (matched by its start time) when
// its reading or apply ends, success or failure.

/** A lock older than this belongs to a process that died mid-way; it may be taken over. */
export const IMPORT_LOCK_LIFETIME_MS = 30 * 60_000;

export type ImportLock = { storeId: number; startedAt: Date };

/** Takes the store's import lock, or refuses (409 IMPORT_BUSY) while another holds it. */
export async function takeImportLock(
  db: DbOrTx,
  storeId: number,
  kind: 'read' | 'apply',
  jobId: number | null = null,
  now = new Date(),
): Promise<ImportLock> {
  const startedAt = new Date(now.getTime());
  const taken = await db
    .insert(stockImportLocks)
    .values({ storeId, kind, jobId, startedAt })
    .onConflictDoUpdate({
      target: stockImportLocks.storeId,
      set: { kind, jobId, startedAt },
      setWhere: lt(stockImportLocks.startedAt, new Date(now.getTime() - IMPORT_LOCK_LIFETIME_MS)),
    })
    .returning({ storeId: stockImportLocks.storeId });
  if (taken.length === 0) throw new AppError('IMPORT_BUSY');
  return { storeId, startedAt };
}

/** Gives the lock back (only the holder's own row: a taken-over lock stays with its new holder). */
export async function releaseImportLock(db: DbOrTx, lock: ImportLock): Promise<void> {
  await db
    .delete(stockImportLocks)
    .where(
      and(
        eq(stockImportLocks.storeId, lock.storeId),
        eq(stockImportLocks.startedAt, lock.startedAt),
      ),
    );
}

/** Runs `work` holding the store's import lock. */
export async function withImportLock<T>(
  db: DbOrTx,
  storeId: number,
  kind: 'read' | 'apply',
  work: () => Promise<T>,
): Promise<T> {
  const lock = await takeImportLock(db, storeId, kind);
  try {
    return await work();
  } finally {
    await releaseImportLock(db, lock);
  }
}

/** A shop waiting for approval (or refused) may set itself up but not import stock: 403. */
export async function assertMayImport(db: DbOrTx, storeId: number): Promise<void> {
  const [row] = await db
    .select({ approvalStatus: stores.approvalStatus })
    .from(stores)
    .where(eq(stores.id, storeId));
  if (row?.approvalStatus !== 'approved') throw new AppError('STORE_NOT_APPROVED');
}
