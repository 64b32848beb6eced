import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { buildApp } from '../src/app';
import { type AppConfig, loadConfig } from '../src/config';
import { type DatabaseHandle, openPglite, openPostgres } from '../src/db/client';

// Integration tests run on PGlite always and on real PostgreSQL too when TEST_DATABASE_URL is set.
// global-setup.ts migrates and seeds both once; each test file opens its own copy of the PGlite
// fixture (so writes stay private) and shares the PostgreSQL database.

const here = path.dirname(fileURLToPath(import.meta.url));

export type TestDatabase = { name: string; open: () => Promise<DatabaseHandle> };

export function testDatabases(): TestDatabase[] {
  const list: TestDatabase[] = [
    {
      name: 'PGlite',
      open: () => openPglite({ loadDataDir: new Blob([readFileSync(inject('pgliteFixture'))]) }),
    },
  ];
  const url = process.env.TEST_DATABASE_URL;
  if (url) list.push({ name: 'PostgreSQL', open: () => openPostgres(url, 4) });
  return list;
}

export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  return {
    ...loadConfig({
      LOG_LEVEL: 'silent',
      DATA_DIR: path.resolve(here, '../../../.tmp/test-data'),
      // Tests run the periodic passes themselves (decision 0145).
      PAYMENT_RECONCILE_SECONDS: '0',
      REFUND_PASS_SECONDS: '0',
      PAYOUT_CHECK_SECONDS: '0',
      PROVIDER_REPORT_CHECK_SECONDS: '0',
      COMMISSION_CHECK_SECONDS: '0',
      // Tests send the outbox themselves (deliverDueMessages), with messengers of their own.
      OUTBOX_POLL_MS: '0',
      MORNING_BOOKINGS_SECONDS: '0',
      // Tests change shops and offers and search at once: every search reads the versions.
      STORE_INDEX_CHECK_MS: '0',
      CATALOG_INDEX_CHECK_MS: '0',
      // Tests read tyre pages on demand (card-index and product-detail-cache tests load them all).
      PRELOAD_TYRE_PAGES: 'false',
    }),
    ...overrides,
  };
}

export async function buildTestApp(
  database: DatabaseHandle,
  overrides: Partial<AppConfig> = {},
): Promise<FastifyInstance> {
  const app = await buildApp({ config: testConfig(overrides), database });
  await app.ready();
  return app;
}

/** The Usersession header value the web app sends: base64 of JSON. */
export function userSessionHeader(value: unknown): string {
  return Buffer.from(JSON.stringify(value), 'utf8').toString('base64');
}
