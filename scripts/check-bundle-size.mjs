#!/usr/bin/env node
// First-visit JavaScript budget (issue [2/6] "Speed"): the JavaScript a browser downloads on its
// first visit to `/` must stay at or under 200 KB gzip. Reads the Vite manifest of a finished
// `vite build` (apps/web/vite.config.ts sets build.manifest) and counts:
//   - the entry chunk (index.html) and every chunk it imports statically (modulepreload), and
//   - the lazy route chunk of '/' (apps/web/src/app/route-modules.ts) with its static imports.
// Chunks are gzipped here (level 9, as a pre-compressing build or CDN would) and summed.
//
// Usage: node scripts/check-bundle-size.mjs [--dist apps/web/dist] [--budget-kb 200]
//        [--route src/routes/public/home.tsx]
// Exit code 1 when over budget or when the build/manifest is missing.

import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function argument(name, fallback) {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 && process.argv[index + 1] ? process.argv[index + 1] : fallback;
}

const dist = path.resolve(root, argument('dist', 'apps/web/dist'));
const budgetKb = Number(argument('budget-kb', '200'));
const routeSource = argument('route', 'src/routes/public/home.tsx');
const manifestPath = path.join(dist, '.vite', 'manifest.json');

if (!existsSync(manifestPath)) {
  console.error(
    `check-bundle-size: ${path.relative(root, manifestPath)} is missing — run \`npm run build\` first (build.manifest must be on).`,
  );
  process.exit(1);
}

/** @type {Record<string, {file: string, isEntry?: boolean, imports?: string[], dynamicImports?: string[]}>} */
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
if (!entryKey) {
  console.error('check-bundle-size: the manifest has no entry chunk');
  process.exit(1);
}
const routeKey = Object.keys(manifest).find((key) => key.endsWith(routeSource));
if (!routeKey) {
  console.error(`check-bundle-size: no chunk for ${routeSource} in the manifest`);
  process.exit(1);
}

/** Manifest keys reachable through static imports only (what the browser fetches up front). */
function staticClosure(startKey, seen = new Set()) {
  if (seen.has(startKey) || !manifest[startKey]) return seen;
  seen.add(startKey);
  for (const next of manifest[startKey].imports ?? []) staticClosure(next, seen);
  return seen;
}

const keys = new Set([...staticClosure(entryKey), ...staticClosure(routeKey)]);
const files = [...new Set([...keys].map((key) => manifest[key].file))].filter((file) =>
  file.endsWith('.js'),
);

const rows = files
  .map((file) => {
    const bytes = readFileSync(path.join(dist, file));
    return { file, raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
  })
  .sort((a, b) => b.gzip - a.gzip);

const kb = (n) => (n / 1024).toFixed(1).padStart(8);
const totalGzip = rows.reduce((sum, row) => sum + row.gzip, 0);
const totalRaw = rows.reduce((sum, row) => sum + row.raw, 0);

console.log(`First visit to / (entry ${entryKey} + route ${routeKey}):`);
console.log(`${'raw KB'.padStart(8)} ${'gzip KB'.padStart(8)}  file`);
for (const row of rows) console.log(`${kb(row.raw)} ${kb(row.gzip)}  ${row.file}`);
console.log(`${kb(totalRaw)} ${kb(totalGzip)}  total (budget ${budgetKb} KB gzip)`);

if (totalGzip > budgetKb * 1024) {
  console.error(
    `check-bundle-size: over budget by ${((totalGzip - budgetKb * 1024) / 1024).toFixed(1)} KB gzip. Move heavy code behind lazy routes or dynamic imports.`,
  );
  process.exit(1);
}
console.log('check-bundle-size: within budget');
