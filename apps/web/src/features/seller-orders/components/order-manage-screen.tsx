import { useQuery } from '@tanstack/react-query';
import { ORDER_STATUS_TEXT, type OrderStatusCode } from '@yangdee/contracts/order-status';
import {
  ORDER_KEYWORD_MAX,
  SELLER_ORDER_STATUSES,
  SellerOrderFilterSchema,
  type SellerOrderRow,
} from '@yangdee/contracts/seller-orders';
import { useId } from 'react';
import { Link, useSearchParams } from 'react-router';
import { BranchSelect } from '../../../components/branch-select';
import { Field, textInputClass } from '../../../components/form-field';
import { KeywordSearchForm } from '../../../components/keyword-search-form';
import { Pager } from '../../../components/pager';
import { ApiError } from '../../../lib/api';
import { formatBaht } from '../../../lib/format-baht';
import { formatThaiDate, formatThaiDateTime } from '../../../lib/format-thai-date';
import { useMediaQuery } from '../../../lib/use-media-query';
import { useTranslation } from '../../../lib/use-translation';
import { ExportOrdersButton } from '../../seller-order-export/components/export-orders-button';
import { sellerOrderCountQueryOptions, sellerOrdersQueryOptions } from '../api/seller-orders';
import {
  countFilterOf,
  type OrderListQuery,
  readOrderQuery,
  slotText,
  writeOrderQuery,
} from '../lib/order-filter';
import { DateField } from './date-field';
import { OrderStatusBadge } from './order-status-badge';

// /seller/order/manage (spec 2.3, issue 15 item 1): status tabs with counts, filters by order
// type, date range (Buddhist era), keyword and branch, the orders newest first (cards on a phone,
// a table on a wide screen) and the spec's pager. The filter lives in the address.

export const orderDetailPath = (id: number) => `/seller/order/detail/${id}`;

/** The keyword box: the order list's own rule (trimmed, at most ORDER_KEYWORD_MAX). */
const KeywordSchema = SellerOrderFilterSchema.pick({ keyword: true });

