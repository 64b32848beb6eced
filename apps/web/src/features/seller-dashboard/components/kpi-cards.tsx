import type { DashboardResponse } from '@yangdee/contracts/dashboard';
import { formatBaht, formatNumber } from '../../../lib/format-baht';
import { useTranslation } from '../../../lib/use-translation';

// The range's headline figures: sales, orders, average order, tyres sold; orders cancelled after
// payment are left out and said so.

export function KpiCards({ summary }: { summary: DashboardResponse['summary'] }) {
  const { t } = useTranslation();
  const cards = [
    { key: 'sales', value: `${formatBaht(summary.sales)}`, unit: t('sellerDashboard.baht') },
    { key: 'orders', value: formatNumber(summary.orders), unit: t('sellerDashboard.ordersUnit') },
    {
      key: 'averageOrder',
      value: formatBaht(summary.averageOrder),
      unit: t('sellerDashboard.baht'),
    },
    { key: 'tyres', value: formatNumber(summary.tyres), unit: t('sellerDashboard.tyresUnit') },
  ];
  return (
    <section aria-label={t('sellerDashboard.kpi.label')}>
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {cards.map((card) => (
          <div
            key={card.key}
            data-testid={`dashboard-kpi-${card.key}`}
            className="min-w-0 rounded-xl border border-slate-200 bg-white p-4"
          >
            <dt className="text-sm text-slate-600">{t(`sellerDashboard.kpi.${card.key}`)}</dt>
            <dd className="mt-1 break-words">
              <span className="text-xl font-bold text-slate-900 tabular-nums lg:text-2xl">
                {card.value}
              </span>{' '}
              <span className="text-sm text-slate-600">{card.unit}</span>
            </dd>
          </div>
        ))}
      </dl>
      {summary.cancelledOrders > 0 ? (
        <p className="mt-2 text-sm text-slate-600" data-testid="dashboard-cancelled-note">
          {t('sellerDashboard.kpi.cancelledNote', {
            orders: summary.cancelledOrders,
            sales: formatBaht(summary.cancelledSales),
          })}
        </p>
      ) : null}
    </section>
  );
}
