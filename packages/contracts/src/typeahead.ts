// Typeahead / searchable dropdown matching, spec 5 "General inputs": by default at most 10
// matches and a minimum of 1 character; matches are sorted by the position of the match.

export const TYPEAHEAD_DEFAULT_LIMIT = 10;
export const TYPEAHEAD_DEFAULT_MIN_CHARS = 1;

export interface TypeaheadOptions {
  limit?: number;
  minChars?: number;
}

export function matchTypeahead<T>(
  items: readonly T[],
  query: string,
  getText: (item: T) => string,
  {
    limit = TYPEAHEAD_DEFAULT_LIMIT,
    minChars = TYPEAHEAD_DEFAULT_MIN_CHARS,
  }: TypeaheadOptions = {},
): T[] {
  const needle = query.trim().toLowerCase();
  if (needle.length < minChars) return [];
  const scored: { item: T; position: number; index: number }[] = [];
  items.forEach((item, index) => {
    const position = getText(item).toLowerCase().indexOf(needle);
    if (position >= 0) scored.push({ item, position, index });
  });
  // Stable: equal positions keep the original order.
  scored.sort((a, b) => a.position - b.position || a.index - b.index);
  return scored.slice(0, limit).map((s) => s.item);
}
