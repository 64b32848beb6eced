// npm run start:prod: runs the production build (`npm run build`) and nothing else — no tsx, no
// Vite, no build at start; it works in an install of production packages only
// (`npm ci --omit=dev`). The server is apps/server/dist/main.js serving apps/web/dist (and its
// server-rendered first screens from apps/web/dist-ssr); when PAYMENT_PROVIDER is sandbox (the
// default) the compiled payment sandbox runs beside it, as `npm start` does (decision 0148).
// A missing build stops the start with a line that says what to run.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { constants } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  BUILT_PAYMENT_SANDBOX,
  paymentSandboxPlan,
  spawnPaymentSandbox,
} from './payment-sandbox.mjs';

export const BUILT_SERVER = 'apps/server/dist/main.js';

/** The build's files this start needs that are not there (relative to root), none when ready. */
export function missingBuildFiles(root, env) {
  const webDist = env.WEB_DIST_DIR?.trim() || path.join(root, 'apps/web/dist');
  const needed = [
    path.join(root, BUILT_SERVER),
    path.join(root, 'apps/server/dist/migrations/meta/_journal.json'),
    path.join(webDist, 'index.html'),
    path.join(webDist, '..', 'dist-ssr', 'entry-server.js'),
  ];
  if (paymentSandboxPlan(env).isEnabled) needed.push(path.join(root, BUILT_PAYMENT_SANDBOX));
  return needed.filter((file) => !existsSync(file)).map((file) => path.relative(root, file));
}

/**
 * Starts the compiled server (and the compiled sandbox when PAYMENT_PROVIDER is sandbox) from
 * root; a signal stops both, and one of them stopping stops the other.
 */
export function startBuilt(root, env = process.env) {
  const missing = missingBuildFiles(root, env);
  if (missing.length > 0) {
    console.error(
      `The production build is missing (${missing.join(', ')}).\n` +
        'Run `npm run build` first (it needs the dev packages: `npm ci`), then start again.',
    );
    process.exit(1);
  }
  const sandbox = paymentSandboxPlan(env);
  const procs = [];
  if (sandbox.isEnabled) procs.push(spawnPaymentSandbox(root, env, sandbox.port, { built: true }));
  procs.push(
    spawn(process.execPath, ['--enable-source-maps', BUILT_SERVER], {
      cwd: root,
      stdio: 'inherit',
      env: {
        ...env,
        ...sandbox.env,
        WEB_DIST_DIR: env.WEB_DIST_DIR?.trim() || path.join(root, 'apps/web/dist'),
      },
    }),
  );
  // Each process is signalled once: a second SIGTERM would cut the server's graceful stop short
  // (it listens for the first one only), and its exit code with it.
  const signalled = new Set();
  const stop = (signal) => {
    for (const p of procs) {
      if (p.exitCode !== null || p.signalCode !== null || signalled.has(p)) continue;
      signalled.add(p);
      p.kill(signal);
    }
  };
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stop(signal));
  // A product without its sandbox cannot take payments: one stopping stops the other. The
  // launcher exits with the server's code (the sandbox stopped by a signal counts as 0).
  const server = procs.at(-1);
  for (const p of procs)
    p.on('exit', (code, signal) => {
      stop('SIGTERM');
      const status = code ?? (signal ? 128 + (constants.signals[signal] ?? 0) : 0);
      if (p === server || status !== 0) process.exitCode ||= status;
    });
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  startBuilt(path.resolve(import.meta.dirname, '..'));
}
