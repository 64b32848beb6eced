import type { UseQueryResult } from '@tanstack/react-query';
import type { ProductCard as ProductCardData } from '@yangdee/contracts/catalog';
import { ProductCard } from '../../../components/product-card';
import { Spinner } from '../../../components/spinner';

interface ProductSectionProps {
  id: string;
  heading: string;
  query: UseQueryResult<ProductCardData[]>;
}

/** A home list of tyres (popular, weekly popular, most searched); hidden when it is empty. */
export function ProductSection({ id, heading, query }: ProductSectionProps) {
  if (query.isSuccess && query.data.length === 0) return null;
  if (query.isError) return null;
  return (
    <section aria-labelledby={id} className="mt-10">
      <h2 id={id} className="mb-4 text-xl font-bold text-slate-900 md:text-2xl">
        {heading}
      </h2>
      {query.isPending ? (
        <div className="flex justify-center py-8">
          <Spinner />
        </div>
      ) : (
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
          {query.data?.map((product) => (
            <li key={product.id}>
              <ProductCard product={product} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
