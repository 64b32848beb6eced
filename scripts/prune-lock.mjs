// Keeps package-lock.json usable by `npm ci` here. The registry this project installs from serves
// only some platform builds of packages such as Biome, Rollup and esbuild; `npm install` then
// leaves those optional dependencies out of the lock but still names them in their parents'
// `optionalDependencies`, and `npm ci` refuses the lock as out of sync. This removes the names
// that have no entry of their own. Run after `npm install` (the `postinstall` hook does).
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const file = path.resolve(import.meta.dirname, '..', 'package-lock.json');
const lock = JSON.parse(readFileSync(file, 'utf8'));
const present = new Set(Object.keys(lock.packages).map((p) => p.replace(/^.*node_modules\//, '')));
let removed = 0;
for (const entry of Object.values(lock.packages)) {
  const optional = entry.optionalDependencies;
  if (!optional) continue;
  for (const name of Object.keys(optional)) {
    if (!present.has(name)) {
      delete optional[name];
      removed++;
    }
  }
  if (Object.keys(optional).length === 0) delete entry.optionalDependencies;
}
if (removed > 0) {
  writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
  console.log(`prune-lock: removed ${removed} unavailable optional dependencies from the lock`);
}
