import { useQuery } from '@tanstack/react-query';
import type { PopularTireKind } from '@yangdee/contracts/dashboard';
import { dateRangeError } from '@yangdee/contracts/date-range';
import { ORDER_TYPE } from '@yangdee/contracts/order-status';
import { useSearchParams } from 'react-router';
import { ApiError } from '../../../lib/api';
import { formatBaht } from '../../../lib/format-baht';
import { useTranslation } from '../../../lib/use-translation';
import {
  dashboardPopularQueryOptions,
  dashboardQueryOptions,
  dashboardRankingQueryOptions,
} from '../api/dashboard';
import { type DashboardRange, readRange, writeRange } from '../lib/dashboard-range';
import { BarList, qtyNote } from './bar-list';
import { KpiCards } from './kpi-cards';
import { RangeFilter } from './range-filter';
import { RankingTable } from './ranking-table';
import { SalesOverTime } from './sales-over-time';

// /seller/dashboard (spec 2.3, 7 "Dashboard"; issue 17 §3): the range and branch, the figures
// of the paid orders, sales over time, installation against delivery, the best-selling tyres,
// sizes and brands, and the best branches or staff. Phone first: one column, two on a wide screen.

const POPULAR: PopularTireKind[] = ['product', 'size', 'brand'];

function usePopular(kind: PopularTireKind, body: DashboardRange, enabled: boolean) {
  return useQuery({ ...dashboardPopularQueryOptions(kind, body), enabled });
}

export function DashboardScreen() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const range = readRange(params);
  const rangeError = dateRangeError(range.fromDate, range.toDate);
  const enabled = rangeError === null;
  const summary = useQuery({ ...dashboardQueryOptions(range), enabled });
  const ranking = useQuery({ ...dashboardRankingQueryOptions(range), enabled });
  const popular = {
    product: usePopular('product', range, enabled),
    size: usePopular('size', range, enabled),
    brand: usePopular('brand', range, enabled),
  };
  const data = summary.data;
  const loadError = summary.error instanceof ApiError ? summary.error.message : '';
  const typeItems = (data?.byType ?? []).map((row) => ({
    key: row.orderType,
    name: t(
      row.orderType === ORDER_TYPE.SERVICE
        ? 'sellerDashboard.type.service'
        : 'sellerDashboard.type.delivery',
    ),
    value: row.sales,
    note: t('sellerDashboard.type.note', { orders: row.orders, sales: formatBaht(row.sales) }),
  }));

  return (
    <div className="space-y-4">
      <RangeFilter
        range={range}
        stores={data?.stores ?? []}
        onChange={(next) => setParams(writeRange(next), { replace: true })}
      />
      {rangeError ? (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-red-800">
          {rangeError}
        </p>
      ) : null}
      {loadError ? (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-red-800">
          {loadError}
        </p>
      ) : null}
      {data && enabled ? (
        <>
          <KpiCards summary={data.summary} />
          <div className="grid gap-4 lg:grid-cols-3">
            <div className="min-w-0 lg:col-span-2">
              <SalesOverTime data={data} />
            </div>
            <BarList
              title={t('sellerDashboard.type.title')}
              items={typeItems}
              testId="dashboard-type-split"
            />
          </div>
          <div className="grid gap-4 lg:grid-cols-3">
            {POPULAR.map((kind) => (
              <BarList
                key={kind}
                title={t(`sellerDashboard.popular.${kind}`)}
                testId={`dashboard-popular-${kind}`}
                items={(popular[kind].data?.itemList ?? []).map((item) => ({
                  key: item.id,
                  name: item.name,
                  value: item.qty,
                  note: qtyNote(t, item.qty, item.sales),
                }))}
              />
            ))}
          </div>
          <RankingTable data={ranking.data} />
        </>
      ) : null}
      {summary.isPending && enabled ? (
        <p role="status" className="text-slate-600">
          {t('sellerDashboard.loading')}
        </p>
      ) : null}
    </div>
  );
}
