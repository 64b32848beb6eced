import { useQuery } from '@tanstack/react-query';
import {
  REPORT_COLUMNS,
  REPORT_PRODUCT_STATUSES,
  type ReportKind,
} from '@yangdee/contracts/reports';
import { STOCK_STATUS_LABEL_TH } from '@yangdee/contracts/stock-status';
import { useId } from 'react';
import { useSearchParams } from 'react-router';
import { BranchSelect } from '../../../components/branch-select';
import { Pager } from '../../../components/pager';
import { apiErrorText } from '../../../lib/api';
import { formatThaiDate } from '../../../lib/format-thai-date';
import { useMediaQuery } from '../../../lib/use-media-query';
import { useTranslation } from '../../../lib/use-translation';
import { DateField } from '../../seller-orders/components/date-field';
import { bangkokToday } from '../../store-setup-holiday/lib/holiday-calendar';
import { reportQueryOptions } from '../api/reports';
import {
  presetRange,
  RANGE_PRESETS,
  type ReportQuery,
  rangeProblem,
  readReportQuery,
  writeReportQuery,
} from '../lib/report-query';
import { ExportReportButton } from './export-report-button';
import { ReportCards, ReportTable, ReportTotals } from './report-table';

// The one page of the seven reports (spec 2.3 /seller/report/*; issue 17 item 4; decision 0108):
// the range (Buddhist era, presets), the branch for an owner, the stock status for
// product-remain, the totals of the whole range, the rows (table or phone cards), the pager and
// the .xlsx of the whole range. The filter lives in the address.

const input = 'mt-1 w-full rounded-lg border border-slate-300 bg-white px-3 py-2';

export function ReportScreen({ report }: { report: ReportKind }) {
  const { t } = useTranslation();
  const id = useId();
  const [params, setParams] = useSearchParams();
  const query = readReportQuery(params);
  const problem = rangeProblem(query);
  const isWide = useMediaQuery('(min-width: 1024px)', true);
  const result = useQuery({ ...reportQueryOptions(report, query), enabled: !problem });
  const data = result.data;
  const columns = REPORT_COLUMNS[report];
  const update = (change: Partial<ReportQuery>) =>
    setParams(writeReportQuery({ ...query, page: 1, ...change }));
  const fromDate = query.fromDate ?? data?.fromDate ?? '';
  const toDate = query.toDate ?? data?.toDate ?? '';
  const loadError = apiErrorText(result.error);
  const stores = data?.stores ?? [];

  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-700">{t(`sellerReports.about.${report}`)}</p>
      <section
        aria-label={t('sellerReports.filter.label')}
        className="grid grid-cols-2 gap-3 rounded-xl border border-slate-200 bg-white p-4 lg:grid-cols-4"
      >
        <div className="col-span-2 flex flex-wrap gap-2 lg:col-span-4">
          {RANGE_PRESETS.map((preset) => (
            <button
              key={preset}
              type="button"
              data-testid={`report-preset-${preset}`}
              onClick={() => update(presetRange(preset, bangkokToday()))}
              className="rounded-full border border-slate-300 bg-white px-3 py-1.5 text-sm font-semibold text-slate-800 hover:bg-emerald-50"
            >
              {t(`sellerReports.preset.${preset}`)}
            </button>
          ))}
        </div>
        <DateField
          label={t('sellerReports.filter.fromDate')}
          value={fromDate}
          testId="report-from-date"
          onChange={(ymd) => update({ fromDate: ymd || undefined, toDate: toDate || undefined })}
        />
        <DateField
          label={t('sellerReports.filter.toDate')}
          value={toDate}
          testId="report-to-date"
          onChange={(ymd) => update({ fromDate: fromDate || undefined, toDate: ymd || undefined })}
        />
        {stores.length > 1 ? (
          <BranchSelect
            id={`${id}-branch`}
            label={t('sellerReports.filter.branch')}
            allLabel={t('sellerReports.filter.allBranches')}
            stores={stores}
            value={query.branchId}
            onChange={(branchId) => update({ branchId })}
          />
        ) : null}
        {report === 'product-remain' ? (
          <div>
            <label htmlFor={`${id}-status`} className="block text-sm font-medium text-slate-800">
              {t('sellerReports.filter.productStatus')}
            </label>
            <select
              id={`${id}-status`}
              className={input}
              value={query.productStatus ?? ''}
              onChange={(e) =>
                update({ productStatus: e.target.value ? Number(e.target.value) : undefined })
              }
            >
              <option value="">{t('sellerReports.filter.allStatuses')}</option>
              {REPORT_PRODUCT_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {t(`sellerReports.status.s${s}`, { defaultValue: STOCK_STATUS_LABEL_TH[s] })}
                </option>
              ))}
            </select>
          </div>
        ) : null}
      </section>

      {problem || loadError ? (
        <p role="alert" className="rounded-lg border border-red-300 bg-red-50 p-3 text-red-800">
          {problem || loadError}
        </p>
      ) : null}
      {data && !problem ? (
        <>
          <div className="flex flex-wrap items-center justify-between gap-3">
            <p role="status" className="text-sm text-slate-700" data-testid="report-range">
              {t('sellerReports.range', {
                from: formatThaiDate(data.fromDate),
                to: formatThaiDate(data.toDate),
              })}
            </p>
            <ExportReportButton
              report={report}
              query={{ ...query, fromDate: data.fromDate, toDate: data.toDate }}
            />
          </div>
          <ReportTotals report={report} columns={columns} data={data} />
          {data.rows.length === 0 ? (
            <p className="rounded-xl border border-slate-200 bg-white p-6 text-center text-slate-600">
              {t(`sellerReports.empty.${report}`)}
            </p>
          ) : isWide ? (
            <ReportTable report={report} columns={columns} data={data} />
          ) : (
            <ReportCards report={report} columns={columns} data={data} />
          )}
          <Pager
            page={data.page}
            totalPages={data.totalPage}
            onPageChange={(page) => setParams(writeReportQuery({ ...query, page }))}
          />
        </>
      ) : null}
      {result.isLoading && !problem ? (
        <p className="text-sm text-slate-600">{t('sellerReports.loading')}</p>
      ) : null}
    </div>
  );
}
