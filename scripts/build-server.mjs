// Compiles the API server and the payment sandbox to JavaScript for a production start (decision
// 0148): one esbuild bundle per entry, our own code (and @yangdee/contracts) inside, every npm
// package left as an import that Node resolves from node_modules at run time (native and WASM
// packages such as sharp, @node-rs/argon2 and PGlite cannot be bundled, and need not be). The
// migrations are copied next to the bundles, where db/migrate.ts looks for them.
//
//   apps/server/dist/main.js         the server (node apps/server/dist/main.js)
//   apps/server/dist/migrate.js      migrations as their own step
//   apps/server/dist/seed.js         migrate, then seed an empty database
//   apps/server/dist/migrations/     the committed SQL migrations
//   apps/payment-sandbox/dist/main.js
//
// A bundle that imports a package its workspace does not list in `dependencies` fails the build:
// `npm ci --omit=dev` would not install it.
import { cpSync, readFileSync, rmSync } from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const root = path.resolve(import.meta.dirname, '..');

/** Runtime dependencies a workspace may import: its own and those of the packages it bundles. */
function dependenciesOf(...packageDirs) {
  const names = new Set();
  for (const dir of packageDirs) {
    const pkg = JSON.parse(readFileSync(path.join(root, dir, 'package.json'), 'utf8'));
    for (const name of Object.keys(pkg.dependencies ?? {})) names.add(name);
  }
  return names;
}

/** `sharp` of 'sharp', `@fastify/static` of '@fastify/static/x': the package an import names. */
function packageName(specifier) {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

const builtins = new Set(builtinModules);

/**
 * Leaves every npm package outside the bundle (our workspace packages go inside), and collects
 * the imports no `dependencies` list names.
 */
function externalPackages(allowed, undeclared) {
  return {
    name: 'external-packages',
    setup(b) {
      b.onResolve({ filter: /^[^./]/ }, (args) => {
        if (args.path.startsWith('@yangdee/')) return undefined;
        const name = packageName(args.path);
        if (args.path.startsWith('node:') || builtins.has(name)) return { external: true };
        if (!allowed.has(name)) undeclared.add(`${name} (imported by ${args.importer})`);
        return { external: true };
      });
    },
  };
}

async function bundle({ label, entryPoints, outdir, workspaces }) {
  const started = Date.now();
  const undeclared = new Set();
  rmSync(outdir, { recursive: true, force: true });
  await build({
    entryPoints,
    outdir,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    // Error classes and Fastify plugins keep their names in logs and error answers.
    keepNames: true,
    // Stack traces name the TypeScript files (node --enable-source-maps); the maps hold no source.
    sourcemap: 'linked',
    sourcesContent: false,
    logLevel: 'warning',
    plugins: [externalPackages(dependenciesOf(...workspaces), undeclared)],
  });
  if (undeclared.size > 0) {
    throw new Error(
      `${label}: these imports are not in the runtime dependencies of ${workspaces.join(', ')}` +
        ` (npm ci --omit=dev would leave them out):\n  ${[...undeclared].join('\n  ')}`,
    );
  }
  console.log(`${label}: ${path.relative(root, outdir)} in ${Date.now() - started} ms`);
}

export async function buildServer() {
  const serverDist = path.join(root, 'apps/server/dist');
  await bundle({
    label: 'server',
    entryPoints: {
      main: path.join(root, 'apps/server/src/main.ts'),
      migrate: path.join(root, 'apps/server/src/db/migrate-cli.ts'),
      seed: path.join(root, 'apps/server/src/db/seed/seed-cli.ts'),
    },
    outdir: serverDist,
    workspaces: ['apps/server', 'packages/contracts'],
  });
  // db/migrate.ts reads ./migrations next to the running file: the source folder under tsx, this
  // copy in the build.
  cpSync(path.join(root, 'apps/server/src/db/migrations'), path.join(serverDist, 'migrations'), {
    recursive: true,
  });
  await bundle({
    label: 'payment sandbox',
    entryPoints: { main: path.join(root, 'apps/payment-sandbox/src/main.ts') },
    outdir: path.join(root, 'apps/payment-sandbox/dist'),
    workspaces: ['apps/payment-sandbox', 'packages/contracts'],
  });
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  buildServer().catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
