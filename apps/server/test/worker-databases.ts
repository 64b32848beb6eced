// The integration tests run two files at a time (vitest.config.ts): PGlite files each open their
// own copy of the fixture, and each worker has its own copy of the seeded PostgreSQL database, so
// two files never write one database at once (as they never did when files ran one by one).

/** How many test files run at once; the config and the global set-up read the same number. */
export function intWorkers(): number {
  const asked = Number(process.env.INT_TEST_WORKERS ?? 2);
  return Number.isInteger(asked) && asked >= 1 ? asked : 1;
}

/** The database of worker `id` (1-based, VITEST_POOL_ID): the seeded database's name + _w<id>. */
export function workerDatabaseUrl(seeded: string, id: number): string {
  const url = new URL(seeded);
  url.pathname = `${url.pathname}_w${id}`;
  return url.href;
}
