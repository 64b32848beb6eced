// Copies what a production deploy ships into a folder (decision 0148): the package.json files of
// the root and of every workspace, package-lock.json, the launch scripts and the build's outputs
// (`npm run build`) — no TypeScript sources, no tests, no node_modules. In that folder,
// `npm ci --omit=dev` installs the production packages and `npm run start:prod` starts it.
//
//   node scripts/pack-prod.mjs <folder>      (the folder must not exist or be empty)
import { cpSync, existsSync, mkdirSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/** The build's outputs a production start runs (scripts/start-prod.mjs checks for them). */
export const BUILD_OUTPUTS = [
  'apps/server/dist',
  'apps/payment-sandbox/dist',
  'apps/web/dist',
  'apps/web/dist-ssr',
];

/** The scripts the install (postinstall) and the production start run. */
export const LAUNCH_SCRIPTS = [
  'scripts/prune-lock.mjs',
  'scripts/start-prod.mjs',
  'scripts/payment-sandbox.mjs',
];

/** Every workspace folder (npm ci needs each one's package.json, even for --omit=dev). */
function workspaceDirs(root) {
  return ['apps', 'packages'].flatMap((parent) =>
    readdirSync(path.join(root, parent), { withFileTypes: true })
      .filter((e) => e.isDirectory() && existsSync(path.join(root, parent, e.name, 'package.json')))
      .map((e) => `${parent}/${e.name}`),
  );
}

export function packProduction(root, target) {
  if (existsSync(target) && readdirSync(target).length > 0) {
    throw new Error(`${target} is not empty: pack into a new folder`);
  }
  const missing = BUILD_OUTPUTS.filter((dir) => !existsSync(path.join(root, dir)));
  if (missing.length > 0) {
    throw new Error(`The build is missing (${missing.join(', ')}): run \`npm run build\` first`);
  }
  mkdirSync(target, { recursive: true });
  const files = [
    'package.json',
    'package-lock.json',
    ...LAUNCH_SCRIPTS,
    ...workspaceDirs(root).map((dir) => `${dir}/package.json`),
  ];
  for (const file of [...files, ...BUILD_OUTPUTS]) {
    const to = path.join(target, file);
    mkdirSync(path.dirname(to), { recursive: true });
    cpSync(path.join(root, file), to, { recursive: true });
  }
  return files.length + BUILD_OUTPUTS.length;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const target = process.argv[2];
  if (!target) {
    console.error('usage: node scripts/pack-prod.mjs <folder>');
    process.exit(2);
  }
  try {
    const count = packProduction(path.resolve(import.meta.dirname, '..'), path.resolve(target));
    console.log(`packed ${count} files and folders into ${path.resolve(target)}`);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
