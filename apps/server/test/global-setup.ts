import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { TestProject } from 'vitest/node';
import { openPglite, openPostgres } from '../src/db/client';
import { prepareDatabase } from '../src/db/prepare';
import { FIXTURE_DIR } from './fixture-dir';

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
  }
  console.log(`test databases ready in ${Date.now() - started} ms`);
  return () => rmSync(fixture, { force: true });
}

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteFixture: string;
  }
}
