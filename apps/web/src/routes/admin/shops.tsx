import '../../lib/admin-texts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import {
  ratePercentText,
  SHOP_STATES,
  type ShopRow,
  type ShopSearchForm,
  ShopSearchFormSchema,
  type ShopState,
} from '@yangdee/contracts/admin-shops';
import { useForm } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router';
import { TextField } from '../../components/form-field';
import { shopListQueryOptions } from '../../features/admin/shops/api/shops';
import { ShopStateBadge } from '../../features/admin/shops/components/shop-state-badge';
import { usePageMeta } from '../../lib/use-page-meta';
import { useTranslation } from '../../lib/use-translation';

// /admin/shops (issue 32 item 4, permission `shops`, decision 0143): every shop by keyword (name,
// code, branch, province) and state, 20 a page, newest first; cards on a phone, a table from md.
// The filters live in the address, so a filtered list can be shared and reloaded.

const isState = (value: string | null): value is ShopState =>
  (SHOP_STATES as readonly string[]).includes(value ?? '');

function shopTitle(shop: Pick<ShopRow, 'name' | 'branchName'>): string {
  return shop.branchName ? `${shop.name} ${shop.branchName}` : shop.name;
}

export function Component() {
  const { t } = useTranslation();
  usePageMeta({ title: t('adminShops.title') });
  const [params, setParams] = useSearchParams();
  const keyword = params.get('keyword') ?? '';
  const stateParam = params.get('state');
  const state = isState(stateParam) ? stateParam : null;
  const page = Math.max(1, Number(params.get('page')) || 1);
  const form = useForm<ShopSearchForm, unknown, { keyword: string }>({
    resolver: zodResolver(ShopSearchFormSchema),
    defaultValues: { keyword },
  });
  const query = new URLSearchParams();
  if (keyword) query.set('keyword', keyword);
  if (state) query.set('state', state);
  query.set('page', String(page));
  const list = useQuery(shopListQueryOptions(query.toString()));

  const go = (next: { keyword?: string; state?: ShopState | null; page?: number }) => {
    const target = new URLSearchParams();
    const k = next.keyword ?? keyword;
    const s = next.state === undefined ? state : next.state;
    if (k) target.set('keyword', k);
    if (s) target.set('state', s);
    if (next.page && next.page > 1) target.set('page', String(next.page));
    setParams(target);
  };
  // The keyword comes back trimmed by the list query's own rule.
  const search = form.handleSubmit((values) => go({ keyword: values.keyword, page: 1 }));
  const data = list.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  const allCount = data
    ? data.counts.pending + data.counts.approved + data.counts.rejected + data.counts.suspended
    : null;

  return (
    <div>
      <h1 className="text-2xl font-bold text-slate-900">{t('adminShops.title')}</h1>
      <form
        onSubmit={search}
        noValidate
        className="mt-4 flex flex-col gap-2 rounded-xl border border-slate-200 bg-white p-4 sm:flex-row sm:items-end"
      >
        <div className="min-w-0 flex-1">
          <TextField
            label={t('adminShops.keyword')}
            type="search"
            maxLength={100}
            placeholder={t('adminShops.keywordHint')}
            error={form.formState.errors.keyword?.message}
            registration={form.register('keyword')}
          />
        </div>
        <div className="flex gap-2">
          <button
            type="submit"
            className="flex-1 rounded-lg bg-slate-900 px-4 py-2 font-semibold text-white"
          >
            {t('adminShops.search')}
          </button>
          <button
            type="button"
            className="rounded-lg border border-slate-300 px-3 py-2 text-slate-800"
            onClick={() => {
              form.reset({ keyword: '' });
              setParams(new URLSearchParams());
            }}
          >
            {t('adminShops.clear')}
          </button>
        </div>
      </form>
      <fieldset className="mt-3">
        <legend className="sr-only">{t('adminShops.stateFilter')}</legend>
        <div className="flex flex-wrap gap-2">
          {([null, ...SHOP_STATES] as const).map((s) => {
            const label = t(`adminShops.states.${s ?? 'all'}`);
            const count = s ? data?.counts[s] : allCount;
            return (
              <button
                key={s ?? 'all'}
                type="button"
                aria-pressed={s === state}
                onClick={() => go({ state: s, page: 1 })}
                className={`rounded-full border px-3 py-1 text-sm ${s === state ? 'border-slate-900 bg-slate-900 font-semibold text-white' : 'border-slate-300 bg-white text-slate-800'}`}
              >
                {count === undefined || count === null
                  ? label
                  : t('adminShops.stateCount', { label, count })}
              </button>
            );
          })}
        </div>
      </fieldset>
      {list.isError ? (
        <p role="alert" className="mt-4 text-red-800">
          {list.error.message || t('admin.loadFailed')}
        </p>
      ) : null}
      {list.isPending ? <p className="mt-4 text-slate-700">{t('admin.loading')}</p> : null}
      {data ? (
        <>
          <p className="mt-4 text-sm text-slate-700" aria-live="polite">
            {t('adminShops.total', { count: data.total })}
          </p>
          {data.items.length === 0 ? (
            <p className="mt-2 text-slate-700">{t('adminShops.empty')}</p>
          ) : (
            <>
              <ul className="mt-2 space-y-2 md:hidden" data-testid="shop-cards">
                {data.items.map((shop) => (
                  <li key={shop.id} className="rounded-xl border border-slate-200 bg-white p-3">
                    <div className="flex items-start justify-between gap-2">
                      <Link
                        to={`/admin/shops/${shop.id}`}
                        className="min-w-0 font-semibold break-words text-slate-900 underline"
                      >
                        {shopTitle(shop)}
                      </Link>
                      <ShopStateBadge state={shop.state} />
                    </div>
                    <p className="mt-1 text-sm text-slate-700">
                      {shop.code} · {shop.province || '-'}
                    </p>
                    <p className="text-sm text-slate-700">
                      {t('adminShops.columns.ownerTel')}:{' '}
                      {shop.ownerTelMasked || t('adminShops.noOwner')}
                    </p>
                    <p className="text-sm text-slate-700">
                      {t('adminShops.columns.commission')}:{' '}
                      {t('adminShops.percent', { value: ratePercentText(shop.commissionRateBp) })}
                    </p>
                  </li>
                ))}
              </ul>
              <div className="mt-2 hidden overflow-x-auto rounded-xl border border-slate-200 bg-white md:block">
                <table className="w-full text-left text-sm" data-testid="shop-table">
                  <thead className="bg-slate-50 text-slate-700">
                    <tr>
                      <th className="px-3 py-2">{t('adminShops.columns.shop')}</th>
                      <th className="px-3 py-2">{t('adminShops.columns.code')}</th>
                      <th className="px-3 py-2">{t('adminShops.columns.province')}</th>
                      <th className="px-3 py-2">{t('adminShops.columns.ownerTel')}</th>
                      <th className="px-3 py-2">{t('adminShops.columns.state')}</th>
                      <th className="px-3 py-2 text-right">{t('adminShops.columns.commission')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {data.items.map((shop) => (
                      <tr key={shop.id} className="border-t border-slate-100 align-top">
                        <td className="px-3 py-2">
                          <Link
                            to={`/admin/shops/${shop.id}`}
                            className="font-semibold text-slate-900 underline"
                          >
                            {shopTitle(shop)}
                          </Link>
                        </td>
                        <td className="px-3 py-2 whitespace-nowrap">{shop.code}</td>
                        <td className="px-3 py-2">{shop.province}</td>
                        <td className="px-3 py-2 whitespace-nowrap">
                          {shop.ownerTelMasked || t('adminShops.noOwner')}
                        </td>
                        <td className="px-3 py-2">
                          <ShopStateBadge state={shop.state} />
                        </td>
                        <td className="px-3 py-2 text-right whitespace-nowrap">
                          {t('adminShops.percent', {
                            value: ratePercentText(shop.commissionRateBp),
                          })}
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            </>
          )}
          {pages > 1 ? (
            <nav
              aria-label={t('adminShops.pageOf', { page, pages })}
              className="mt-4 flex items-center justify-between gap-2 text-sm"
            >
              <button
                type="button"
                className="rounded-lg border border-slate-300 bg-white px-3 py-2 disabled:opacity-50"
                disabled={page <= 1}
                onClick={() => go({ page: page - 1 })}
              >
                {t('adminShops.previous')}
              </button>
              <span>{t('adminShops.pageOf', { page, pages })}</span>
              <button
                type="button"
                className="rounded-lg border border-slate-300 bg-white px-3 py-2 disabled:opacity-50"
                disabled={page >= pages}
                onClick={() => go({ page: page + 1 })}
              >
                {t('adminShops.next')}
              </button>
            </nav>
          ) : null}
        </>
      ) : null}
    </div>
  );
}
