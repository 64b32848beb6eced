import { defineConfig } from 'vitest/config';

// Two projects: `unit` (rules, components; no database) and `int` (API through app.inject on a
// real database: PGlite always, PostgreSQL too when TEST_DATABASE_URL is set).
export default defineConfig({
  test: {
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
          testTimeout: 60000,
          hookTimeout: 180000,
          pool: 'forks',
        },
      },
    ],
  },
});
