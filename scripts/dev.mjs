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
// Each child is signalled once: a second SIGTERM would cut the server's shutdown short.
const signalled = new Set();
const stop = () => {
  for (const p of procs) {
    if (p.exitCode !== null || p.signalCode !== null || signalled.has(p)) continue;
    signalled.add(p);
    p.kill('SIGTERM');
  }
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
// One stopping stops the others; the launcher exits when they all have.
for (const p of procs)
  p.on('exit', (code) => {
    stop();
    if (code) process.exitCode ||= code;
  });
