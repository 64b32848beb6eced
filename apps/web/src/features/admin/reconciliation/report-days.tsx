import '../../../lib/admin-texts';
import type { ReportDaySummary } from '@yangdee/contracts/provider-report';
import { formatThaiDate, formatThaiDateTime } from '../../../lib/format-thai-date';
import { useTranslation } from '../../../lib/use-translation';

// The checked days (decision 0145): the provider's count, ours and the mismatches of each, with
// a button that opens the day. Cards on a phone, a table from md up.

const viewButton =
  'rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm font-medium text-slate-800 hover:bg-slate-50';

function MismatchText({ day }: { day: ReportDaySummary }) {
  const { t } = useTranslation();
  return day.mismatchCount === 0 ? (
    <span className="text-emerald-800">{t('adminReconciliation.days.allClear')}</span>
  ) : (
    <span className={day.openCount > 0 ? 'font-semibold text-red-800' : 'text-slate-700'}>
      {t('adminReconciliation.days.mismatchLine', {
        count: day.mismatchCount,
        open: day.openCount,
      })}
    </span>
  );
}

export function ReportDays({
  days,
  onOpen,
}: {
  days: readonly ReportDaySummary[];
  onOpen: (day: string) => void;
}) {
  const { t } = useTranslation();
  const viewLabel = (day: string) =>
    t('adminReconciliation.days.viewDay', { day: formatThaiDate(day) });
  return (
    <>
      <ul className="mt-3 space-y-2 md:hidden" data-testid="reconciliation-day-cards">
        {days.map((day) => (
          <li key={day.day} className="rounded-xl border border-slate-200 bg-white p-3 text-sm">
            <p className="font-semibold text-slate-900">{formatThaiDate(day.day)}</p>
            <p className="text-slate-700">
              {t('adminReconciliation.days.counts', {
                theirs: day.theirCount,
                ours: day.ourCount,
              })}
            </p>
            <p>
              <MismatchText day={day} />
            </p>
            <p className="text-slate-600">
              {t('adminReconciliation.days.checkedAt')} {formatThaiDateTime(day.checkedAt)}
            </p>
            <button
              type="button"
              className={`${viewButton} mt-2 w-full`}
              aria-label={viewLabel(day.day)}
              onClick={() => onOpen(day.day)}
            >
              {t('adminReconciliation.days.view')}
            </button>
          </li>
        ))}
      </ul>
      <div className="mt-3 hidden overflow-x-auto rounded-xl border border-slate-200 bg-white md:block">
        <table className="w-full text-left text-sm" data-testid="reconciliation-day-table">
          <thead className="bg-slate-50 text-slate-700">
            <tr>
              <th className="px-3 py-2">{t('adminReconciliation.days.day')}</th>
              <th className="px-3 py-2 text-right">{t('adminReconciliation.days.theirs')}</th>
              <th className="px-3 py-2 text-right">{t('adminReconciliation.days.ours')}</th>
              <th className="px-3 py-2">{t('adminReconciliation.days.mismatches')}</th>
              <th className="px-3 py-2">{t('adminReconciliation.days.checkedAt')}</th>
              <th className="px-3 py-2">
                <span className="sr-only">{t('adminReconciliation.days.view')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {days.map((day) => (
              <tr key={day.day} className="border-t border-slate-100">
                <td className="px-3 py-2 font-medium whitespace-nowrap">
                  {formatThaiDate(day.day)}
                </td>
                <td className="px-3 py-2 text-right">{day.theirCount}</td>
                <td className="px-3 py-2 text-right">{day.ourCount}</td>
                <td className="px-3 py-2">
                  <MismatchText day={day} />
                </td>
                <td className="px-3 py-2 whitespace-nowrap">{formatThaiDateTime(day.checkedAt)}</td>
                <td className="px-3 py-2 text-right">
                  <button
                    type="button"
                    className={viewButton}
                    aria-label={viewLabel(day.day)}
                    onClick={() => onOpen(day.day)}
                  >
                    {t('adminReconciliation.days.view')}
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="mt-2 text-xs text-slate-600">{t('adminReconciliation.days.countNote')}</p>
    </>
  );
}
