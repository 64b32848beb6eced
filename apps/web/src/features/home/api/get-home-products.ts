import { queryOptions } from '@tanstack/react-query';
import type { ProductCard } from '@yangdee/contracts/catalog';
import { api } from '../../../lib/api';

// The three tyre lists of the home page (spec 7 Product "Popular and related").

export const HOME_POPULAR_COUNT = 8;

export const popularTiresQueryOptions = () =>
  queryOptions({
    queryKey: ['home', 'popular-tires', HOME_POPULAR_COUNT],
    queryFn: () =>
      api.post<ProductCard[]>('/api/product/get-popular-tire', {
        maxItem: HOME_POPULAR_COUNT,
        isShowAds: true,
      }),
    staleTime: 300_000,
  });

export const weeklyPopularTiresQueryOptions = () =>
  queryOptions({
    queryKey: ['home', 'weekly-popular-tires', HOME_POPULAR_COUNT],
    queryFn: () =>
      api.post<ProductCard[]>('/api/product/get-weekly-popular-tire', {
        maxItem: HOME_POPULAR_COUNT,
      }),
    staleTime: 300_000,
  });

export const mostSearchedTiresQueryOptions = () =>
  queryOptions({
    queryKey: ['home', 'most-searched-tires'],
    queryFn: () => api.get<ProductCard[]>('/api/product/get-most-search-tire'),
    staleTime: 300_000,
  });
