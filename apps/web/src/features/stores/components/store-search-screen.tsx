import { useQuery } from '@tanstack/react-query';
import type { StoreMode } from '@yangdee/contracts/store-services';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { FilterSheet } from '../../../components/filter-sheet';
import { PageHeading } from '../../../components/page-heading';
import { Pager } from '../../../components/pager';
import { Spinner } from '../../../components/spinner';
import { StoreCard } from '../../../components/store-card';
import { StoreMap } from '../../../components/store-map';
import { requestLocation, useStoredLocation } from '../../../lib/location';
import { useFilterPlacement } from '../../../lib/use-filter-placement';
import { useTranslation } from '../../../lib/use-translation';
import { searchStoresQueryOptions } from '../api/store-queries';
import { countStoreFilters, criteriaFromParams, StoreFilters } from './store-filters';

/** One screen for /store (tyre shops) and /store-tire-repair (repair shops), issue [3/6] §1. */
export function StoreSearchScreen({ mode }: { mode: StoreMode }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const { location, locationKey } = useStoredLocation();
  const [isLocating, setIsLocating] = useState(false);
  const [locationDenied, setLocationDenied] = useState(false);
  const [isSheetOpen, setSheetOpen] = useState(false);
  const { isAsideShown, isSheetShown } = useFilterPlacement();
  const criteria = { ...criteriaFromParams(params), mode, pageSize: 20 };
  const { data, isPending, isError } = useQuery(searchStoresQueryOptions(criteria, locationKey));

  const locate = async () => {
    setIsLocating(true);
    const ok = await requestLocation();
    setIsLocating(false);
    setLocationDenied(!ok);
  };
  const setPage = (page: number) => {
    const next = new URLSearchParams(params);
    next.set('page', String(page));
    setParams(next);
  };

  return (
    <>
      <PageHeading titleKey={mode === 'repair' ? 'stores.repairTitle' : 'stores.title'}>
        <p className="mt-1 text-slate-600">
          {location ? t('stores.nearestHint') : t('stores.pickAreaHint')}
        </p>
      </PageHeading>
      <div className="mb-4 flex flex-wrap items-center gap-3">
        <button
          type="button"
          onClick={() => void locate()}
          className="rounded-lg bg-emerald-800 px-4 py-2 font-semibold text-white hover:bg-emerald-900"
        >
          {t('stores.useMyLocation')}
        </button>
        {isLocating ? <Spinner /> : null}
        {locationDenied ? (
          <p role="status" className="text-sm text-red-700">
            {t('stores.locationDenied')}
          </p>
        ) : null}
      </div>
      <div className="grid gap-6 lg:grid-cols-[18rem_1fr]">
        {isAsideShown ? (
          <div className="hidden lg:block">
            <StoreFilters mode={mode} hasLocation={Boolean(location)} />
          </div>
        ) : null}
        {isSheetShown ? (
          <div className="lg:hidden">
            <FilterSheet
              activeCount={countStoreFilters(params)}
              resultCount={data?.total}
              resultCountKey="stores.seeResultsCount"
              isOpen={isSheetOpen}
              onOpenChange={setSheetOpen}
            >
              <StoreFilters mode={mode} hasLocation={Boolean(location)} />
            </FilterSheet>
          </div>
        ) : null}
        <section aria-labelledby="store-results" className="min-w-0">
          <h2 id="store-results" className="mb-3 text-lg font-semibold">
            {data ? t('stores.resultCount', { count: data.total }) : t('stores.results')}
          </h2>
          {isPending ? <Spinner /> : null}
          {isError ? <p role="alert">{t('stores.loadError')}</p> : null}
          {data ? (
            <>
              {data.items.length > 0 ? (
                <div className="mb-4">
                  <StoreMap
                    label={t('stores.mapLabel')}
                    markers={data.items.flatMap((s) =>
                      s.latitude !== undefined && s.longitude !== undefined
                        ? [
                            {
                              id: s.id,
                              latitude: s.latitude,
                              longitude: s.longitude,
                              label: s.branchName ? `${s.name} ${s.branchName}` : s.name,
                            },
                          ]
                        : [],
                    )}
                  />
                </div>
              ) : (
                <p>{t('stores.noResults')}</p>
              )}
              <ul className="grid gap-3" data-testid="store-results">
                {data.items.map((s) => (
                  <li key={s.id}>
                    <StoreCard store={s} />
                  </li>
                ))}
              </ul>
              <Pager page={data.page} totalPages={data.totalPage} onPageChange={setPage} />
            </>
          ) : null}
        </section>
      </div>
    </>
  );
}
