import type { DashboardRankingResponse } from '@yangdee/contracts/dashboard';
import { formatBaht } from '../../../lib/format-baht';
import { useTranslation } from '../../../lib/use-translation';

// Best branches (a head office looking at all of them) or best staff (one store): decision 0106.

export function RankingTable({ data }: { data: DashboardRankingResponse | undefined }) {
  const { t } = useTranslation();
  const kind = data?.kind ?? 'STAFF';
  const rows = data?.rankingList ?? [];
  return (
    <section
      className="min-w-0 rounded-xl border border-slate-200 bg-white p-4"
      data-testid="dashboard-ranking"
    >
      <h2 className="font-bold text-slate-900">{t(`sellerDashboard.ranking.title${kind}`)}</h2>
      <p className="mt-1 text-xs text-slate-600">{t(`sellerDashboard.ranking.hint${kind}`)}</p>
      {rows.length === 0 ? (
        <p className="mt-3 text-sm text-slate-600">{t('sellerDashboard.empty')}</p>
      ) : (
        <div className="mt-3 overflow-x-auto">
          <table className="w-full text-left text-sm">
            <thead className="text-slate-600">
              <tr>
                <th className="py-1 pr-2 font-medium">#</th>
                <th className="py-1 pr-2 font-medium">
                  {t(`sellerDashboard.ranking.name${kind}`)}
                </th>
                <th className="py-1 pr-2 text-right font-medium">
                  {t('sellerDashboard.kpi.orders')}
                </th>
                <th className="py-1 text-right font-medium">
                  {t('sellerDashboard.ranking.sales')}
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row, i) => (
                <tr key={row.id} className="border-t border-slate-100 align-top">
                  <td className="py-2 pr-2 text-slate-600">{i + 1}</td>
                  <td className="py-2 pr-2 break-words text-slate-900">{row.name}</td>
                  <td className="py-2 pr-2 text-right tabular-nums">{row.orders}</td>
                  <td className="py-2 text-right tabular-nums whitespace-nowrap">
                    {formatBaht(row.sales)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
