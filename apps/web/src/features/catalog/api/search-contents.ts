import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { ContentSearch, ContentSearchBody } from '@yangdee/contracts/content';
import { api } from '../../../lib/api';

/** POST /api/product/get-content-search: articles and promotions (tab 3 of /search). */
export function searchContents(criteria: ContentSearchBody): Promise<ContentSearch> {
  return api.post<ContentSearch>('/api/product/get-content-search', criteria);
}

export const searchContentsQueryOptions = (criteria: ContentSearchBody) =>
  queryOptions({
    queryKey: ['catalog', 'content-search', criteria],
    queryFn: () => searchContents(criteria),
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });
