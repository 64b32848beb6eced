import type pg from 'pg';
import type { DatabaseHandle } from './client';

// Several servers of a new release may start at once on one PostgreSQL (issue 33 item 5): the
// first to take this lock migrates and seeds, the others wait, then find nothing left to do.
// A session-level advisory lock on a connection of its own: it is let go when the work ends, or
// by PostgreSQL itself when a server dies holding it. PGlite has one process: nothing to guard.

/** The lock's key: "yangdee" in ASCII, so it never clashes with another app's lock by chance. */
export const PREPARE_LOCK_KEY = '34165598990919013';

export async function holdingPrepareLock<T>(
  handle: DatabaseHandle,
  work: () => Promise<T>,
): Promise<T> {
  if (handle.kind !== 'postgres') return work();
  const pool = (handle.db as unknown as { $client: pg.Pool }).$client;
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1::bigint)', [PREPARE_LOCK_KEY]);
    return await work();
  } finally {
    await client
      .query('select pg_advisory_unlock($1::bigint)', [PREPARE_LOCK_KEY])
      .catch(() => undefined);
    client.release();
  }
}
