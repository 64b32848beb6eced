// npm run dev: the API server (with watch) and Vite with hot reload, side by side, and the
// payment sandbox when PAYMENT_PROVIDER is sandbox (the default).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { paymentSandboxPlan, spawnPaymentSandbox } from './payment-sandbox.mjs';

const root = path.resolve(import.meta.dirname, '..');
const sandbox = paymentSandboxPlan(process.env);
const procs = [
  spawn(process.execPath, ['--import', 'tsx', '--watch', 'apps/server/src/main.ts'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...sandbox.env },
  }),
  spawn('npm', ['run', 'dev', '-w', '@yangdee/web'], { cwd: root, stdio: 'inherit' }),
];
if (sandbox.isEnabled) {
  procs.push(spawnPaymentSandbox(root, process.env, sandbox.port, { watch: true }));
}
const stop = () => {
  for (const p of procs) p.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const p of procs)
  p.on('exit', (code) => {
    stop();
    process.exit(code ?? 0);
  });
