// Global search tab t (spec 2.1): 1 tyres, 2 stores, 3 articles/promotions; anything else is 1.
// Kept free of zod so the storefront's first chunk can use it.

export const SEARCH_TABS = [1, 2, 3] as const;
export type SearchTab = (typeof SEARCH_TABS)[number];
/** Spec 5 and 9: global search autocomplete needs at least 3 characters. */
export const SEARCH_AUTOCOMPLETE_MIN_CHARS = 3;

export function parseSearchTab(value: unknown): SearchTab {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value : '';
  if (!/^\s*\d+\s*$/.test(text)) return 1;
  const n = Number(text);
  return n === 1 || n === 2 || n === 3 ? n : 1;
}
