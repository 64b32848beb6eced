import { workerDatabaseUrl } from './worker-databases';

// Set-up file of the int project: points TEST_DATABASE_URL at this worker's copy of the seeded
// PostgreSQL database (made by global-setup.ts), before the test file reads it.
const seeded = process.env.SEEDED_TEST_DATABASE_URL;
const id = Number(process.env.VITEST_POOL_ID);
if (seeded && Number.isInteger(id) && id >= 1) {
  process.env.TEST_DATABASE_URL = workerDatabaseUrl(seeded, id);
}
