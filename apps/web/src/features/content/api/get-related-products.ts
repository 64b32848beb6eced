import { queryOptions } from '@tanstack/react-query';
import type { ProductCard } from '@yangdee/contracts/catalog';
import { api } from '../../../lib/api';

/** POST /api/product/related-product-by-article: the tyres an article is about. */
export const articleProductsQueryOptions = (articleId: number) =>
  queryOptions({
    queryKey: ['content', 'article-products', articleId],
    queryFn: () =>
      api.post<ProductCard[]>('/api/product/related-product-by-article', { articleId }),
    staleTime: 300_000,
  });
