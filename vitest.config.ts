import { defineConfig } from 'vitest/config';
import { intWorkers } from './apps/server/test/worker-databases';

// Two projects: `unit` (rules, components; no database) and `int` (API through app.inject on a
// real database: PGlite always, PostgreSQL too when TEST_DATABASE_URL is set).
// Two files at a time: vitest's own default on two cores is one (cores - 1), which left a core
// idle for the whole run. Each int worker has a PostgreSQL database of its own
// (apps/server/test/worker-databases.ts); INT_TEST_WORKERS=1 runs one file at a time again.
export default defineConfig({
  test: {
    maxWorkers: intWorkers(),
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'packages/*/src/**/*.test.ts',
            'apps/server/src/**/*.unit.test.ts',
            'apps/server/checks/**/*.unit.test.ts',
            'apps/payment-sandbox/src/**/*.test.ts',
            'scripts/**/*.unit.test.mjs',
          ],
          environment: 'node',
        },
      },
      {
        extends: './apps/web/vite.config.ts',
        test: {
          name: 'unit-web',
          root: './apps/web',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['./src/test/setup.ts'],
        },
      },
      {
        test: {
          name: 'int',
          include: ['apps/server/src/**/*.routes.test.ts', 'apps/server/test/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['./apps/server/test/global-setup.ts'],
          setupFiles: ['./apps/server/test/worker-database-env.ts'],
          env: { SEEDED_TEST_DATABASE_URL: process.env.TEST_DATABASE_URL ?? '' },
          testTimeout: 120000,
          hookTimeout: 180000,
          pool: 'forks',
        },
      },
    ],
  },
});
