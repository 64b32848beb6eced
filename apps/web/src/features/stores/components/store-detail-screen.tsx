import { useQuery } from '@tanstack/react-query';
import { OPEN_TIME_ALLOW_LIST } from '@yangdee/contracts/html-allow-list';
import { STORE_SERVICE_FLAGS } from '@yangdee/contracts/store-service-flags';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { PictureViewer } from '../../../components/picture-viewer';
import { Spinner } from '../../../components/spinner';
import { StoreMap } from '../../../components/store-map';
import { ApiError } from '../../../lib/api';
import { formatThaiDate } from '../../../lib/format-thai-date';
import { useStoredLocation } from '../../../lib/location';
import { sanitizeTagsOnly } from '../../../lib/sanitize-tags-only';
import { useHydrated } from '../../../lib/use-hydrated';
import { usePageMeta } from '../../../lib/use-page-meta';
import { useTranslation } from '../../../lib/use-translation';
import { storeDetailQueryOptions, storeProductsQueryOptions } from '../api/store-queries';
import { RelatedTyres } from './related-tyres';
import { StoreOffers } from './store-offers';
import { StoreReviews } from './store-reviews';

// Opening-time HTML arrives sanitised by the server; sanitised again (the same contracts
// allow-list) before it is inserted.

const DAY_KEYS = [0, 1, 2, 3, 4, 5, 6];

