import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { cube } from '@electric-sql/pglite/contrib/cube';
import { earthdistance } from '@electric-sql/pglite/contrib/earthdistance';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { LateReads, ReplicaHealth, type ReplicaHealthOptions } from './late-reads';
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
// Issue 34 item 2, the stock movement ledger (decision 0156).
import * as stockMovements from './schema/stock-movements';
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
  ...stockMovements,
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
  /**
   * Reads that may be a little late: seller reports, dashboard, income, exports (decision 0150).
   * On the replica of DATABASE_REPLICA_URL when it is healthy, else on `db`.
   */
  reads: LateReads;
  /** The replica's health (GET /metrics, /api/health/ready); undefined without a replica. */
  replica?: ReplicaHealth;
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
  return {
    db,
    kind: 'pglite',
    pglite: client,
    reads: new LateReads(db),
    close: () => client.close(),
  };
}

/** Where the copies of a database read (see copyReadsOf). */
const copyReads = new WeakMap<object, LateReads>();

/**
 * Where the in-memory copies (the tyre listing) read their catch-ups: two connections of their
 * own on PostgreSQL, so a catch-up never queues behind the requests' reads in the main pool
 * (decision 0122) — the replica's when one is configured and healthy (decision 0150); the
 * database itself elsewhere (PGlite has one connection; a transaction).
 */
export function copyReadsOf(db: DbOrTx): LateReads {
  return copyReads.get(db) ?? new LateReads(db as Db);
}

/** A lost idle connection: nothing to do (requests in flight get their own error). */
function ignoreIdleClientError(): void {}

/** A streaming replica for late reads (DATABASE_REPLICA_URL, decision 0150). */
export type ReplicaOptions = { url: string } & ReplicaHealthOptions;

export async function openPostgres(
  url: string,
  max = 10,
  replicaOptions?: ReplicaOptions,
): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString: url, max });
  // An idle client whose server went away (PostgreSQL restarted) emits 'error' on its pool: without
  // a listener that would end the process. The pool drops that client and opens a new one on the
  // next query (issue 33 item 4, decision 0151).
  pool.on('error', ignoreIdleClientError);
  // Fail fast with a clear error when the server is not reachable.
  const probe = await pool.connect();
  probe.release();
  const db = drizzlePg(pool, { schema, casing: 'snake_case' });
  const background = new pg.Pool({ connectionString: url, max: 2 });
  background.on('error', ignoreIdleClientError);
  const backgroundDb = drizzlePg(background, { schema, casing: 'snake_case' });
  const pools = [pool, background];
  let reads = new LateReads(db);
  let copies = new LateReads(backgroundDb);
  let replica: ReplicaHealth | undefined;
  if (replicaOptions) {
    // Opened lazily: a replica away at start does not stop the server (its reads go to the
    // primary until a probe finds it).
    const replicaPool = new pg.Pool({
      connectionString: replicaOptions.url,
      max,
      connectionTimeoutMillis: 2_000,
    });
    const replicaBackground = new pg.Pool({
      connectionString: replicaOptions.url,
      max: 2,
      connectionTimeoutMillis: 2_000,
    });
    const replicaDb = drizzlePg(replicaPool, { schema, casing: 'snake_case' });
    replica = new ReplicaHealth(db, replicaDb, replicaOptions);
    const health = replica;
    // An idle connection the replica drops (stopped, restarted) must not end the process.
    for (const p of [replicaPool, replicaBackground]) p.on('error', (error) => health.lost(error));
    reads = new LateReads(db, replicaDb, replica);
    copies = new LateReads(
      backgroundDb,
      drizzlePg(replicaBackground, { schema, casing: 'snake_case' }),
      replica,
    );
    pools.push(replicaPool, replicaBackground);
    replica.start();
  }
  copyReads.set(db, copies);
  return {
    db,
    kind: 'postgres',
    reads,
    replica,
    poolUse: () => ({
      total: pool.totalCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
      max,
    }),
    close: async () => {
      replica?.stop();
      await Promise.all(pools.map((p) => p.end()));
    },
  };
}

export async function openDatabase(config: {
  databaseUrl?: string;
  pgliteDir: string;
  /** DATABASE_REPLICA_URL (PostgreSQL only; app.ts logs that PGlite ignores it). */
  databaseReplicaUrl?: string;
  replicaMaxLagMs?: number;
  replicaCheckMs?: number;
}): Promise<DatabaseHandle> {
  if (!config.databaseUrl) return openPglite({ dataDir: config.pgliteDir });
  return openPostgres(
    config.databaseUrl,
    10,
    config.databaseReplicaUrl
      ? {
          url: config.databaseReplicaUrl,
          maxLagMs: config.replicaMaxLagMs ?? 5_000,
          checkEveryMs: config.replicaCheckMs ?? 1_000,
        }
      : undefined,
  );
}
