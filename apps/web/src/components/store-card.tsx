import type { StoreCard as StoreCardData } from '@yangdee/contracts/store-search';
import { STORE_SERVICE_FLAGS } from '@yangdee/contracts/store-service-flags';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../lib/use-translation';

/** '3.2 กม.' for a distance in km (issue [3/6]: distance shown in km). */
export function useDistanceText() {
  const { t } = useTranslation();
  return (km: number | null | undefined) =>
    km === null || km === undefined ? null : t('stores.distance', { km: km.toFixed(1) });
}

/** One shop in a list (store search, network branches, network product shops). */
export function StoreCard({ store, children }: { store: StoreCardData; children?: ReactNode }) {
  const { t } = useTranslation();
  const distance = useDistanceText()(store.distanceKm);
  const name = store.branchName ? `${store.name} ${store.branchName}` : store.name;
  const services = STORE_SERVICE_FLAGS.filter((f) => store[f]);
  return (
    <article
      data-testid="store-card"
      className="flex gap-3 rounded-xl border border-slate-200 bg-white p-3 shadow-sm"
    >
      {store.picture ? (
        <img
          src={store.picture}
          alt=""
          width={96}
          height={72}
          loading="lazy"
          className="h-18 w-24 shrink-0 rounded-lg object-cover"
        />
      ) : null}
      <div className="min-w-0 flex-1">
        <h3 className="font-semibold text-slate-900">
          <Link to={`/store/${store.param}`} className="hover:underline">
            {name}
          </Link>
        </h3>
        <p className="text-sm text-slate-600">
          {[store.address, store.district, store.province].filter(Boolean).join(' ')}
        </p>
        <p className="mt-1 flex flex-wrap gap-x-3 text-sm">
          {distance ? (
            <span data-testid="store-distance" className="font-semibold text-emerald-800">
              {distance}
            </span>
          ) : null}
          <span>
            {t('stores.rating', {
              rating: store.ratingAverage.toFixed(1),
              count: store.ratingCount,
            })}
          </span>
          {store.tel ? (
            <a href={`tel:${store.tel}`} className="text-emerald-800 underline">
              {t('stores.call', { tel: store.tel })}
            </a>
          ) : null}
        </p>
        <ul className="mt-1 flex flex-wrap gap-1" aria-label={t('stores.servicesLabel')}>
          {store.isRepairShop ? (
            <li className="rounded bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
              {t('stores.repairShopBadge')}
            </li>
          ) : null}
          {store.isServiceEnabled ? (
            <li className="rounded bg-emerald-50 px-2 py-0.5 text-xs">
              {t('stores.orderType.SERVICE')}
            </li>
          ) : null}
          {store.isDeliveryEnabled ? (
            <li className="rounded bg-emerald-50 px-2 py-0.5 text-xs">
              {t('stores.orderType.DELIVERY')}
            </li>
          ) : null}
          {services.map((f) => (
            <li key={f} className="rounded bg-slate-100 px-2 py-0.5 text-xs">
              {t(`stores.service.${f}`)}
            </li>
          ))}
        </ul>
        {children}
      </div>
    </article>
  );
}
