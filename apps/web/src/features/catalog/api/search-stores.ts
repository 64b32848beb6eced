import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { SearchStoreInput, StoreCardPage } from '@yangdee/contracts/store-search';
import { api } from '../../../lib/api';

/** POST /api/product/search-store: shops matching the keyword (store tab of /search). */
export function searchStores(criteria: SearchStoreInput): Promise<StoreCardPage> {
  return api.post<StoreCardPage>('/api/product/search-store', criteria);
}

export const searchStoresQueryOptions = (criteria: SearchStoreInput) =>
  queryOptions({
    queryKey: ['catalog', 'search-store', criteria],
    queryFn: () => searchStores(criteria),
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });
