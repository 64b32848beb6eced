import { queryOptions } from '@tanstack/react-query';
import type { OfferSort, ProductDetailResponse } from '@yangdee/contracts/product-detail';
import { api } from '../../../lib/api';
import { buildLocationHeader } from '../../../lib/session';

// POST /api/product/get-product-detail: the tyre, its pictures and every shop's offer. The stored
// location (LocationData header) decides distances, so it is part of the cache key.

export function getProductDetail(param: string, sort: OfferSort): Promise<ProductDetailResponse> {
  return api.post<ProductDetailResponse>('/api/product/get-product-detail', { param, sort });
}

export const productDetailQueryOptions = (param: string, sort: OfferSort = 'price') =>
  queryOptions({
    queryKey: ['tire-detail', param.split('.', 1)[0], sort, buildLocationHeader()],
    queryFn: () => getProductDetail(param, sort),
  });
