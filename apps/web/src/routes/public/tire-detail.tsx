import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { OfferSort } from '@yangdee/contracts/product-detail';
import { type FreshnessMonths, freshnessOf } from '@yangdee/contracts/production-year';
import { type LoaderFunctionArgs, useParams, useSearchParams } from 'react-router';
import { queryClient } from '../../app/query-client';
import { Spinner } from '../../components/spinner';
import { productDetailQueryOptions } from '../../features/tire-detail/api/get-product-detail';
import { TireDetailView } from '../../features/tire-detail/components/tire-detail-view';
import { ApiError } from '../../lib/api';
import { useTranslation } from '../../lib/use-translation';
import { Component as NotFoundPage } from './not-found';

function sortOf(search: URLSearchParams): OfferSort {
  return search.get('sort') === 'distance' ? 'distance' : 'price';
}

/** `?fresh=12|24`: the shops' offers made within that many months (decision 0164). */
function freshOf(search: URLSearchParams): FreshnessMonths | undefined {
  return freshnessOf(search.get('fresh'));
}

export function loader({ params, request }: LoaderFunctionArgs) {
  const search = new URL(request.url).searchParams;
  const sort = sortOf(search);
  if (params.id) {
    void queryClient.prefetchQuery(productDetailQueryOptions(params.id, sort, freshOf(search)));
  }
  return null;
}

function LoadError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-4 text-red-800">
      <p>{t('error.connection')}</p>
      <button type="button" onClick={onRetry} className="mt-2 font-semibold underline">
        {t('error.retry')}
      </button>
    </div>
  );
}

/** /tire/:id (spec 2.1): the param's first segment before '.' is the product id. */
export function Component() {
  const { id = '' } = useParams();
  const [search, setSearch] = useSearchParams();
  const detail = useQuery({
    ...productDetailQueryOptions(id, sortOf(search), freshOf(search)),
    placeholderData: keepPreviousData,
  });
  if (detail.isPending) {
    return (
      <div className="flex justify-center py-16">
        <Spinner />
      </div>
    );
  }
  if (detail.isError) {
    if (detail.error instanceof ApiError && detail.error.status === 404) return <NotFoundPage />;
    return <LoadError onRetry={() => void detail.refetch()} />;
  }
  return (
    <TireDetailView
      detail={detail.data}
      fresh={freshOf(search)}
      onFreshChange={(months) =>
        setSearch(
          (prev) => {
            const next = new URLSearchParams(prev);
            if (months) next.set('fresh', String(months));
            else next.delete('fresh');
            return next;
          },
          { replace: true, preventScrollReset: true },
        )
      }
      onSortChange={(sort) =>
        setSearch(
          (prev) => {
            const next = new URLSearchParams(prev);
            if (sort === 'price') next.delete('sort');
            else next.set('sort', sort);
            return next;
          },
          { replace: true, preventScrollReset: true },
        )
      }
    />
  );
}
