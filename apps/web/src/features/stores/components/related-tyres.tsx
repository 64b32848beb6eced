import { useQuery } from '@tanstack/react-query';
import { ProductCard } from '../../../components/product-card';
import { useTranslation } from '../../../lib/use-translation';
import { relatedTyresQueryOptions } from '../api/store-queries';

/**
 * Issue [3/6] §4: tyres related to one (same size, brand, then type) among the offers of one
 * shop (sellerId) or of one network's shops (networkId); hidden when there are none.
 */
export function RelatedTyres({
  relatedTireId,
  sellerId,
  networkId,
}: {
  relatedTireId: number;
  sellerId?: number;
  networkId?: number;
}) {
  const { t } = useTranslation();
  const { data } = useQuery(relatedTyresQueryOptions({ relatedTireId, sellerId, networkId }));
  const items = data?.filter((p) => p.id !== relatedTireId) ?? [];
  if (items.length === 0) return null;
  return (
    <section aria-labelledby="related-tyres" className="mt-8" data-testid="related-tyres">
      <h2 id="related-tyres" className="mb-3 text-xl font-bold">
        {sellerId
          ? t('shops.relatedAt')
          : networkId
            ? t('shops.relatedInNetwork')
            : t('shops.related')}
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
