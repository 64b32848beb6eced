import { defineConfig, devices } from '@playwright/test';

// End-to-end journeys in Debian's Chromium (never a downloaded browser) against the built app,
// served by the real server on a fresh embedded database.
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
// Ports can be moved so that several people can run the suite on one machine.
const port = Number(process.env.E2E_PORT ?? 3100);
const gatePort = Number(process.env.E2E_GATE_PORT ?? port + 1);
// Issue 33 item 2: the journey across two servers on one PostgreSQL database (two-servers.spec.ts):
// the shopper's server on port + 3 (its payment sandbox on port + 5), the shop's on port + 4.
const shopperPort = port + 3;
const shopPort = port + 4;
const twoServers = /two-servers\.spec\.ts$/;
// One journey at a time by default: on two cores, two Chromiums made each journey ~3× slower
// (decision 0177). E2E_WORKERS=n runs n files at a time (a file stays whole on one worker), each
// worker on a server and database of its own: worker n's server is on port + 6n (its payment
// sandbox on + 2), so no journey sees another's orders, stock or sessions.
const workers = Math.max(1, Number(process.env.E2E_WORKERS ?? 1));
const serverPort = (worker: number) => port + 6 * worker;
// Playwright loads this file again in each worker process, after setting TEST_PARALLEL_INDEX
// (0 … workers − 1); in the runner it is unset, which is worker 0.
const parallelIndex = Number(process.env.TEST_PARALLEL_INDEX ?? 0);

export default defineConfig({
  testDir: './e2e',
  // Limits with room for a busy machine (or several workers, below).
  timeout: 90_000,
  expect: { timeout: 15_000 },
  fullyParallel: false,
  workers,
  // No retries, in CI too: a journey that passes only on a second try is a bug to fix, and a
  // retry would hide it (issue 13 §7).
  retries: 0,
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${serverPort(parallelIndex)}`,
    locale: 'th-TH',
    timezoneId: 'Asia/Bangkok',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: chromium,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    { name: 'chromium', testIgnore: twoServers, use: { ...devices['Desktop Chrome'] } },
    // The main purchase journeys again on a 390 × 844 phone (issue 13): tests tagged @phone.
    {
      name: 'phone',
      grep: /@phone/,
      testIgnore: twoServers,
      use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 } },
    },
    // The shop works on one server (baseURL), the shopper on the other (metadata.shopperURL).
    {
      name: 'two-servers',
      testMatch: twoServers,
      use: { ...devices['Desktop Chrome'], baseURL: `http://localhost:${shopPort}` },
      metadata: { shopperURL: `http://localhost:${shopperPort}` },
    },
  ],
  webServer: [
    ...Array.from({ length: workers }, (_, worker) => ({
      command: `node scripts/e2e-server.mjs ${serverPort(worker)}`,
      cwd: '../..',
      url: `http://localhost:${serverPort(worker)}/api/health`,
      timeout: 240_000,
      reuseExistingServer: false,
      stdout: 'pipe' as const,
    })),
    {
      command: `node scripts/e2e-server.mjs ${gatePort}`,
      cwd: '../..',
      url: `http://localhost:${gatePort}/api/health`,
      timeout: 240_000,
      reuseExistingServer: false,
      // The gate server shares the first server's payment sandbox (on port + 2).
      env: {
        DEV_GATE_PASSWORD: 'letmein',
        PAYMENT_SANDBOX_URL: `http://127.0.0.1:${port + 2}`,
        E2E_START_SANDBOX: 'false',
      },
    },
    {
      // Two servers on a fresh PostgreSQL database (TEST_DATABASE_URL's server, else the local
      // one): the shop's starts and seeds first, then the shopper's, which this waits for.
      command: `node scripts/e2e-two-servers.mjs ${shopperPort} ${shopPort}`,
      cwd: '../..',
      url: `http://localhost:${shopperPort}/api/health`,
      timeout: 300_000,
      reuseExistingServer: false,
    },
  ],
});
