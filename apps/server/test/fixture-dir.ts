import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Where global-setup.ts writes the seeded PGlite fixture (kept apart: it must not load vitest). */
export const FIXTURE_DIR = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../.tmp/test-db',
);
