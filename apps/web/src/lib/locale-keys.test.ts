import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import th from '../locales/th.json';
import thAdmin from '../locales/th-admin.json';
import thCart from '../locales/th-cart.json';
import thMy from '../locales/th-my.json';
import thSeller from '../locales/th-seller.json';
import { sourceFiles } from '../test/source-files';

// A key missing from the Thai texts shows on screen as the key itself ("cart.errors.…"): every
// key a module names in full in a `t('…')` call is in one of the Thai files. Keys put together
// at run time (`t(\`content.home.${kind}\`)`) are not read here.

const SRC = join(import.meta.dirname, '..');

type Texts = { [key: string]: string | Texts };

function keysOf(texts: Texts, prefix = ''): string[] {
  return Object.entries(texts).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : keysOf(value, `${prefix}${key}.`),
  );
}

const known = new Set(
  [th, thAdmin, thCart, thMy, thSeller].flatMap((texts) => keysOf(texts as Texts)),
);
/** A plural key is written without its ending (`_one`, `_other`): i18next picks one by count. */
const exists = (key: string) =>
  known.has(key) || known.has(`${key}_other`) || known.has(`${key}_one`);

describe('Thai texts', () => {
  it('hold every key the app names in a t() call', () => {
    const missing = sourceFiles(SRC).flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/\bt\(\s*'([a-zA-Z][\w-]*(?:\.[\w-]+)+)'/g)]
        .map((match) => match[1] ?? '')
        .filter((key) => !exists(key))
        .map((key) => `${relative(SRC, file)}: ${key}`),
    );
    expect(missing).toEqual([]);
  });
});
