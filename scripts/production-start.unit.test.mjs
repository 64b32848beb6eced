import { spawnSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { LAUNCH_SCRIPTS, packProduction } from './pack-prod.mjs';
import { missingBuildFiles } from './start-prod.mjs';

// The production start and the deploy copy (decision 0148), on a made-up checkout in a temporary
// folder: what is missing is named, and a pack holds the build but never sources or packages.

const folders = [];
function tempDir() {
  const dir = mkdtempSync(path.join(tmpdir(), 'yangdee-start-prod-'));
  folders.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of folders.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function write(root, file, text = '') {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), text);
}

/** A checkout with sources, node_modules and, unless told otherwise, a complete build. */
function checkout({ built = true } = {}) {
  const root = tempDir();
  for (const file of [
    'package.json',
    'package-lock.json',
    'apps/server/package.json',
    'apps/web/package.json',
    'apps/payment-sandbox/package.json',
    'packages/contracts/package.json',
  ]) {
    write(root, file, '{}');
  }
  for (const file of LAUNCH_SCRIPTS) write(root, file, '// launch script');
  write(root, 'apps/server/src/main.ts', 'export {};');
  write(root, 'apps/web/src/main.tsx', 'export {};');
  write(root, 'packages/contracts/src/money.ts', 'export {};');
  write(root, 'node_modules/tsx/package.json', '{}');
  write(root, 'apps/server/test/app.test.ts', '');
  if (built) {
    write(root, 'apps/server/dist/main.js', '');
    write(root, 'apps/server/dist/migrations/meta/_journal.json', '{}');
    write(root, 'apps/server/dist/migrations/0000_init.sql', '');
    write(root, 'apps/payment-sandbox/dist/main.js', '');
    write(root, 'apps/web/dist/index.html', '');
    write(root, 'apps/web/dist/assets/index-abc.js', '');
    write(root, 'apps/web/dist-ssr/entry-server.js', '');
  }
  return root;
}

/** Every file under dir, relative to it. */
function filesUnder(dir, prefix = '') {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory()
      ? filesUnder(path.join(dir, e.name), `${prefix}${e.name}/`)
      : [`${prefix}${e.name}`],
  );
}

describe('the production start', () => {
  it('names every part of the build that is missing, the sandbox only when it would run', () => {
    const root = checkout({ built: false });
    expect(missingBuildFiles(root, {})).toEqual([
      'apps/server/dist/main.js',
      'apps/server/dist/migrations/meta/_journal.json',
      'apps/web/dist/index.html',
      'apps/web/dist-ssr/entry-server.js',
      'apps/payment-sandbox/dist/main.js',
    ]);
    expect(missingBuildFiles(root, { PAYMENT_PROVIDER: 'gbprimepay' })).not.toContain(
      'apps/payment-sandbox/dist/main.js',
    );
  });

  it('finds nothing missing in a complete build, and looks for the web app where WEB_DIST_DIR says', () => {
    const root = checkout();
    expect(missingBuildFiles(root, {})).toEqual([]);
    const elsewhere = path.join(root, 'web-release', 'dist');
    expect(missingBuildFiles(root, { WEB_DIST_DIR: elsewhere })).toEqual([
      'web-release/dist/index.html',
      'web-release/dist-ssr/entry-server.js',
    ]);
  });

  it('stops with exit code 1 and the command to run when there is no build', () => {
    const root = checkout({ built: false });
    cpSync(
      path.join(import.meta.dirname, 'start-prod.mjs'),
      path.join(root, 'scripts/start-prod.mjs'),
    );
    cpSync(
      path.join(import.meta.dirname, 'payment-sandbox.mjs'),
      path.join(root, 'scripts/payment-sandbox.mjs'),
    );
    const result = spawnSync(process.execPath, ['scripts/start-prod.mjs'], {
      cwd: root,
      encoding: 'utf8',
      env: { PATH: process.env.PATH },
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('apps/server/dist/main.js');
    expect(result.stderr).toContain('npm run build');
  });
});

describe('the deploy copy', () => {
  it('holds the package files, the lock, the launch scripts and the build, and no sources or packages', () => {
    const root = checkout();
    const target = path.join(tempDir(), 'release');
    packProduction(root, target);
    expect(filesUnder(target).sort()).toEqual(
      [
        'package.json',
        'package-lock.json',
        ...LAUNCH_SCRIPTS,
        'apps/payment-sandbox/package.json',
        'apps/server/package.json',
        'apps/web/package.json',
        'packages/contracts/package.json',
        'apps/server/dist/main.js',
        'apps/server/dist/migrations/meta/_journal.json',
        'apps/server/dist/migrations/0000_init.sql',
        'apps/payment-sandbox/dist/main.js',
        'apps/web/dist/index.html',
        'apps/web/dist/assets/index-abc.js',
        'apps/web/dist-ssr/entry-server.js',
      ].sort(),
    );
    expect(existsSync(path.join(target, 'node_modules'))).toBe(false);
  });

  it('refuses to pack without a build, or into a folder that holds something', () => {
    expect(() => packProduction(checkout({ built: false }), path.join(tempDir(), 'r'))).toThrow(
      /npm run build/,
    );
    const full = tempDir();
    write(full, 'old-release.txt', '');
    expect(() => packProduction(checkout(), full)).toThrow(/not empty/);
  });
});
