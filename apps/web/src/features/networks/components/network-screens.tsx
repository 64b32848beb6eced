import { useQuery } from '@tanstack/react-query';
import { NetworkSearchMode } from '@yangdee/contracts/store-services';
import { Link, useSearchParams } from 'react-router';
import { PageHeading } from '../../../components/page-heading';
import { Pager } from '../../../components/pager';
import { ProductCard } from '../../../components/product-card';
import { Spinner } from '../../../components/spinner';
import { StoreCard } from '../../../components/store-card';
import { formatBaht } from '../../../lib/format-baht';
import { useStoredLocation } from '../../../lib/location';
import { usePageMeta } from '../../../lib/use-page-meta';
import { useTranslation } from '../../../lib/use-translation';
import { AddToCart } from '../../cart/components/add-to-cart';
import { RelatedTyres } from '../../stores/components/related-tyres';
import {
  networkDetailQueryOptions,
  networkListQueryOptions,
  networkProductQueryOptions,
} from '../api/network-queries';

/** /network: every shop network. */
export function NetworkListScreen() {
  const { t } = useTranslation();
  const { data } = useQuery(networkListQueryOptions());
  return (
    <>
      <PageHeading titleKey="networks.title" />
      {data ? null : <Spinner />}
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {data?.map((n) => (
          <li key={n.key} className="rounded-xl border border-slate-200 bg-white p-4">
            <img src={n.logo} alt="" className="h-12 w-auto" />
            <h2 className="mt-2 text-lg font-semibold">
              <Link to={`/network/${n.key}`} className="hover:underline">
                {n.name}
              </Link>
            </h2>
            <p className="text-sm text-slate-600">{n.description}</p>
            <p className="text-sm">{t('networks.storeCount', { count: n.storeCount })}</p>
          </li>
        ))}
      </ul>
    </>
  );
}

/** /network/:key — its branches (mode STORE 2) or its tyres (mode TIRE 1), mode in the URL. */
export function NetworkDetailScreen({ networkKey }: { networkKey: string }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const mode =
    params.get('mode') === String(NetworkSearchMode.TIRE)
      ? NetworkSearchMode.TIRE
      : NetworkSearchMode.STORE;
  const page = Math.max(1, Number(params.get('page')) || 1);
  const { locationKey } = useStoredLocation();
  const { data, error } = useQuery(networkDetailQueryOptions(networkKey, mode, page, locationKey));
  usePageMeta({ title: data?.network.name ?? t('pages.networkDetail') });
  const go = (next: { mode?: number; page?: number }) =>
    setParams({ mode: String(next.mode ?? mode), page: String(next.page ?? 1) });
  if (error) return <p role="alert">{t('networks.notFound')}</p>;
  if (!data) return <Spinner />;
  const tab =
    'rounded-t-lg border-b-2 px-4 py-2 font-semibold aria-selected:border-emerald-800 aria-selected:text-emerald-800 border-transparent';
  return (
    <>
      <h1 className="text-2xl font-bold md:text-3xl">{data.network.name}</h1>
      <p className="mb-4 text-slate-600">{data.network.description}</p>
      <div
        role="tablist"
        aria-label={t('networks.modes')}
        className="mb-4 flex gap-2 border-b border-slate-200"
      >
        <button
          type="button"
          role="tab"
          aria-selected={mode === NetworkSearchMode.STORE}
          className={tab}
          onClick={() => go({ mode: NetworkSearchMode.STORE })}
        >
          {t('networks.branches')}
        </button>
        <button
          type="button"
          role="tab"
          aria-selected={mode === NetworkSearchMode.TIRE}
          className={tab}
          onClick={() => go({ mode: NetworkSearchMode.TIRE })}
        >
          {t('networks.tyres')}
        </button>
      </div>
      <div role="tabpanel">
        {data.stores ? (
          <>
            <ul className="grid gap-3" data-testid="network-stores">
              {data.stores.items.map((s) => (
                <li key={s.id}>
                  <StoreCard store={s} />
                </li>
              ))}
            </ul>
            <Pager
              page={data.stores.page}
              totalPages={data.stores.totalPage}
              onPageChange={(p) => go({ page: p })}
            />
          </>
        ) : null}
        {data.products ? (
          <>
            <ul className="grid grid-cols-2 gap-3 md:grid-cols-4" data-testid="network-tyres">
              {data.products.items.map((p) => (
                <li key={p.id}>
                  <ProductCard product={p} />
                  <Link
                    to={`/network/${networkKey}/${p.param}`}
                    className="text-sm text-emerald-800 underline"
                  >
                    {t('networks.whichShops')}
                  </Link>
                </li>
              ))}
            </ul>
            <Pager
              page={data.products.page}
              totalPages={data.products.totalPage}
              onPageChange={(p) => go({ page: p })}
            />
          </>
        ) : null}
      </div>
    </>
  );
}

/** /network/:key/:pid — the member shops that sell one tyre, with price and distance. */
export function NetworkProductScreen({ networkKey, pid }: { networkKey: string; pid: string }) {
  const { t } = useTranslation();
  const { locationKey } = useStoredLocation();
  const { data, error } = useQuery(networkProductQueryOptions(networkKey, pid, locationKey));
  const title = data
    ? `${data.product.brand} ${data.product.model} ${data.product.size}`
    : t('pages.networkProduct');
  usePageMeta({ title });
  if (error) return <p role="alert">{t('networks.notFound')}</p>;
  if (!data) return <Spinner />;
  return (
    <>
      <p>
        <Link to={`/network/${networkKey}`} className="text-emerald-800 underline">
          {data.network.name}
        </Link>
      </p>
      <h1 className="mb-4 text-2xl font-bold">{title}</h1>
      <div className="grid gap-6 md:grid-cols-[16rem_1fr]">
        <ProductCard product={data.product} headingLevel="h2" />
        <section aria-labelledby="network-offers">
          <h2 id="network-offers" className="mb-3 text-lg font-semibold">
            {t('networks.shopsSelling')}
          </h2>
          <ul className="grid gap-3">
            {data.offers.map((o) => (
              <li key={o.sellerProductId}>
                <StoreCard store={o.store}>
                  <p className="mt-1 font-bold text-emerald-800">
                    <Link to={`/store/${o.store.param}/${o.sellerProductId}`}>
                      {t('stores.offer.price', { price: formatBaht(o.price) })}
                    </Link>
                  </p>
                  <AddToCart
                    sellerProductId={o.sellerProductId}
                    isServiceAvailable
                    isDeliveryAvailable={o.priceDelivery !== null}
                    item={{
                      id: String(data.product.id),
                      name: title,
                      brand: data.product.brand,
                      variant: data.product.size,
                      price: o.price,
                    }}
                  />
                </StoreCard>
              </li>
            ))}
          </ul>
        </section>
      </div>
      <RelatedTyres relatedTireId={data.product.id} networkId={data.network.id} />
    </>
  );
}
