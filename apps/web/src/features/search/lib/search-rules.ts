import { MOBILE_SEARCH_HIDDEN_PREFIXES } from '@yangdee/contracts/routes';
import { parseSearchTab, type SearchTab } from '@yangdee/contracts/search-tab';

export interface HighlightPart {
  text: string;
  isMatch: boolean;
}

/** Splits a suggestion into plain and matching parts (every occurrence, case-insensitive). */
export function splitHighlight(text: string, keyword: string): HighlightPart[] {
  const needle = keyword.trim().toLowerCase();
  if (!needle) return [{ text, isMatch: false }];
  const parts: HighlightPart[] = [];
  const haystack = text.toLowerCase();
  let from = 0;
  let at = haystack.indexOf(needle, from);
  while (at >= 0) {
    if (at > from) parts.push({ text: text.slice(from, at), isMatch: false });
    parts.push({ text: text.slice(at, at + needle.length), isMatch: true });
    from = at + needle.length;
    at = haystack.indexOf(needle, from);
  }
  if (from < text.length) parts.push({ text: text.slice(from), isMatch: false });
  return parts;
}

/** Spec 2.5: the mobile search bar is hidden on these path prefixes. */
export function isMobileSearchHidden(pathname: string): boolean {
  return MOBILE_SEARCH_HIDDEN_PREFIXES.some((prefix) => pathname.startsWith(prefix));
}

/** The tab of the current page: the t of a /search URL, valid 1..3, else 1. */
export function currentSearchTab(pathname: string, search: string): SearchTab {
  if (pathname !== '/search') return 1;
  return parseSearchTab(new URLSearchParams(search).get('t'));
}

export function buildSearchUrl(keyword: string, tab: SearchTab): string {
  const params = new URLSearchParams({ k: keyword, t: String(tab) });
  return `/search?${params.toString()}`;
}

/** Spec 2.5: t is the matched suggestion's tab, else the current tab. */
export function pickSearchTab(
  keyword: string,
  suggestions: readonly { text: string; tab: number }[],
  fallback: SearchTab,
): SearchTab {
  const needle = keyword.trim().toLowerCase();
  const match = suggestions.find((s) => s.text.trim().toLowerCase() === needle);
  return match ? parseSearchTab(match.tab) : fallback;
}
