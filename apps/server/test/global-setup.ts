import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openPglite, openPostgres } from '../src/db/client';
import { prepareDatabase } from '../src/db/prepare';
import { FIXTURE_DIR } from './fixture-dir';
import { intWorkers, workerDatabaseUrl } from './worker-databases';

// Builds the seeded databases the integration tests read: a PGlite data dir dumped to a file,
// and (when TEST_DATABASE_URL is set) the PostgreSQL database, reset and seeded.

export default async function setup(project: TestProject): Promise<() => void> {
  const started = Date.now();
  const pglite = await openPglite({});
  await prepareDatabase(pglite, { seed: true });
  const dump = await pglite.pglite?.dumpDataDir('gzip');
  if (!dump) throw new Error('PGlite dump failed');
  // One file per run, so that runs started side by side do not overwrite each other's fixture.
  const fixture = path.join(FIXTURE_DIR, `seeded-${process.pid}.tar.gz`);
  mkdirSync(FIXTURE_DIR, { recursive: true });
  writeFileSync(fixture, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteFixture', fixture);
  await pglite.close();

  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const pg = await openPostgres(url, 2);
    await pg.db.execute(sql`DROP SCHEMA IF EXISTS drizzle CASCADE`);
    await pg.db.execute(sql`DROP SCHEMA IF EXISTS public CASCADE`);
    await pg.db.execute(sql`CREATE SCHEMA public`);
    await prepareDatabase(pg, { seed: true });
    await pg.close();
    await copyForWorkers(url);
  }
  console.log(`test databases ready in ${Date.now() - started} ms`);
  return async () => {
    rmSync(fixture, { force: true });
    if (url) await dropWorkerCopies(url);
  };
}

/** One copy of the seeded database per worker (worker-databases.ts): a file copy, a second each. */
async function copyForWorkers(url: string): Promise<void> {
  const seeded = new URL(url).pathname.slice(1);
  await onServer(url, async (client) => {
    for (let id = 1; id <= intWorkers(); id++) {
      const name = databaseName(url, id);
      await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await client.query(`CREATE DATABASE "${name}" TEMPLATE "${seeded}"`);
    }
  });
}

async function dropWorkerCopies(url: string): Promise<void> {
  await onServer(url, async (client) => {
    for (let id = 1; id <= intWorkers(); id++) {
      await client.query(`DROP DATABASE IF EXISTS "${databaseName(url, id)}" WITH (FORCE)`);
    }
  });
}

function databaseName(url: string, id: number): string {
  return decodeURIComponent(new URL(workerDatabaseUrl(url, id)).pathname.slice(1));
}

async function onServer(url: string, work: (client: pg.Client) => Promise<void>): Promise<void> {
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.href });
  await client.connect();
  try {
    await work(client);
  } finally {
    await client.end();
  }
}

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteFixture: string;
  }
}
