import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { SearchProductInput, SearchProductResponse } from '@yangdee/contracts/catalog';
import { api } from '../../../lib/api';

/** POST /api/product/search-product: one page of tyre cards for the listing criteria. */
export function searchProducts(criteria: SearchProductInput): Promise<SearchProductResponse> {
  return api.post<SearchProductResponse>('/api/product/search-product', criteria);
}

export const searchProductsQueryOptions = (criteria: SearchProductInput) =>
  queryOptions({
    queryKey: ['catalog', 'search-product', criteria],
    queryFn: () => searchProducts(criteria),
    staleTime: 60_000,
    // Keep the previous cards on screen while the next filter or page loads.
    placeholderData: keepPreviousData,
  });
