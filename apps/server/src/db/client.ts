import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { cube } from '@electric-sql/pglite/contrib/cube';
import { earthdistance } from '@electric-sql/pglite/contrib/earthdistance';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import * as cars from './schema/cars';
import * as catalog from './schema/catalog';
// Issue 32, commission and books (decision 0141).
import * as commission from './schema/commission';
import * as content from './schema/content';
import * as income from './schema/income';
import * as offerSummaries from './schema/offer-summaries';
import * as offers from './schema/offers';
// Issue 32, operator console.
import * as operators from './schema/operators';
import * as orders from './schema/orders';
// issue 32 payouts
import * as payouts from './schema/payouts';
// Issue 32, refunds (decision 0139).
import * as refundBatches from './schema/refund-batches';
import * as refunds from './schema/refunds';
import * as sellers from './schema/sellers';
import * as stockImports from './schema/stock-imports';
import * as stores from './schema/stores';
// Issue 33 item 2, uploaded pictures as rows (decision 0149).
import * as uploads from './schema/uploads';
import * as users from './schema/users';

export const schema = {
  ...catalog,
  ...cars,
  ...content,
  ...income,
  ...offers,
  ...offerSummaries,
  ...orders,
  ...refunds,
  ...sellers,
  ...stockImports,
  ...stores,
  ...users,
  // Issue 32, operator console.
  ...operators,
  // Issue 32, refunds (decision 0139).
  ...refundBatches,
  // issue 32 payouts
  ...payouts,
  // Issue 32, commission and books (decision 0141).
  ...commission,
  // Issue 33 item 2, uploaded pictures as rows (decision 0149).
  ...uploads,
};

/**
 * The Drizzle database. PGlite and node-postgres expose the same query API; we type both as the
 * node-postgres flavour so services and repositories are written once.
 */
export type Db = NodePgDatabase<typeof schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** A function that may run inside a transaction or on the pool. */
export type DbOrTx = Db | Tx;

export type DatabaseHandle = {
  db: Db;
  kind: 'pglite' | 'postgres';
  close: () => Promise<void>;
  /** The PGlite instance when kind is 'pglite' (used to dump/load test fixtures). */
  pglite?: PGlite;
  /** The request pool's connections when kind is 'postgres' (GET /metrics). */
  poolUse?: () => { total: number; idle: number; waiting: number; max: number };
};

export const PGLITE_EXTENSIONS = { pg_trgm, cube, earthdistance };

export async function openPglite(options: {
  dataDir?: string;
  loadDataDir?: Blob;
}): Promise<DatabaseHandle> {
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const client = await PGlite.create({
    dataDir: options.dataDir,
    loadDataDir: options.loadDataDir,
    extensions: PGLITE_EXTENSIONS,
  });
  const db = drizzlePglite(client, { schema, casing: 'snake_case' }) as unknown as Db;
  return { db, kind: 'pglite', pglite: client, close: () => client.close() };
}

/** The background connections of a database (see copyReadsOf). */
const copyReads = new WeakMap<object, Db>();

/**
 * Where the in-memory copies (the tyre listing) read their catch-ups: two connections of their
 * own on PostgreSQL, so a catch-up never queues behind the requests' reads in the main pool
 * (decision 0122); the database itself elsewhere (PGlite has one connection).
 */
export function copyReadsOf(db: DbOrTx): DbOrTx {
  return copyReads.get(db) ?? db;
}

export async function openPostgres(url: string, max = 10): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString: url, max });
  // Fail fast with a clear error when the server is not reachable.
  const probe = await pool.connect();
  probe.release();
  const db = drizzlePg(pool, { schema, casing: 'snake_case' });
  const background = new pg.Pool({ connectionString: url, max: 2 });
  copyReads.set(db, drizzlePg(background, { schema, casing: 'snake_case' }));
  return {
    db,
    kind: 'postgres',
    poolUse: () => ({
      total: pool.totalCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
      max,
    }),
    close: () => Promise.all([pool.end(), background.end()]).then(() => undefined),
  };
}

export async function openDatabase(config: {
  databaseUrl?: string;
  pgliteDir: string;
}): Promise<DatabaseHandle> {
  return config.databaseUrl
    ? openPostgres(config.databaseUrl)
    : openPglite({ dataDir: config.pgliteDir });
}