/** /store/:id and /store/:id/:spid (issue [3/6] §2). */
export function StoreDetailScreen({
  storeId,
  focusSellerProductId,
}: {
  storeId: string;
  focusSellerProductId?: number;
}) {
  const { t } = useTranslation();
  const { locationKey } = useStoredLocation();
  const { data, error, isPending } = useQuery(storeDetailQueryOptions(storeId, locationKey));
  const [viewer, setViewer] = useState<number | null>(null);
  // The first page of the shop's tyres (the same query StoreOffers shows, so cached): the
  // related tyres follow the focused one, else the first one listed.
  const offers = useQuery({
    ...storeProductsQueryOptions({ id: storeId, page: 1, pageSize: 10, focusSellerProductId }),
    enabled: Boolean(data),
  });
  const relatedTireId = (offers.data?.focus ?? offers.data?.items[0])?.product.id;
  const store = data?.store;
  const fullName = store
    ? store.branchName
      ? `${store.name} ${store.branchName}`
      : store.name
    : '';
  usePageMeta({ title: fullName || t('pages.storeDetail') });
  const hydrated = useHydrated();
  const openTime = useMemo(
    () => (hydrated ? sanitizeTagsOnly(store?.openTimeHtml ?? '', OPEN_TIME_ALLOW_LIST.tags) : ''),
    [hydrated, store?.openTimeHtml],
  );

  if (isPending) return <Spinner />;
  if (error instanceof ApiError && error.status === 404)
    return (
      <div role="alert">
        <h1 className="text-2xl font-bold">{t('stores.notFound')}</h1>
        <Link to="/store" className="text-emerald-800 underline">
          {t('stores.backToSearch')}
        </Link>
      </div>
    );
  if (!data || !store) return <p role="alert">{t('stores.loadError')}</p>;
  const ratingTotal = store.ratingHistogram.reduce((n, h) => n + h.count, 0);
  const directions = `https://www.google.com/maps/dir/?api=1&destination=${store.latitude},${store.longitude}`;

  return (
    <article>
      {store.banner ? (
        <img
          src={store.banner}
          alt={t('stores.bannerAlt', { name: fullName })}
          data-testid="store-banner"
          className="mb-4 aspect-[8/3] w-full rounded-lg object-cover"
        />
      ) : null}
      <h1 className="text-2xl font-bold text-slate-900 md:text-3xl">{fullName}</h1>
      {store.network ? (
        <p className="text-sm">
          <Link to={`/network/${store.network.key}`} className="text-emerald-800 underline">
            {t('stores.memberOf', { name: store.network.name })}
          </Link>
        </p>
      ) : null}
      {store.announcement ? (
        <p className="mt-2 rounded-lg bg-amber-50 p-3">{store.announcement}</p>
      ) : null}
      <div className="mt-4 grid gap-6 md:grid-cols-2">
        <section aria-label={t('stores.pictures')}>
          {store.pictures.length === 0 ? (
            <div
              data-testid="store-no-pictures"
              className="flex aspect-[4/3] w-full flex-col items-center justify-center gap-2 rounded-lg bg-slate-100 text-slate-600"
            >
              <svg aria-hidden="true" viewBox="0 0 24 24" className="h-12 w-12" fill="none">
                <path
                  d="M3 10 5 4h14l2 6M4 10h16v10H4zM9 20v-5h6v5"
                  stroke="currentColor"
                  strokeWidth="1.5"
                  strokeLinejoin="round"
                />
              </svg>
              <p>{t('shops.noPictures')}</p>
            </div>
          ) : null}
          <ul className="grid grid-cols-2 gap-2">
            {store.pictures.map((p, i) => (
              <li key={p.src}>
                <button
                  type="button"
                  onClick={() => setViewer(i)}
                  className="block w-full"
                  aria-label={t('stores.openPicture', { n: i + 1 })}
                >
                  <img
                    src={p.src}
                    alt={p.alt}
                    className="aspect-[4/3] w-full rounded-lg object-cover"
                  />
                </button>
              </li>
            ))}
          </ul>
          <PictureViewer
            pictures={store.pictures}
            index={viewer}
            onIndexChange={setViewer}
            onClose={() => setViewer(null)}
          />
        </section>
        <section aria-labelledby="store-info">
          <h2 id="store-info" className="sr-only">
            {t('stores.info')}
          </h2>
          <p>
            {[store.address, store.subDistrict, store.district, store.province, store.postCode]
              .filter(Boolean)
              .join(' ')}
          </p>
          {store.distanceKm != null ? (
            <p className="font-semibold text-emerald-800">
              {t('stores.distance', { km: store.distanceKm.toFixed(1) })}
            </p>
          ) : null}
          {store.tel ? (
            <p>
              <a href={`tel:${store.tel}`} className="text-emerald-800 underline">
                {t('stores.call', { tel: store.tel })}
              </a>
            </p>
          ) : null}
          <h3 className="mt-3 font-semibold">{t('stores.openTime')}</h3>
          {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised twice (server + sanitizeTagsOnly) */}
          <div data-testid="store-open-time" dangerouslySetInnerHTML={{ __html: openTime }} />
          <ul className="text-sm text-slate-700">
            {DAY_KEYS.map((d) => {
              const h = store.weeklyHours[d];
              return (
                <li key={d}>
                  {t(`stores.day${d}`)}: {h ? `${h.open} - ${h.close}` : t('stores.closed')}
                </li>
              );
            })}
          </ul>
          {store.holidays.length > 0 ? (
            <>
              <h3 className="mt-3 font-semibold">{t('stores.holidays')}</h3>
              <ul className="text-sm">
                {store.holidays.map((h) => (
                  <li key={h.date}>
                    {formatThaiDate(h.date)}
                    {h.title}
                  </li>
                ))}
              </ul>
            </>
          ) : null}
          <h3 className="mt-3 font-semibold">{t('stores.servicesLabel')}</h3>
          <ul className="flex flex-wrap gap-1">
            {store.isServiceEnabled ? (
              <li className="rounded bg-emerald-50 px-2 py-0.5 text-sm">
                {t('stores.orderType.SERVICE')}
              </li>
            ) : null}
            {store.isDeliveryEnabled ? (
              <li className="rounded bg-emerald-50 px-2 py-0.5 text-sm">
                {t('stores.orderType.DELIVERY')}
              </li>
            ) : null}
            {STORE_SERVICE_FLAGS.filter((f) => store[f]).map((f) => (
              <li key={f} className="rounded bg-slate-100 px-2 py-0.5 text-sm">
                {t(`stores.service.${f}`)}
              </li>
            ))}
          </ul>
        </section>
      </div>
      <section aria-labelledby="store-map" className="mt-6">
        <h2 id="store-map" className="mb-2 text-xl font-bold">
          {t('stores.mapHeading')}
        </h2>
        <StoreMap
          label={t('stores.mapOf', { name: fullName })}
          markers={[
            { id: store.id, latitude: store.latitude, longitude: store.longitude, label: fullName },
          ]}
        />
        <a
          href={directions}
          target="_blank"
          rel="noopener noreferrer"
          className="mt-2 inline-block rounded-lg bg-emerald-800 px-4 py-2 font-semibold text-white"
        >
          {t('stores.directions')}
        </a>
      </section>
      <StoreOffers storeId={storeId} focusSellerProductId={focusSellerProductId} />
      {relatedTireId ? <RelatedTyres relatedTireId={relatedTireId} sellerId={store.id} /> : null}
      {data.promotions.length > 0 ? (
        <section aria-labelledby="store-promotions" className="mt-8">
          <h2 id="store-promotions" className="mb-3 text-xl font-bold">
            {t('stores.promotions')}
          </h2>
          <ul className="grid gap-2">
            {data.promotions.map((p) => (
              <li key={p.key} className="rounded-lg border border-slate-200 p-3">
                <Link
                  to={`/promotion/${p.key}`}
                  className="font-semibold text-emerald-800 underline"
                >
                  {p.title}
                </Link>
                {p.remark ? <p className="text-sm">{p.remark}</p> : null}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <section aria-labelledby="store-rating" className="mt-8">
        <h2 id="store-rating" className="mb-3 text-xl font-bold">
          {t('stores.reviewsHeading')}
        </h2>
        <p className="text-lg font-semibold">
          {t('stores.rating', { rating: store.ratingAverage.toFixed(1), count: store.ratingCount })}
        </p>
        <ul className="mb-4 text-sm">
          {store.ratingHistogram.map((h) => (
            <li key={h.star} className="flex items-center gap-2">
              <span className="w-12">{t('stores.stars', { count: h.star })}</span>
              <span className="h-2 flex-1 rounded bg-slate-100">
                <span
                  className="block h-2 rounded bg-amber-400"
                  style={{ width: `${ratingTotal ? (h.count / ratingTotal) * 100 : 0}%` }}
                />
              </span>
              <span className="w-8 text-right">{h.count}</span>
            </li>
          ))}
        </ul>
        <StoreReviews storeId={storeId} />
      </section>
    </article>
  );
}
