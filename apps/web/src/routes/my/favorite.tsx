import '../../lib/my-texts';
import { useQuery } from '@tanstack/react-query';
import { productIdFromParam } from '@yangdee/contracts/catalog';
import { type LoaderFunctionArgs, useSearchParams } from 'react-router';
import { queryClient } from '../../app/query-client';
import { PageHeading } from '../../components/page-heading';
import { Pager } from '../../components/pager';
import { ProductCard } from '../../components/product-card';
import { Spinner } from '../../components/spinner';
import { favouritesQueryOptions, useRemoveFavourite } from '../../features/account/api/favourites';
import { useTranslation } from '../../lib/use-translation';

const pageOf = (value: string | null) => Math.max(1, Number.parseInt(value ?? '1', 10) || 1);

export async function loader({ request }: LoaderFunctionArgs) {
  void queryClient.prefetchQuery(
    favouritesQueryOptions(pageOf(new URL(request.url).searchParams.get('page'))),
  );
  return null;
}

export function Component() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const page = pageOf(params.get('page'));
  const list = useQuery(favouritesQueryOptions(page));
  const remove = useRemoveFavourite();
  return (
    <section>
      <PageHeading titleKey="pages.myFavorite" />
      {list.isLoading ? <Spinner /> : null}
      {list.isError ? (
        <p role="alert" className="text-red-700">
          {list.error.message}
        </p>
      ) : null}
      {list.data && list.data.items.length === 0 ? (
        <p className="text-slate-600">{t('my.favorite.empty')}</p>
      ) : null}
      <ul className="grid grid-cols-2 gap-3 lg:grid-cols-3" aria-label={t('pages.myFavorite')}>
        {(list.data?.items ?? []).map((product) => (
          <li key={product.param} className="flex flex-col gap-2">
            <ProductCard product={product} headingLevel="h2" />
            <button
              type="button"
              disabled={remove.isPending}
              onClick={() => {
                const id = productIdFromParam(product.param);
                if (id) remove.mutate(id);
              }}
              aria-label={t('my.favorite.removeLabel', {
                name: `${product.brand} ${product.model}`,
              })}
              className="rounded-lg border border-red-300 px-3 py-1.5 text-sm text-red-700 hover:bg-red-50"
            >
              {t('my.favorite.remove')}
            </button>
          </li>
        ))}
      </ul>
      {list.data && list.data.totalPage > 1 ? (
        <Pager
          page={page}
          totalPages={list.data.totalPage}
          onPageChange={(next) => setParams({ page: String(next) })}
        />
      ) : null}
    </section>
  );
}
