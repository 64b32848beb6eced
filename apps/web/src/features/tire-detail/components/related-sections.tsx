import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { ProductCard } from '../../../components/product-card';
import { useTranslation } from '../../../lib/use-translation';
import { relatedContentsQueryOptions, relatedProductsQueryOptions } from '../api/get-related';

/** Tyres like this one (same size or brand); rendered only when there are some. */
export function RelatedProducts({ productId }: { productId: number }) {
  const { t } = useTranslation();
  const related = useQuery(relatedProductsQueryOptions(productId));
  const items = related.data?.filter((p) => p.id !== productId) ?? [];
  if (items.length === 0) return null;
  return (
    <section aria-labelledby="related-products-heading">
      <h2 id="related-products-heading" className="mb-3 text-xl font-bold text-slate-900">
        {t('tireDetail.related.products')}
      </h2>
      <ul className="grid grid-cols-2 gap-3 md:grid-cols-4">
        {items.slice(0, 8).map((p) => (
          <li key={p.id}>
            <ProductCard product={p} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Articles about the tyre, its brand or its size; rendered only when there are some. */
export function RelatedContents({ productId }: { productId: number }) {
  const { t } = useTranslation();
  const related = useQuery(relatedContentsQueryOptions(productId));
  if (!related.data || related.data.length === 0) return null;
  return (
    <section aria-labelledby="related-contents-heading">
      <h2 id="related-contents-heading" className="mb-3 text-xl font-bold text-slate-900">
        {t('tireDetail.related.contents')}
      </h2>
      <ul className="grid gap-3 md:grid-cols-3">
        {related.data.map((a) => (
          <li key={a.key}>
            <Link
              to={a.link}
              className="flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white hover:border-emerald-600"
            >
              <img
                src={a.picture}
                alt=""
                loading="lazy"
                width={400}
                height={210}
                className="aspect-[40/21] w-full bg-slate-100 object-cover"
              />
              <span className="p-3">
                <span className="block font-semibold text-slate-900">{a.title}</span>
                <span className="mt-1 line-clamp-2 block text-sm text-slate-600">{a.summary}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
