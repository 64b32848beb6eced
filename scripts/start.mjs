// npm start: builds the web app when its sources changed since the last build, then runs the
// server (API + built app) with the embedded defaults (PGlite under ./data, port 3000) and, when
// PAYMENT_PROVIDER is sandbox (the default), the payment sandbox on 127.0.0.1:3900.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { paymentSandboxPlan, spawnPaymentSandbox } from './payment-sandbox.mjs';

const root = path.resolve(import.meta.dirname, '..');
const dist = path.join(root, 'apps/web/dist/index.html');
// The server's bundle of the first screen (decision 0120), written by the same build.
const serverBundle = path.join(root, 'apps/web/dist-ssr/entry-server.js');

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs);
  }
  return newest;
}

const sources = [
  'apps/web/src',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'packages/contracts/src',
]
  .map((p) => path.join(root, p))
  .filter(existsSync);
const sourceTime = Math.max(
  ...sources.map((p) => (statSync(p).isDirectory() ? newestMtime(p) : statSync(p).mtimeMs)),
);
if (!existsSync(dist) || !existsSync(serverBundle) || statSync(dist).mtimeMs < sourceTime) {
  console.log('Building the web app…');
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const sandbox = paymentSandboxPlan(process.env);
const procs = [];
if (sandbox.isEnabled) procs.push(spawnPaymentSandbox(root, process.env, sandbox.port));
procs.push(
  spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    stdio: 'inherit',
    env: {
      ...process.env,
      ...sandbox.env,
      WEB_DIST_DIR: process.env.WEB_DIST_DIR ?? 'apps/web/dist',
    },
  }),
);
const stop = (signal) => {
  for (const p of procs) if (p.exitCode === null) p.kill(signal);
};
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stop(signal));
// One of them stopping stops the other: a product without its sandbox cannot take payments.
for (const p of procs)
  p.on('exit', (code) => {
    stop('SIGTERM');
    process.exitCode = code ?? 0;
  });
