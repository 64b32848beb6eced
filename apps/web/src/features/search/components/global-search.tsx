// biome-ignore-all lint/a11y/noNoninteractiveElementToInteractiveRole: ARIA combobox pattern (listbox of options driven by aria-activedescendant)
// biome-ignore-all lint/a11y/useFocusableInteractive: options stay unfocusable on purpose; focus remains in the combobox input
import { useQuery } from '@tanstack/react-query';
import {
  parseSearchTab,
  SEARCH_AUTOCOMPLETE_MIN_CHARS,
  type SearchTab,
} from '@yangdee/contracts/search-tab';
import { type FormEvent, type KeyboardEvent, useId, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useTranslation } from '../../../lib/use-translation';
import { type KeywordSuggestion, keywordListQueryOptions } from '../api/get-keyword-list';
import {
  buildSearchUrl,
  currentSearchTab,
  pickSearchTab,
  splitHighlight,
} from '../lib/search-rules';

export const SEARCH_DEBOUNCE_MS = 250;

/**
 * Spec 2.5 global search, as an ARIA combobox with a listbox popup. Lookups follow typing only:
 * the query key is the debounced text, so arrow keys and Enter never start one.
 */
export function GlobalSearch() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const [text, setText] = useState('');
  // What the person typed: the only input to lookups (choosing a suggestion changes `text` only).
  const [typed, setTyped] = useState('');
  const [isOpen, setOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);
  const debounced = useDebouncedValue(typed.trim(), SEARCH_DEBOUNCE_MS);
  const isLookupEnabled = debounced.length >= SEARCH_AUTOCOMPLETE_MIN_CHARS;
  const query = useQuery(keywordListQueryOptions(debounced, isLookupEnabled));
  const suggestions: KeywordSuggestion[] =
    isLookupEnabled && typed.trim().length >= SEARCH_AUTOCOMPLETE_MIN_CHARS
      ? (query.data ?? [])
      : [];
  const isExpanded = isOpen && suggestions.length > 0;
  const baseId = useId();
  const listboxId = `${baseId}-listbox`;
  const optionId = (index: number) => `${baseId}-option-${index}`;

  const go = (keyword: string, tab: SearchTab) => {
    const trimmed = keyword.trim();
    if (!trimmed) return;
    setOpen(false);
    setActiveIndex(-1);
    setText(trimmed);
    navigate(buildSearchUrl(trimmed, tab));
  };

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    const chosen = isExpanded && activeIndex >= 0 ? suggestions[activeIndex] : undefined;
    if (chosen) return go(chosen.text, parseSearchTab(chosen.tab));
    const fallback = currentSearchTab(location.pathname, location.search);
    go(text, pickSearchTab(text, suggestions, fallback));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (suggestions.length === 0) return;
      setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActiveIndex((index) => {
        if (!isExpanded) return step === 1 ? 0 : suggestions.length - 1;
        return (index + step + suggestions.length) % suggestions.length;
      });
    } else if (event.key === 'Escape') {
      if (isExpanded) event.preventDefault();
      setOpen(false);
      setActiveIndex(-1);
    }
  };

  return (
    <search className="relative block w-full" aria-label={t('search.label')}>
      <form onSubmit={submit} className="flex w-full">
        <input
          type="text"
          role="combobox"
          aria-label={t('search.label')}
          aria-autocomplete="list"
          aria-expanded={isExpanded}
          aria-controls={listboxId}
          aria-activedescendant={isExpanded && activeIndex >= 0 ? optionId(activeIndex) : undefined}
          autoComplete="off"
          enterKeyHint="search"
          placeholder={t('search.placeholder')}
          value={text}
          onChange={(e) => {
            setText(e.target.value);
            setTyped(e.target.value);
            setOpen(true);
            setActiveIndex(-1);
          }}
          onKeyDown={onKeyDown}
          onBlur={() => setOpen(false)}
          onFocus={() => setOpen(true)}
          className="min-w-0 flex-1 rounded-l-full border border-r-0 border-slate-300 bg-slate-50 px-4 py-2 text-slate-900 placeholder:text-slate-500 focus:border-emerald-700 focus:bg-white focus:outline-none focus:ring-2 focus:ring-emerald-700/30"
        />
        <button
          type="submit"
          className="rounded-r-full bg-emerald-800 px-4 text-white hover:bg-emerald-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-700"
        >
          <span className="sr-only">{t('common.search')}</span>
          <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5">
            <path
              fill="currentColor"
              d="M10 2a8 8 0 0 1 6.3 12.9l5.4 5.4-1.4 1.4-5.4-5.4A8 8 0 1 1 10 2Zm0 2a6 6 0 1 0 0 12 6 6 0 0 0 0-12Z"
            />
          </svg>
        </button>
      </form>
      <ul
        id={listboxId}
        role="listbox"
        aria-label={t('search.suggestions')}
        hidden={!isExpanded}
        className="absolute inset-x-0 top-full z-40 mt-1 max-h-80 overflow-auto rounded-xl border border-slate-200 bg-white py-1 shadow-lg"
      >
        {suggestions.map((suggestion, index) => (
          // biome-ignore lint/a11y/useKeyWithClickEvents: the combobox input handles the keys
          <li
            key={`${suggestion.tab}-${suggestion.text}`}
            id={optionId(index)}
            role="option"
            aria-selected={index === activeIndex}
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => go(suggestion.text, parseSearchTab(suggestion.tab))}
            className="flex cursor-pointer items-center justify-between gap-3 px-4 py-2 text-slate-800 aria-selected:bg-emerald-50"
          >
            <span>
              {splitHighlight(suggestion.text, typed.trim()).map((part, i) =>
                part.isMatch ? (
                  // biome-ignore lint/suspicious/noArrayIndexKey: parts have no identity
                  <mark key={i} className="rounded bg-amber-200 px-0.5 text-slate-900">
                    {part.text}
                  </mark>
                ) : (
                  // biome-ignore lint/suspicious/noArrayIndexKey: parts have no identity
                  <span key={i}>{part.text}</span>
                ),
              )}
            </span>
            <span className="shrink-0 text-xs text-slate-500">
              {t(`search.tab${suggestion.tab}`, { defaultValue: '' })}
            </span>
          </li>
        ))}
      </ul>
    </search>
  );
}
