import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** Keyword suggestion (spec 3): tab 1 tyres, 2 stores, 3 articles/promotions. */
export interface KeywordSuggestion {
  text: string;
  tab: number;
}

export function getKeywordList(
  keyword: string,
  signal?: AbortSignal,
): Promise<KeywordSuggestion[]> {
  return api.post<KeywordSuggestion[]>('/api/home/get-keyword-list', { keyword }, { signal });
}

export const keywordListQueryOptions = (keyword: string, isEnabled: boolean) =>
  queryOptions({
    queryKey: ['search', 'keyword-list', keyword],
    queryFn: ({ signal }) => getKeywordList(keyword, signal),
    enabled: isEnabled,
    staleTime: 300_000,
  });
