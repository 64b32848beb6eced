import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { ProductCard } from '@yangdee/contracts/catalog';
import type { SearchStoreInput, StoreCardPage } from '@yangdee/contracts/store-search';
import type {
  StoreDetail,
  StoreFilterResponse,
  StoreProductsResponse,
  StoreReviewPage,
} from '@yangdee/contracts/stores';
import { api } from '../../../lib/api';

// Query-option factories of the store screens (issue [3/6]). The location is part of the key:
// the LocationData header changes the order and the distances.

export const storeFilterQueryOptions = (mode: 'tyre' | 'repair', province?: string) =>
  queryOptions({
    queryKey: ['stores', 'filter', mode, province ?? ''],
    queryFn: () =>
      api.post<StoreFilterResponse>('/api/product/get-store-filter', { mode, province }),
    staleTime: 600_000,
    placeholderData: keepPreviousData,
  });

export const searchStoresQueryOptions = (body: SearchStoreInput, locationKey: string) =>
  queryOptions({
    queryKey: ['stores', 'search', body, locationKey],
    queryFn: () => api.post<StoreCardPage>('/api/product/search-store', body),
    placeholderData: keepPreviousData,
  });

export const storeDetailQueryOptions = (id: string, locationKey: string) =>
  queryOptions({
    queryKey: ['stores', 'detail', id, locationKey],
    queryFn: () => api.post<StoreDetail>('/api/store/get-store-detail', { id }),
    // A stored position arriving after a server-rendered page keeps the page while it refetches.
    placeholderData: keepPreviousData,
  });

export const storeProductsQueryOptions = (body: {
  id: string;
  k?: string;
  page: number;
  pageSize: number;
  focusSellerProductId?: number;
}) =>
  queryOptions({
    queryKey: ['stores', 'products', body],
    queryFn: () => api.post<StoreProductsResponse>('/api/store/get-store-products', body),
    placeholderData: keepPreviousData,
  });

export const storeReviewsQueryOptions = (id: string, page: number) =>
  queryOptions({
    queryKey: ['stores', 'reviews', id, page],
    queryFn: () =>
      api.post<StoreReviewPage>('/api/store/get-store-reviews', { id, page, pageSize: 5 }),
    placeholderData: keepPreviousData,
  });

/** POST /api/product/get-related-products limited to one shop (sellerId) or network (networkId). */
export const relatedTyresQueryOptions = (body: {
  relatedTireId: number;
  sellerId?: number;
  networkId?: number;
}) =>
  queryOptions({
    queryKey: ['stores', 'related', body],
    queryFn: () => api.post<ProductCard[]>('/api/product/get-related-products', body),
    staleTime: 300_000,
  });
