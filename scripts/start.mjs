// npm start: builds the web app when its sources changed since the last build and compiles the
// server and the payment sandbox (esbuild, about a second), then runs that build exactly as the
// production start does (scripts/start-prod.mjs, decision 0148): the server (API + built app) with
// the embedded defaults (PGlite under ./data, port 3000) and, when PAYMENT_PROVIDER is sandbox
// (the default), the payment sandbox on 127.0.0.1:3900.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { buildServer } from './build-server.mjs';
import { startBuilt } from './start-prod.mjs';

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
  const build = spawnSync('npm', ['run', 'build', '-w', '@yangdee/web'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

try {
  await buildServer();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
startBuilt(root);
