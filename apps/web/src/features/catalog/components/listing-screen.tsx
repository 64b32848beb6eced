import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useSearchParams } from 'react-router';
import { FilterSheet } from '../../../components/filter-sheet';
import { useFilterPlacement } from '../../../lib/use-filter-placement';
import { usePageMeta } from '../../../lib/use-page-meta';
import { useTranslation } from '../../../lib/use-translation';
import { searchProductsQueryOptions } from '../api/search-products';
import { countActiveFilters } from '../lib/count-active-filters';
import {
  criteriaFromQuery,
  isBrandSlug,
  nextListingQuery,
  readListingQuery,
} from '../lib/listing-query';
import { CarSelects } from './car-selects';
import { type ListingChange, ListingFilters } from './listing-filters';
import { ListingResults } from './listing-results';
import { TypeChips } from './type-chips';

export type ListingVariant = 'tire' | 'car' | 'type' | 'brand';

interface ListingScreenProps {
  variant: ListingVariant;
  /** The brand slug of /brand/:brand. */
  pathBrand?: string;
  /** Rendered instead of the listing when the path's brand does not exist. */
  notFound?: ReactNode;
}

/**
 * The one tyre listing of /tire, /tire-by-car-model, /tire-by-type and /brand/:brand (spec 2.1):
 * filters on the side, cards on the right, every choice in the URL. Below the lg breakpoint the
 * filters fold into a sheet and the tyres come first (decision 0063).
 */
export function ListingScreen({ variant, pathBrand, notFound }: ListingScreenProps) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const values = readListingQuery(params);
  const criteria = criteriaFromQuery(params, pathBrand);
  const result = useQuery(searchProductsQueryOptions(criteria));
  const data = result.data;
  const { isAsideShown, isSheetShown } = useFilterPlacement();
  const [isSheetOpen, setSheetOpen] = useState(false);

  const change = (changes: ListingChange) =>
    setParams(nextListingQuery(params, changes), { preventScrollReset: true });
  const clear = () => setParams(new URLSearchParams(), { preventScrollReset: true });

  const brandName = data?.brand?.name;
  const size =
    values.width && values.ratio && values.diameter
      ? `${values.width}/${values.ratio}R${values.diameter}`
      : null;
  const typeName = values.type ? t(`catalog.types.${values.type}`) : null;
  let title = t('catalog.titles.tire');
  if (variant === 'brand') title = brandName ? t('catalog.titles.brand', { brand: brandName }) : '';
  else if (size) title = t('catalog.titles.size', { size });
  else if (typeName) title = typeName;
  else if (variant === 'car') title = t('catalog.titles.byCar');
  else if (variant === 'type') title = t('catalog.titles.byType');
  const description =
    variant === 'brand' && data?.brand
      ? t('catalog.titles.brandDescription', { brand: data.brand.name, brandEn: data.brand.nameEn })
      : t('catalog.titles.description');
  usePageMeta({ title: title || t('pages.brand'), description });

  const isBrandMissing =
    variant === 'brand' &&
    (!isBrandSlug(pathBrand) || (!!data && !result.isPlaceholderData && data.brand === null));
  if (isBrandMissing) return <>{notFound}</>;

  const filters = (
    <ListingFilters
      values={values}
      onChange={change}
      onClear={clear}
      isBrandFixed={variant === 'brand'}
      isCarShownAbove={variant === 'car'}
    />
  );

  return (
    <div>
      <header className="mb-6 flex items-center gap-4">
        {variant === 'brand' && data?.brand && (
          <img
            src={data.brand.logo}
            alt=""
            width={96}
            height={32}
            className="h-10 w-auto rounded bg-white"
          />
        )}
        <div>
          <h1 className="text-2xl font-bold text-slate-900 md:text-3xl">
            {title || t('pages.brand')}
          </h1>
          {variant === 'car' && (
            <p className="mt-1 text-slate-600">{t('catalog.titles.byCarIntro')}</p>
          )}
          {variant === 'type' && (
            <p className="mt-1 text-slate-600">{t('catalog.titles.byTypeIntro')}</p>
          )}
        </div>
      </header>
      {variant === 'car' && (
        <div className="mb-6 rounded-xl border border-emerald-200 bg-white p-4 shadow-sm">
          <CarSelects
            isProminent
            make={values.make ?? ''}
            model={values.model ?? ''}
            year={values.year ?? ''}
            onChange={change}
          />
        </div>
      )}
      {variant === 'type' && (
        <TypeChips value={values.type ?? ''} onChange={(type) => change({ type })} />
      )}
      <div className="grid gap-6 lg:grid-cols-[17rem_1fr]">
        {isAsideShown ? (
          <aside aria-label={t('catalog.filters.heading')} className="hidden lg:block">
            <div className="rounded-xl border border-slate-200 bg-white p-4">
              <h2 className="mb-3 text-lg font-bold text-slate-900">
                {t('catalog.filters.heading')}
              </h2>
              {filters}
            </div>
          </aside>
        ) : null}
        {isSheetShown ? (
          <div className="lg:hidden">
            <FilterSheet
              activeCount={countActiveFilters(values, variant === 'car')}
              resultCount={data?.total}
              isOpen={isSheetOpen}
              onOpenChange={setSheetOpen}
            >
              {filters}
            </FilterSheet>
          </div>
        ) : null}
        <ListingResults
          data={data}
          isPending={result.isPending}
          isFetching={result.isFetching}
          isError={result.isError}
          onRetry={() => void result.refetch()}
          sort={values.sort ?? 'popular'}
          onSortChange={(sort) => change({ sort })}
          onPageChange={(page) => change({ page: String(page) })}
        />
      </div>
    </div>
  );
}
