import { queryOptions } from '@tanstack/react-query';
import type { ProductCard } from '@yangdee/contracts/catalog';
import type { RelatedContent } from '@yangdee/contracts/product-detail';
import { api } from '../../../lib/api';

/** POST /api/product/get-related-products: tyres like this one. */
export const relatedProductsQueryOptions = (productId: number) =>
  queryOptions({
    queryKey: ['tire-detail', 'related-products', productId],
    queryFn: () =>
      api.post<ProductCard[]>('/api/product/get-related-products', { relatedTireId: productId }),
    staleTime: 300_000,
  });

/** POST /api/product/get-related-contents: articles about the tyre or its brand. */
export const relatedContentsQueryOptions = (productId: number) =>
  queryOptions({
    queryKey: ['tire-detail', 'related-contents', productId],
    queryFn: () =>
      api.post<RelatedContent[]>('/api/product/get-related-contents', { relatedTireId: productId }),
    staleTime: 300_000,
  });
