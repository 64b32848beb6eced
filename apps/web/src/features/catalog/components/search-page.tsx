import { useQuery } from '@tanstack/react-query';
import { parseSearchTab, type SearchTab } from '@yangdee/contracts/search-tab';
import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Pager } from '../../../components/pager';
import { Spinner } from '../../../components/spinner';
import { usePageMeta } from '../../../lib/use-page-meta';
import { useTranslation } from '../../../lib/use-translation';
import { searchContentsQueryOptions } from '../api/search-contents';
import { searchProductsQueryOptions } from '../api/search-products';
import { searchStoresQueryOptions } from '../api/search-stores';
import { ContentResultCard } from './content-result-card';
import { ListingResults } from './listing-results';
import { StoreResultCard } from './store-result-card';

const PAGE_SIZE = 20;

/** The search criteria of /search?k=&t=&page= (spec 2.1: t from 1 to 3, else 1). */
export function readSearchQuery(params: URLSearchParams) {
  const k = (params.get('k') ?? '').trim().slice(0, 100);
  const tab = parseSearchTab(params.get('t'));
  const pageText = params.get('page') ?? '';
  const page = /^[1-9]\d{0,3}$/.test(pageText) ? Number(pageText) : 1;
  return { k, tab, page };
}

/** Global search (spec 2.1 /search): tyres, shops, articles and promotions, each tab counted. */
export function SearchPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const { k, tab, page } = readSearchQuery(params);
  const pageOf = (n: SearchTab) => (tab === n ? page : 1);
  const enabled = k.length > 0;

  const tyres = useQuery({
    ...searchProductsQueryOptions({ k, page: pageOf(1), pageSize: PAGE_SIZE }),
    enabled,
  });
  const stores = useQuery({
    ...searchStoresQueryOptions({ k, page: pageOf(2), pageSize: PAGE_SIZE }),
    enabled,
  });
  const contents = useQuery({
    ...searchContentsQueryOptions({ k, page: pageOf(3), pageSize: PAGE_SIZE }),
    enabled,
  });

  const heading = k ? t('catalog.search.heading', { k }) : t('catalog.search.headingEmpty');
  usePageMeta({ title: heading, description: t('catalog.search.description') });

  const goToPage = (n: number) => {
    const next = new URLSearchParams(params);
    next.set('page', String(n));
    setParams(next);
  };
  const tabHref = (n: SearchTab) => `/search?${new URLSearchParams({ k, t: String(n) })}`;
  const tabs: { n: SearchTab; label: string; total: number | undefined }[] = [
    { n: 1, label: t('catalog.search.tyres'), total: tyres.data?.total },
    { n: 2, label: t('catalog.search.stores'), total: stores.data?.total },
    { n: 3, label: t('catalog.search.contents'), total: contents.data?.total },
  ];

  return (
    <div>
      <h1 className="mb-4 text-2xl font-bold text-slate-900 md:text-3xl">{heading}</h1>
      {!enabled ? (
        <p className="rounded-xl border border-slate-200 bg-white p-6 text-slate-700">
          {t('catalog.search.noKeyword')}
        </p>
      ) : (
        <>
          <nav aria-label={t('catalog.search.tabs')} className="mb-6 border-b border-slate-200">
            <ul className="-mb-px flex flex-wrap gap-1">
              {tabs.map(({ n, label, total }) => (
                <li key={n}>
                  <Link
                    to={tabHref(n)}
                    aria-current={tab === n ? 'page' : undefined}
                    data-testid={`search-tab-${n}`}
                    className="inline-block border-b-2 border-transparent px-4 py-2 font-semibold text-slate-600 hover:text-emerald-900 aria-[current=page]:border-emerald-800 aria-[current=page]:text-emerald-900"
                  >
                    {label} <span data-testid={`search-tab-count-${n}`}>({total ?? '…'})</span>
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          {tab === 1 && (
            <ListingResults
              data={tyres.data}
              isPending={tyres.isPending}
              isFetching={tyres.isFetching}
              isError={tyres.isError}
              onRetry={() => void tyres.refetch()}
              sort="popular"
              onSortChange={() => undefined}
              onPageChange={goToPage}
              isSortShown={false}
            />
          )}
          {tab === 2 && (
            <TabList
              query={stores}
              k={k}
              onPageChange={goToPage}
              render={(items) =>
                items.map((s) => (
                  <li key={s.id}>
                    <StoreResultCard store={s} />
                  </li>
                ))
              }
            />
          )}
          {tab === 3 && (
            <TabList
              query={contents}
              k={k}
              onPageChange={goToPage}
              render={(items) =>
                items.map((c) => (
                  <li key={`${c.kind}-${c.key}`}>
                    <ContentResultCard item={c} />
                  </li>
                ))
              }
            />
          )}
        </>
      )}
    </div>
  );
}

interface PagedQuery<T> {
  data?: { items: T[]; total: number; page: number; totalPage: number };
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  refetch: () => unknown;
}

function TabList<T>({
  query,
  k,
  onPageChange,
  render,
}: {
  query: PagedQuery<T>;
  k: string;
  onPageChange: (page: number) => void;
  render: (items: T[]) => ReactNode;
}) {
  const { t } = useTranslation();
  if (query.isPending) {
    return (
      <div className="flex justify-center py-16">
        <Spinner />
      </div>
    );
  }
  if (query.isError || !query.data) {
    return (
      <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-4 text-red-800">
        <p>{t('error.connection')}</p>
        <button type="button" onClick={() => void query.refetch()} className="mt-2 underline">
          {t('error.retry')}
        </button>
      </div>
    );
  }
  if (query.data.items.length === 0) {
    return (
      <p className="rounded-xl border border-slate-200 bg-white p-6 text-slate-700">
        {t('catalog.search.empty', { k })}
      </p>
    );
  }
  return (
    <section aria-busy={query.isFetching}>
      <ul className="grid gap-3 md:grid-cols-2">{render(query.data.items)}</ul>
      <Pager page={query.data.page} totalPages={query.data.totalPage} onPageChange={onPageChange} />
    </section>
  );
}
