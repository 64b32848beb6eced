import { useQuery } from '@tanstack/react-query';
import type { SearchStoreInput } from '@yangdee/contracts/store-search';
import { STORE_SERVICE_FLAGS } from '@yangdee/contracts/store-service-flags';
import type { StoreMode } from '@yangdee/contracts/store-services';
import { useSearchParams } from 'react-router';
import { useTranslation } from '../../../lib/use-translation';
import { storeFilterQueryOptions } from '../api/store-queries';

/** The URL query of the store screen → search-store criteria (filters live in the URL). */
export function criteriaFromParams(params: URLSearchParams): SearchStoreInput {
  const get = (k: string) => params.get(k) || undefined;
  return {
    province: get('province'),
    district: get('district'),
    services: (params.get('services') ?? '')
      .split(',')
      .filter(Boolean) as SearchStoreInput['services'],
    orderType: get('orderType') as SearchStoreInput['orderType'],
    openNow: params.get('openNow') === '1' || undefined,
    networkId: get('networkId'),
    minRating: get('minRating'),
    page: get('page'),
  };
}

const chip =
  'inline-flex cursor-pointer items-center gap-2 rounded-full border border-slate-300 px-3 py-1 text-sm has-[:checked]:border-emerald-800 has-[:checked]:bg-emerald-50 has-[:focus-visible]:outline-2';

/** How many filters are on (the phone's filter button shows it). */
export function countStoreFilters(params: URLSearchParams): number {
  const services = (params.get('services') ?? '').split(',').filter(Boolean).length;
  const single = ['province', 'district', 'orderType', 'openNow', 'networkId', 'minRating'].filter(
    (key) => params.get(key),
  ).length;
  return services + single;
}

export function StoreFilters({ mode, hasLocation }: { mode: StoreMode; hasLocation: boolean }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const province = params.get('province') ?? '';
  const { data } = useQuery(storeFilterQueryOptions(mode, province || undefined));
  const update = (key: string, value: string | undefined) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    if (key === 'province') next.delete('district');
    next.delete('page');
    setParams(next);
  };
  const services = new Set((params.get('services') ?? '').split(',').filter(Boolean));
  const toggleService = (key: string) => {
    if (services.has(key)) services.delete(key);
    else services.add(key);
    update('services', STORE_SERVICE_FLAGS.filter((f) => services.has(f)).join(','));
  };
  const select = 'mt-1 w-full rounded-lg border border-slate-300 px-3 py-2';

  return (
    <aside aria-label={t('stores.filters')} className="flex flex-col gap-4">
      <label className="text-sm font-medium">
        {hasLocation ? t('stores.provinceOptional') : t('stores.province')}
        <select
          className={select}
          value={province}
          onChange={(e) => update('province', e.target.value)}
        >
          <option value="">{t('stores.allProvinces')}</option>
          {data?.provinces.map((p) => (
            <option key={p.name} value={p.name}>
              {t('stores.provinceCount', { name: p.name, count: p.count })}
            </option>
          ))}
        </select>
      </label>
      {province ? (
        <label className="text-sm font-medium">
          {t('shops.district')}
          <select
            className={select}
            value={params.get('district') ?? ''}
            onChange={(e) => update('district', e.target.value)}
          >
            <option value="">{t('shops.allDistricts')}</option>
            {data?.districts.map((d) => (
              <option key={d.name} value={d.name}>
                {t('stores.provinceCount', { name: d.name, count: d.count })}
              </option>
            ))}
          </select>
        </label>
      ) : null}
      <fieldset>
        <legend className="text-sm font-medium">{t('stores.servicesLabel')}</legend>
        <div className="mt-1 flex flex-wrap gap-2">
          {(data?.services ?? []).map((s) => (
            <label key={s.key} className={chip}>
              <input
                type="checkbox"
                className="sr-only"
                checked={services.has(s.key)}
                onChange={() => toggleService(s.key)}
              />
              {t(`stores.service.${s.key}`)}
            </label>
          ))}
        </div>
      </fieldset>
      {mode === 'tyre' ? (
        <fieldset>
          <legend className="text-sm font-medium">{t('stores.orderTypeLabel')}</legend>
          <div className="mt-1 flex flex-wrap gap-2">
            {(data?.orderTypes ?? []).map((o) => (
              <label key={o.value} className={chip}>
                <input
                  type="checkbox"
                  className="sr-only"
                  checked={params.get('orderType') === o.value}
                  onChange={(e) => update('orderType', e.target.checked ? o.value : undefined)}
                />
                {t(`stores.orderType.${o.value}`)}
              </label>
            ))}
          </div>
        </fieldset>
      ) : null}
      <label className={chip}>
        <input
          type="checkbox"
          className="sr-only"
          checked={params.get('openNow') === '1'}
          onChange={(e) => update('openNow', e.target.checked ? '1' : undefined)}
        />
        {t('stores.openNow')}
      </label>
      {data && data.networks.length > 0 ? (
        <label className="text-sm font-medium">
          {t('stores.network')}
          <select
            className={select}
            value={params.get('networkId') ?? ''}
            onChange={(e) => update('networkId', e.target.value)}
          >
            <option value="">{t('stores.allNetworks')}</option>
            {data.networks.map((n) => (
              <option key={n.id} value={n.id}>
                {n.name}
              </option>
            ))}
          </select>
        </label>
      ) : null}
      <label className="text-sm font-medium">
        {t('stores.minRating')}
        <select
          className={select}
          value={params.get('minRating') ?? ''}
          onChange={(e) => update('minRating', e.target.value)}
        >
          <option value="">{t('stores.anyRating')}</option>
          {data?.ratings.map((r) => (
            <option key={r.value} value={r.value}>
              {t('stores.ratingStep', { value: r.value })}
            </option>
          ))}
        </select>
      </label>
    </aside>
  );
}
