import th from '../locales/th.json';
import { readStorage, STORAGE_KEYS, writeStorage } from './storage';

// Thai is the default and complete language; English second (ARCHITECTURE "i18n").
// Our own ~1 KB translator instead of i18next + react-i18next (~17 KB compressed, an eighth of the
// first-visit script budget: decision 0062). It does what the screens use and nothing else:
// dotted keys, {{name}} interpolation, plurals by Intl.PluralRules (key_one / key_other) when
// `count` is given, `defaultValue`, and a missing English text falling back to Thai.
// Only Thai ships with the first script; English is a chunk of its own, loaded when chosen.
export const LANGUAGES = ['th', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];

type Texts = { [key: string]: string | Texts };
export type TranslateOptions = { count?: number; defaultValue?: string } & Record<string, unknown>;

const bundles: Partial<Record<Language, Texts>> = { th };
const loaded = new Set<Language>(['th']);
const LAZY_BUNDLES: Partial<Record<Language, () => Promise<{ default: Texts }>>> = {
  en: () => import('../locales/en.json'),
};
const plurals = new Map<Language, Intl.PluralRules>();
const listeners = new Set<() => void>();
let current: Language = 'th';

function lookup(texts: Texts | undefined, key: string): string | undefined {
  let node: string | Texts | undefined = texts;
  for (const part of key.split('.')) {
    if (node === undefined || typeof node === 'string') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

function pluralOf(language: Language, count: number): string {
  let rules = plurals.get(language);
  if (!rules) {
    rules = new Intl.PluralRules(language);
    plurals.set(language, rules);
  }
  return rules.select(count);
}

function find(language: Language, key: string, count: number | undefined): string | undefined {
  for (const lng of language === 'th' ? (['th'] as const) : [language, 'th' as const]) {
    const texts = bundles[lng];
    if (count !== undefined) {
      const plural = lookup(texts, `${key}_${pluralOf(lng, count)}`);
      if (plural !== undefined) return plural;
    }
    const text = lookup(texts, key);
    if (text !== undefined) return text;
  }
  return undefined;
}

/** The text of `key` in the current language; the key itself when no language has it. */
export function translate(
  key: string,
  options?: TranslateOptions,
  language: Language = current,
): string {
  const text = find(language, key, options?.count) ?? options?.defaultValue ?? key;
  if (!options) return text;
  return text.replace(/\{\{\s*([\w.]+)\s*\}\}/g, (match, name: string) =>
    options[name] === undefined || options[name] === null ? match : String(options[name]),
  );
}

/** Loads the language's texts when they are not in the first script yet, then switches to it. */
export async function switchLanguage(language: Language): Promise<void> {
  const load = LAZY_BUNDLES[language];
  if (load && !loaded.has(language)) {
    addTexts(language, (await load()).default);
    loaded.add(language);
  }
  if (language === current) return;
  current = language;
  writeStorage(STORAGE_KEYS.language, language);
  document.documentElement.lang = language;
  for (const listener of listeners) listener();
}

/**
 * Adds namespaces of texts that ship with a chunk of their own (the seller back office's,
 * lib/seller-texts.ts), so a shopper's first script never carries them.
 */
export function addTexts(language: Language, texts: Texts): void {
  bundles[language] = { ...bundles[language], ...texts };
}

export function currentLanguage(): Language {
  return current;
}

export function onLanguageChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Settles when the language the visitor chose last time is ready (at once for Thai). */
export const languageReady: Promise<void> =
  readStorage(STORAGE_KEYS.language) === 'en'
    ? switchLanguage('en').catch(() => undefined)
    : Promise.resolve();

if (typeof document !== 'undefined') document.documentElement.lang = current;
