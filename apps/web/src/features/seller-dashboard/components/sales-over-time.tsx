import type { DashboardResponse } from '@yangdee/contracts/dashboard';
import { formatBaht } from '../../../lib/format-baht';
import { formatThaiDate } from '../../../lib/format-thai-date';
import { useTranslation } from '../../../lib/use-translation';
import { SalesChart } from './sales-chart';

// The sales chart with its text alternative: a one-line summary for screen readers and a table
// anyone can open.

export function SalesOverTime({ data }: { data: DashboardResponse }) {
  const { t } = useTranslation();
  const best = data.series.reduce<DashboardResponse['series'][number] | null>(
    (top, p) => (p.sales > 0 && (!top || p.sales > top.sales) ? p : top),
    null,
  );
  const unit = t(`sellerDashboard.chart.per.${data.bucket}`);
  const summary = t('sellerDashboard.chart.summary', {
    unit,
    from: formatThaiDate(data.fromDate),
    to: formatThaiDate(data.toDate),
    total: formatBaht(data.summary.sales),
    best: best
      ? t('sellerDashboard.chart.best', {
          date: formatThaiDate(best.date),
          sales: formatBaht(best.sales),
        })
      : t('sellerDashboard.chart.noSales'),
  });
  return (
    <section
      aria-labelledby="sales-over-time"
      data-testid="sales-over-time"
      className="min-w-0 rounded-xl border border-slate-200 bg-white p-4"
    >
      <h2 id="sales-over-time" className="font-bold text-slate-900">
        {t('sellerDashboard.chart.title', { unit })}
      </h2>
      <p className="sr-only" data-testid="sales-chart-summary">
        {summary}
      </p>
      <div className="mt-3">
        <SalesChart
          series={data.series}
          bucket={data.bucket}
          salesLabel={t('sellerDashboard.chart.sales')}
          pointLabelTitle={t(`sellerDashboard.chart.start.${data.bucket}`)}
        />
      </div>
      <details className="mt-2 text-sm">
        <summary className="cursor-pointer font-semibold text-emerald-800">
          {t('sellerDashboard.chart.asTable')}
        </summary>
        <div className="mt-2 max-h-72 overflow-auto">
          <table className="w-full text-left">
            <thead className="sticky top-0 bg-white text-slate-600">
              <tr>
                <th className="py-1 pr-2 font-medium">
                  {t(`sellerDashboard.chart.start.${data.bucket}`)}
                </th>
                <th className="py-1 pr-2 text-right font-medium">
                  {t('sellerDashboard.kpi.orders')}
                </th>
                <th className="py-1 text-right font-medium">{t('sellerDashboard.chart.sales')}</th>
              </tr>
            </thead>
            <tbody>
              {data.series.map((p) => (
                <tr key={p.date} className="border-t border-slate-100">
                  <td className="py-1 pr-2">{formatThaiDate(p.date)}</td>
                  <td className="py-1 pr-2 text-right tabular-nums">{p.orders}</td>
                  <td className="py-1 text-right tabular-nums">{formatBaht(p.sales)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </section>
  );
}
