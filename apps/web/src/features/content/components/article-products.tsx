import { useQuery } from '@tanstack/react-query';
import { ProductCard } from '../../../components/product-card';
import { useTranslation } from '../../../lib/use-translation';
import { articleProductsQueryOptions } from '../api/get-related-products';

/** The tyres an article is about (related-product-by-article); nothing when there are none. */
export function ArticleProducts({ articleId }: { articleId: number }) {
  const { t } = useTranslation();
  const products = useQuery(articleProductsQueryOptions(articleId));
  if (!products.data || products.data.length === 0) return null;
  return (
    <section aria-labelledby="article-products" className="mt-10">
      <h2 id="article-products" className="mb-4 text-xl font-bold text-slate-900">
        {t('content.article.relatedProducts')}
      </h2>
      <ul className="grid grid-cols-2 gap-3 md:grid-cols-4">
        {products.data.map((product) => (
          <li key={product.id}>
            <ProductCard product={product} />
          </li>
        ))}
      </ul>
    </section>
  );
}
