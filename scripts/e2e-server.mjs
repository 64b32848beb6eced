// Starts a server for the end-to-end suite on the given port, with a fresh embedded database under
// .tmp/e2e-<port> and the built web app. Extra env (e.g. DEV_GATE_PASSWORD) passes through.
// With PAYMENT_PROVIDER sandbox (the default) a payment sandbox answers on <port>+2, unless
// PAYMENT_SANDBOX_URL names one that another launcher starts (E2E_START_SANDBOX=false).
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { paymentSandboxPlan, spawnPaymentSandbox } from './payment-sandbox.mjs';

const root = path.resolve(import.meta.dirname, '..');
const port = process.argv[2] ?? '3100';
const dataDir = path.join(root, '.tmp', `e2e-${port}`);
rmSync(dataDir, { recursive: true, force: true });
const sandbox = paymentSandboxPlan(process.env, Number(port) + 2);
const procs = [];
if (sandbox.isEnabled && process.env.E2E_START_SANDBOX !== 'false') {
  procs.push(spawnPaymentSandbox(root, { ...process.env, LOG_LEVEL: 'warn' }, sandbox.port));
}
procs.push(
  spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    stdio: 'inherit',
    env: {
      ...process.env,
      ...sandbox.env,
      PORT: port,
      HOST: '127.0.0.1',
      // The payment sandbox calls this server back (background callbacks) and sends the browser
      // back to it: the same origin as the tests' baseURL, so the session is there.
      PUBLIC_BASE_URL: `http://localhost:${port}`,
      DATA_DIR: dataDir,
      WEB_DIST_DIR: process.env.WEB_DIST_DIR ?? path.join(root, 'apps/web/dist'),
      LOG_LEVEL: 'warn',
      // Journeys that register customers send each one from its own address (X-Forwarded-For),
      // as shoppers behind a load balancer would: the per-address OTP limit is for one abuser,
      // not for a whole test suite.
      TRUST_PROXY: process.env.TRUST_PROXY ?? 'loopback',
    },
  }),
);
const stop = (signal) => {
  for (const p of procs) if (p.exitCode === null) p.kill(signal);
};
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stop(signal));
for (const p of procs)
  p.on('exit', (code) => {
    stop('SIGTERM');
    process.exitCode = code ?? 0;
  });
