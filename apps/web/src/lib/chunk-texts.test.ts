import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import th from '../locales/th.json';
import thAdmin from '../locales/th-admin.json';
import thCart from '../locales/th-cart.json';
import thMy from '../locales/th-my.json';
import { sourceFiles } from '../test/source-files';

const SRC = join(import.meta.dirname, '..');

// Namespaces that ship in a chunk of their own (decision 0138), the module that registers each,
// and its Thai texts.
const CHUNKS = [
  { namespace: 'my', module: 'my-texts', texts: thMy },
  { namespace: 'cart', module: 'cart-texts', texts: thCart },
];

describe.each(CHUNKS)('the `$namespace` texts ($module.ts)', ({ namespace, module, texts }) => {
  it('are imported by every module that uses one of their keys, so none shows a bare key', () => {
    const key = new RegExp(`['"\`]${namespace}\\.[a-zA-Z]`);
    const missing = sourceFiles(SRC)
      .filter((file) => relative(SRC, file) !== `lib/${module}.ts`)
      .filter((file) => key.test(readFileSync(file, 'utf8')))
      .filter((file) => !readFileSync(file, 'utf8').includes(`lib/${module}';`))
      .map((file) => relative(SRC, file));
    expect(missing).toEqual([]);
  });

  it('are not in the first script’s Thai texts', () => {
    expect(Object.keys(th)).not.toContain(namespace);
    expect(Object.keys(texts)).toEqual([namespace]);
  });
});

// Issue 32: the operator console's texts (namespace `admin`, and each area's `admin…` namespace
// in the same files) ship only with the console's chunks.
describe('the operator console texts (admin-texts.ts)', () => {
  it('are imported by every module that uses one of their keys, so none shows a bare key', () => {
    const key = /['"`]admin[A-Za-z]*\.[a-zA-Z]/;
    const missing = sourceFiles(SRC)
      .filter((file) => relative(SRC, file) !== 'lib/admin-texts.ts')
      .filter((file) => key.test(readFileSync(file, 'utf8')))
      .filter((file) => !readFileSync(file, 'utf8').includes("lib/admin-texts';"))
      .map((file) => relative(SRC, file));
    expect(missing).toEqual([]);
  });

  it('are not in the first script’s Thai texts, and every namespace is an admin one', () => {
    expect(Object.keys(th).filter((namespace) => namespace.startsWith('admin'))).toEqual([]);
    expect(Object.keys(thAdmin).every((namespace) => namespace.startsWith('admin'))).toBe(true);
  });
});
