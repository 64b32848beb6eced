import type { SearchProductResponse } from '@yangdee/contracts/catalog';
import { PRODUCT_SORTS } from '@yangdee/contracts/catalog-query';
import { Pager } from '../../../components/pager';
import { ProductCard } from '../../../components/product-card';
import { Spinner } from '../../../components/spinner';
import { useTranslation } from '../../../lib/use-translation';

/** Cards a phone (two a row) or a desktop (four) shows before scrolling. */
const FIRST_SCREEN_CARDS = 4;

interface ListingResultsProps {
  data: SearchProductResponse | undefined;
  isPending: boolean;
  isFetching: boolean;
  isError: boolean;
  onRetry: () => void;
  sort: string;
  onSortChange: (sort: string) => void;
  onPageChange: (page: number) => void;
  /** Hide the sort select (the search page's tyre tab keeps the default order). */
  isSortShown?: boolean;
}

/** Result count, sort, the card grid, the pager, and the loading / empty / error states. */
export function ListingResults({
  data,
  isPending,
  isFetching,
  isError,
  onRetry,
  sort,
  onSortChange,
  onPageChange,
  isSortShown = true,
}: ListingResultsProps) {
  const { t } = useTranslation();
  if (isPending) {
    return (
      <div className="flex justify-center py-16">
        <Spinner />
      </div>
    );
  }
  if (isError || !data) {
    return (
      <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-4 text-red-800">
        <p>{t('error.connection')}</p>
        <button type="button" onClick={onRetry} className="mt-2 font-semibold underline">
          {t('error.retry')}
        </button>
      </div>
    );
  }
  return (
    <section aria-label={t('catalog.results.label')} aria-busy={isFetching}>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <p role="status" className="font-medium text-slate-700" data-testid="result-count">
          {t('catalog.results.count', { count: data.total })}
          {data.totalPage > 1 &&
            ` · ${t('catalog.results.pageOf', { page: data.page, total: data.totalPage })}`}
        </p>
        {isSortShown && (
          <label className="flex items-center gap-2 text-sm text-slate-700">
            {t('catalog.filters.sort')}
            <select
              name="sort"
              value={sort}
              onChange={(e) => onSortChange(e.target.value)}
              className="rounded-lg border border-slate-300 bg-white px-3 py-2 text-slate-900"
            >
              {PRODUCT_SORTS.map((s) => (
                <option key={s} value={s}>
                  {t(`catalog.filters.sorts.${s}`)}
                </option>
              ))}
            </select>
          </label>
        )}
      </div>
      {data.carSizes && (
        <p className="mb-4 rounded-lg bg-emerald-50 px-3 py-2 text-emerald-900">
          {data.carSizes.length > 0
            ? t('catalog.results.carSizes', { sizes: data.carSizes.join(', ') })
            : t('catalog.results.carNoSizes')}
        </p>
      )}
      {data.items.length === 0 ? (
        <div className="rounded-xl border border-slate-200 bg-white p-8 text-center">
          <p className="text-lg font-semibold text-slate-800">{t('catalog.results.empty')}</p>
          <p className="mt-1 text-slate-600">{t('catalog.results.emptyHint')}</p>
        </div>
      ) : (
        <ul
          className={`grid grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-4 ${isFetching ? 'opacity-60' : ''}`}
        >
          {data.items.map((item, index) => (
            <li key={item.id}>
              <ProductCard product={item} isFirstScreen={index < FIRST_SCREEN_CARDS} />
            </li>
          ))}
        </ul>
      )}
      <Pager page={data.page} totalPages={data.totalPage} onPageChange={onPageChange} />
    </section>
  );
}