export function OrderManageScreen() {
  const { t } = useTranslation();
  const id = useId();
  const [params, setParams] = useSearchParams();
  const query = readOrderQuery(params);
  const isWide = useMediaQuery('(min-width: 1024px)', true);
  const orders = useQuery(sellerOrdersQueryOptions(query));
  const counts = useQuery(sellerOrderCountQueryOptions(countFilterOf(query)));

  const update = (change: Partial<OrderListQuery>) =>
    setParams(writeOrderQuery({ ...query, page: 1, ...change }));
  const hasFilter =
    query.orderType !== undefined ||
    Boolean(query.fromDate || query.toDate || query.keyword) ||
    query.branchId !== undefined;

  const data = orders.data;
  const stores = data?.stores ?? [];
  const showStore = stores.length > 1;
  const tabs: Array<{ status: number | undefined; label: string; count: number | undefined }> = [
    { status: undefined, label: t('sellerOrders.tabs.all'), count: counts.data?.all },
    ...SELLER_ORDER_STATUSES.map((status) => ({
      status,
      label: t(`sellerOrders.tabs.s${status}`, {
        defaultValue: ORDER_STATUS_TEXT[status as OrderStatusCode],
      }),
      count: counts.data?.counts[String(status)],
    })),
  ];
  const loadError = orders.error instanceof ApiError ? orders.error.message : '';

  return (
    <div className="space-y-4">
      <nav aria-label={t('sellerOrders.tabs.label')} className="-mx-1 overflow-x-auto pb-1">
        <ul className="flex min-w-max gap-2 px-1">
          {tabs.map((tab) => {
            const isCurrent = tab.status === query.status;
            return (
              <li key={tab.status ?? 'all'}>
                <button
                  type="button"
                  aria-current={isCurrent ? 'true' : undefined}
                  data-testid={`order-tab-${tab.status ?? 'all'}`}
                  onClick={() => update({ status: tab.status })}
                  className={`flex items-center gap-2 rounded-full border px-4 py-2 text-sm font-semibold whitespace-nowrap ${
                    isCurrent
                      ? 'border-emerald-800 bg-emerald-800 text-white'
                      : 'border-slate-300 bg-white text-slate-800 hover:bg-emerald-50'
                  }`}
                >
                  {tab.label}
                  <span
                    data-testid="order-tab-count"
                    className={`min-w-6 rounded-full px-1.5 text-center text-xs ${
                      isCurrent ? 'bg-white text-emerald-900' : 'bg-slate-100 text-slate-700'
                    }`}
                  >
                    {tab.count ?? '–'}
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
      </nav>

      <section
        aria-label={t('sellerOrders.filter.label')}
        className="grid grid-cols-2 gap-3 rounded-xl border border-slate-200 bg-white p-4 lg:grid-cols-4"
      >
        <KeywordSearchForm
          schema={KeywordSchema}
          keyword={query.keyword}
          label={t('sellerOrders.filter.keyword')}
          placeholder={t('sellerOrders.filter.keywordPlaceholder')}
          button={t('sellerOrders.filter.search')}
          maxLength={ORDER_KEYWORD_MAX}
          className="col-span-2 lg:col-span-4"
          onSearch={(keyword) => update({ keyword: keyword || undefined })}
        />
        <Field id={`${id}-type`} label={t('sellerOrders.filter.orderType')}>
          <select
            id={`${id}-type`}
            className={textInputClass}
            value={query.orderType ?? ''}
            onChange={(e) =>
              update({ orderType: e.target.value ? Number(e.target.value) : undefined })
            }
          >
            <option value="">{t('sellerOrders.filter.allTypes')}</option>
            <option value="1">{t('sellerOrders.type.1')}</option>
            <option value="2">{t('sellerOrders.type.2')}</option>
          </select>
        </Field>
        {showStore ? (
          <BranchSelect
            id={`${id}-branch`}
            label={t('sellerOrders.filter.branch')}
            allLabel={t('sellerOrders.filter.allBranches')}
            stores={stores}
            value={query.branchId}
            onChange={(branchId) => update({ branchId })}
          />
        ) : null}
        <DateField
          label={t('sellerOrders.filter.fromDate')}
          value={query.fromDate ?? ''}
          testId="order-from-date"
          onChange={(ymd) => update({ fromDate: ymd || undefined })}
        />
        <DateField
          label={t('sellerOrders.filter.toDate')}
          value={query.toDate ?? ''}
          testId="order-to-date"
          onChange={(ymd) => update({ toDate: ymd || undefined })}
        />
        {hasFilter ? (
          <div className="col-span-2 flex items-end lg:col-span-4">
            <button
              type="button"
              onClick={() => setParams(writeOrderQuery({ status: query.status, page: 1 }))}
              className="text-sm font-semibold text-emerald-800 underline"
            >
              {t('sellerOrders.filter.clear')}
            </button>
          </div>
        ) : null}
      </section>

      <ExportOrdersButton filter={{ ...countFilterOf(query), status: query.status }} />
      <p role="status" className="text-sm text-slate-700" data-testid="order-total">
        {data ? t('sellerOrders.list.found', { count: data.totalCount }) : ''}
      </p>
      {loadError ? (
        <p role="alert" className="rounded-lg border border-red-300 bg-red-50 p-3 text-red-800">
          {loadError}
        </p>
      ) : null}
      {data && data.orderList.length === 0 ? (
        <p className="rounded-xl border border-slate-200 bg-white p-6 text-center text-slate-600">
          {hasFilter || query.status !== undefined
            ? t('sellerOrders.list.noMatch')
            : t('sellerOrders.list.empty')}
        </p>
      ) : null}
      {data && data.orderList.length > 0 ? (
        isWide ? (
          <OrderTable orders={data.orderList} showStore={showStore} />
        ) : (
          <OrderCards orders={data.orderList} showStore={showStore} />
        )
      ) : null}
      {data ? (
        <Pager
          page={Math.min(query.page, data.totalPage)}
          totalPages={data.totalPage}
          onPageChange={(page) => setParams(writeOrderQuery({ ...query, page }))}
        />
      ) : null}
    </div>
  );
}

function useRowTexts() {
  const { t } = useTranslation();
  return {
    type: (o: SellerOrderRow) => t(`sellerOrders.type.${o.orderType}`),
    appointment: (o: SellerOrderRow) =>
      o.appointmentDate
        ? t('sellerOrders.list.appointment', {
            date: formatThaiDate(o.appointmentDate),
            time: slotText(o.appointmentTime, o.appointmentTo),
          }) + (o.bay ? ` · ${t('sellerOrders.list.bay', { n: o.bay })}` : '')
        : '',
    baht: (n: number) => t('sellerOrders.baht', { amount: formatBaht(n) }),
  };
}

function OrderCards({ orders, showStore }: { orders: SellerOrderRow[]; showStore: boolean }) {
  const { t } = useTranslation();
  const text = useRowTexts();
  return (
    <ul className="space-y-3" data-testid="order-list">
      {orders.map((o) => (
        <li key={o.id}>
          <Link
            to={orderDetailPath(o.id)}
            data-testid="order-row"
            className="block rounded-xl border border-slate-200 bg-white p-4 hover:border-emerald-700"
          >
            <div className="flex flex-wrap items-start justify-between gap-2">
              <div className="min-w-0">
                <p className="font-bold break-all text-emerald-900">{o.orderNo}</p>
                <p className="text-sm text-slate-600">{formatThaiDateTime(o.createdAt)}</p>
              </div>
              <OrderStatusBadge status={o.status} text={o.statusText} />
            </div>
            <p className="mt-2 font-semibold break-words text-slate-900">
              {o.customerName}
              {o.customerTel ? <span className="font-normal"> · {o.customerTel}</span> : null}
            </p>
            {o.licensePlate ? (
              <p className="text-sm text-slate-700">
                {t('sellerOrders.list.plate')}: {o.licensePlate}
              </p>
            ) : null}
            <p className="text-sm text-slate-700">
              {text.type(o)}
              {o.appointmentDate ? ` · ${text.appointment(o)}` : ''}
            </p>
            {showStore ? <p className="text-sm text-slate-600">{o.storeName}</p> : null}
            <div className="mt-2 flex flex-wrap items-baseline justify-between gap-2 border-t border-slate-100 pt-2">
              <span className="text-sm text-slate-600">
                {t('sellerOrders.list.items', { count: o.itemCount })}
              </span>
              <span className="text-right">
                <span className="font-bold text-slate-900">{text.baht(o.total)}</span>
                {o.remain > 0 ? (
                  <span className="block text-sm text-amber-800">
                    {t('sellerOrders.list.remain', { amount: formatBaht(o.remain) })}
                  </span>
                ) : null}
              </span>
            </div>
          </Link>
        </li>
      ))}
    </ul>
  );
}

function OrderTable({ orders, showStore }: { orders: SellerOrderRow[]; showStore: boolean }) {
  const { t } = useTranslation();
  const text = useRowTexts();
  const th = 'px-3 py-2 text-left font-semibold text-slate-700';
  return (
    <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white">
      <table className="w-full text-sm" data-testid="order-list">
        <thead className="bg-slate-50">
          <tr>
            <th scope="col" className={th}>
              {t('sellerOrders.list.orderNo')}
            </th>
            <th scope="col" className={th}>
              {t('sellerOrders.list.customer')}
            </th>
            <th scope="col" className={th}>
              {t('sellerOrders.list.typeAndSlot')}
            </th>
            {showStore ? (
              <th scope="col" className={th}>
                {t('sellerOrders.list.store')}
              </th>
            ) : null}
            <th scope="col" className={`${th} text-right`}>
              {t('sellerOrders.list.amount')}
            </th>
            <th scope="col" className={th}>
              {t('sellerOrders.list.status')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {orders.map((o) => (
            <tr key={o.id} data-testid="order-row" className="align-top hover:bg-emerald-50/50">
              <td className="px-3 py-2">
                <Link
                  to={orderDetailPath(o.id)}
                  className="font-semibold text-emerald-900 underline-offset-2 hover:underline"
                >
                  {o.orderNo}
                </Link>
                <span className="block whitespace-nowrap text-slate-600">
                  {formatThaiDateTime(o.createdAt)}
                </span>
              </td>
              <td className="px-3 py-2">
                <span className="block font-medium">{o.customerName}</span>
                <span className="block text-slate-600">{o.customerTel}</span>
                {o.licensePlate ? (
                  <span className="block text-slate-600">
                    {t('sellerOrders.list.plate')}: {o.licensePlate}
                  </span>
                ) : null}
              </td>
              <td className="px-3 py-2">
                <span className="block">{text.type(o)}</span>
                {o.appointmentDate ? (
                  <span className="block whitespace-nowrap text-slate-600">
                    {formatThaiDate(o.appointmentDate)} ·{' '}
                    {slotText(o.appointmentTime, o.appointmentTo)}
                    {o.bay ? ` · ${t('sellerOrders.list.bay', { n: o.bay })}` : ''}
                  </span>
                ) : null}
              </td>
              {showStore ? <td className="px-3 py-2">{o.storeName}</td> : null}
              <td className="px-3 py-2 text-right whitespace-nowrap">
                <span className="block font-semibold">{text.baht(o.total)}</span>
                {o.remain > 0 ? (
                  <span className="text-amber-800">
                    {t('sellerOrders.list.remain', { amount: formatBaht(o.remain) })}
                  </span>
                ) : null}
              </td>
              <td className="px-3 py-2">
                <OrderStatusBadge status={o.status} text={o.statusText} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
