import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

// Issue 13 §1: every text asset goes over the wire compressed. Compressing once at build time
// lets the best (slowest) settings be used: brotli quality 11, gzip level 9. The server serves the
// .br or .gz file beside the original per Accept-Encoding (@fastify/static preCompressed).
// woff2 and images are already compressed and are left alone.

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest|ico|woff|ttf)$/;
// Below this a compressed copy saves less than its own headers cost.
const MIN_BYTES = 1024;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
}

export async function precompressDir(dir: string): Promise<number> {
  const files = (await filesUnder(dir)).filter((file) => COMPRESSIBLE.test(file));
  let written = 0;
  for (const file of files) {
    if ((await stat(file)).size < MIN_BYTES) continue;
    const source = await readFile(file);
    const [br, gz] = await Promise.all([
      brotli(source, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
        },
      }),
      gzipAsync(source, { level: 9 }),
    ]);
    await writeFile(`${file}.br`, br);
    await writeFile(`${file}.gz`, gz);
    written += 1;
  }
  return written;
}

export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'yangdee-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const count = await precompressDir(outDir);
      this.info?.(`precompressed ${count} files (.br, .gz)`);
    },
  };
}
