import type { ReportColumn, ReportKind, ReportResponse } from '@yangdee/contracts/reports';
import { ScrollTable } from '../../../components/scroll-table';
import { useTranslation } from '../../../lib/use-translation';
import { formatReportCell, isLongText, isNumeric } from '../lib/report-cells';

// A report's rows: a table on a wide screen (its own horizontal scroll, never the page's) and
// cards on a phone, both with the totals of the whole range. Columns come from contracts.

type Props = {
  report: ReportKind;
  columns: ReportColumn[];
  data: ReportResponse;
};

export function useColumnLabel(report: ReportKind) {
  const { t } = useTranslation();
  return (c: ReportColumn) =>
    t(`sellerReports.column.${report}.${c.key}`, { defaultValue: c.label });
}

export function ReportTotals({ report, columns, data }: Props) {
  const { t } = useTranslation();
  const label = useColumnLabel(report);
  const totalled = columns.filter((c) => c.isTotalled);
  return (
    <dl
      data-testid="report-totals"
      className="grid grid-cols-2 gap-3 rounded-xl border border-emerald-200 bg-emerald-50 p-4 sm:grid-cols-3 lg:grid-cols-6"
    >
      <div>
        <dt className="text-sm text-slate-700">{t('sellerReports.totals.rows')}</dt>
        <dd className="text-lg font-bold text-slate-900" data-testid="report-total-rows">
          {formatReportCell({ key: 'rows', label: '', kind: 'count' }, data.totalCount)}
        </dd>
      </div>
      {report === 'sale' ? (
        <div>
          <dt className="text-sm text-slate-700">{t('sellerReports.totals.orders')}</dt>
          <dd className="text-lg font-bold text-slate-900">
            {formatReportCell({ key: 'orders', label: '', kind: 'count' }, data.totals.orders ?? 0)}
          </dd>
        </div>
      ) : null}
      {totalled.map((c) => (
        <div key={c.key}>
          <dt className="text-sm text-slate-700">{label(c)}</dt>
          <dd className="text-lg font-bold text-slate-900" data-testid={`report-total-${c.key}`}>
            {formatReportCell(c, data.totals[c.key] ?? 0)}
            {c.kind === 'money' ? (
              <span className="text-sm font-normal"> {t('sellerReports.baht')}</span>
            ) : null}
          </dd>
        </div>
      ))}
    </dl>
  );
}

export function ReportTable({ report, columns, data }: Props) {
  const { t } = useTranslation();
  const label = useColumnLabel(report);
  const cell = 'px-3 py-2 align-top';
  return (
    // A wide report scrolls sideways inside its box and says so while columns are hidden.
    <ScrollTable
      label={t('sellerReports.tableLabel')}
      hint={t('sellerReports.scrollHint')}
      testId="report-scroll"
    >
      <table className="w-full text-sm" data-testid="report-rows">
        <thead className="bg-slate-50">
          <tr>
            {columns.map((c) => (
              <th
                key={c.key}
                scope="col"
                className={`${cell} font-semibold whitespace-nowrap text-slate-700 ${isNumeric(c) ? 'text-right' : 'text-left'}`}
              >
                {label(c)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {data.rows.map((row, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: report rows have no id of their own
            <tr key={i} data-testid="report-row" className="border-t border-slate-100">
              {columns.map((c) => (
                <td
                  key={c.key}
                  className={`${cell} ${isNumeric(c) ? 'text-right tabular-nums' : ''} ${isLongText(c) ? 'min-w-48' : 'whitespace-nowrap'}`}
                >
                  {formatReportCell(c, row[c.key])}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
        <tfoot className="border-t-2 border-slate-300 bg-slate-50 font-bold">
          <tr>
            {columns.map((c, i) => (
              <td
                key={c.key}
                className={`${cell} ${isNumeric(c) ? 'text-right tabular-nums whitespace-nowrap' : ''}`}
              >
                {i === 0
                  ? t('sellerReports.totals.all')
                  : c.isTotalled
                    ? formatReportCell(c, data.totals[c.key] ?? 0)
                    : ''}
              </td>
            ))}
          </tr>
        </tfoot>
      </table>
    </ScrollTable>
  );
}

export function ReportCards({ report, columns, data }: Props) {
  const label = useColumnLabel(report);
  const [head, ...rest] = columns;
  return (
    <ul className="space-y-3" data-testid="report-rows">
      {data.rows.map((row, i) => (
        <li
          // biome-ignore lint/suspicious/noArrayIndexKey: report rows have no id of their own
          key={i}
          data-testid="report-row"
          className="rounded-xl border border-slate-200 bg-white p-4"
        >
          <p className="font-bold break-words text-emerald-900">
            {formatReportCell(head, row[head.key])}
          </p>
          <dl className="mt-2 grid grid-cols-2 gap-x-3 gap-y-2 text-sm">
            {rest.map((c) => (
              <div key={c.key} className={`min-w-0 ${isLongText(c) ? 'col-span-2' : ''}`}>
                <dt className="text-xs text-slate-600">{label(c)}</dt>
                <dd className="break-words text-slate-900 tabular-nums">
                  {formatReportCell(c, row[c.key])}
                </dd>
              </div>
            ))}
          </dl>
        </li>
      ))}
    </ul>
  );
}
