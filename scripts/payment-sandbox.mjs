// Starts apps/payment-sandbox beside the product when PAYMENT_PROVIDER is sandbox (the default).
// It listens on loopback only; its URL (PAYMENT_SANDBOX_URL, default http://127.0.0.1:3900) is
// handed to the server, which talks to it exactly as it would to the real provider.
import { spawn } from 'node:child_process';

/** Whether to start a sandbox, on which port, and the env the server needs to reach it. */
export function paymentSandboxPlan(env, defaultPort = 3900) {
  const provider = env.PAYMENT_PROVIDER?.trim() || 'sandbox';
  if (provider !== 'sandbox') return { isEnabled: false, env: {} };
  const url = env.PAYMENT_SANDBOX_URL?.trim() || `http://127.0.0.1:${defaultPort}`;
  const port = new URL(url).port || '80';
  return { isEnabled: true, port, url, env: { PAYMENT_SANDBOX_URL: url } };
}

/** The sandbox's compiled output (npm run build), which the production start runs. */
export const BUILT_PAYMENT_SANDBOX = 'apps/payment-sandbox/dist/main.js';

/** Starts the sandbox from its TypeScript through tsx, or with `built` from its compiled output. */
export function spawnPaymentSandbox(root, env, port, { watch = false, built = false } = {}) {
  const args = built
    ? ['--enable-source-maps', BUILT_PAYMENT_SANDBOX]
    : ['--import', 'tsx', ...(watch ? ['--watch'] : []), 'apps/payment-sandbox/src/main.ts'];
  console.log(`Payment sandbox: http://127.0.0.1:${port}/sandbox`);
  return spawn(process.execPath, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...env, PAYMENT_SANDBOX_PORT: String(port) },
  });
}
