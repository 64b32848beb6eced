import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import th from '../locales/th.json';
import thMy from '../locales/th-my.json';

const SRC = join(import.meta.dirname, '..');
const MY_KEY = /['"`]my\.[a-zA-Z]/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe('the customer area texts (my-texts.ts)', () => {
  it('are imported by every module that uses a `my.` key, so none shows a bare key', () => {
    const missing = sourceFiles(SRC)
      .filter((file) => MY_KEY.test(readFileSync(file, 'utf8')))
      .filter((file) => !readFileSync(file, 'utf8').includes("lib/my-texts';"))
      .map((file) => relative(SRC, file))
      .filter((file) => file !== 'lib/my-texts.ts');
    expect(missing).toEqual([]);
  });

  it('are not in the first script’s Thai texts', () => {
    expect(Object.keys(th)).not.toContain('my');
    expect(Object.keys(thMy)).toEqual(['my']);
  });
});
