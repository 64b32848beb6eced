import { useQuery } from '@tanstack/react-query';
import { dateRangeError } from '@yangdee/contracts/date-range';
import { INCOME_TRANSFER_STATUSES } from '@yangdee/contracts/income';
import { useId } from 'react';
import { useSearchParams } from 'react-router';
import { BranchSelect } from '../../../components/branch-select';
import { Pager } from '../../../components/pager';
import { ApiError } from '../../../lib/api';
import { useMediaQuery } from '../../../lib/use-media-query';
import { useTranslation } from '../../../lib/use-translation';
import { CommissionDocumentsSection } from '../../seller-commission/components/commission-documents-section';
import { DateField } from '../../seller-orders/components/date-field';
import { incomeSummaryQueryOptions, incomeTransactionsQueryOptions } from '../api/income';
import { formatMoney } from '../lib/format-money';
import {
  exportFilterOf,
  type IncomeListQuery,
  readIncomeQuery,
  writeIncomeQuery,
} from '../lib/income-filter';
import { IncomeExportButton } from './income-export-button';
import { IncomeCards, IncomeTable } from './income-list';
import { IncomeSummaryCards } from './income-summary-cards';

// /seller/income (spec 2.3, 7 Income; issue 17 item 2; decision 0105): totals per transfer
// status for the branch chosen, then the ledger filtered by status and a Buddhist-era payment
// date range, paged, with an .xlsx export. The filter lives in the address.

const input = 'mt-1 w-full rounded-lg border border-slate-300 bg-white px-3 py-2';

export function IncomeScreen() {
  const { t } = useTranslation();
  const id = useId();
  const [params, setParams] = useSearchParams();
  const query = readIncomeQuery(params);
  const rangeError = dateRangeError(query.fromDate, query.toDate);
  const isWide = useMediaQuery('(min-width: 1024px)', true);
  const summary = useQuery(incomeSummaryQueryOptions(query.branchId));
  const list = useQuery({ ...incomeTransactionsQueryOptions(query), enabled: !rangeError });

  const update = (change: Partial<IncomeListQuery>) =>
    setParams(writeIncomeQuery({ ...query, page: 1, ...change }));
  const stores = summary.data?.stores ?? [];
  const showStore = stores.length > 1;
  const hasFilter = Boolean(
    query.moneyTransferStatus || query.fromDate || query.toDate || query.branchId,
  );
  const data = rangeError ? undefined : list.data;
  const loadError = [summary.error, list.error].find((e) => e instanceof ApiError)?.message ?? '';

  return (
    <div className="space-y-4">
      {summary.error ? null : (
        <IncomeSummaryCards
          summary={summary.data}
          current={query.moneyTransferStatus || undefined}
          onPick={(status) => update({ moneyTransferStatus: status })}
        />
      )}

      <section
        aria-label={t('sellerIncome.filter.label')}
        className="grid grid-cols-2 gap-3 rounded-xl border border-slate-200 bg-white p-4 lg:grid-cols-4"
      >
        <div className="col-span-2 sm:col-span-1">
          <label htmlFor={`${id}-status`} className="block text-sm font-medium text-slate-800">
            {t('sellerIncome.filter.status')}
          </label>
          <select
            id={`${id}-status`}
            data-testid="income-status"
            className={input}
            value={query.moneyTransferStatus ?? ''}
            onChange={(e) =>
              update({
                moneyTransferStatus: (e.target.value ||
                  undefined) as IncomeListQuery['moneyTransferStatus'],
              })
            }
          >
            <option value="">{t('sellerIncome.filter.allStatuses')}</option>
            {INCOME_TRANSFER_STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`sellerIncome.status.${s}`)}
              </option>
            ))}
          </select>
        </div>
        {showStore ? (
          <BranchSelect
            id={`${id}-branch`}
            label={t('sellerIncome.filter.branch')}
            allLabel={t('sellerIncome.filter.allBranches')}
            stores={stores}
            value={query.branchId}
            onChange={(branchId) => update({ branchId })}
            className="col-span-2 sm:col-span-1"
          />
        ) : null}
        <DateField
          label={t('sellerIncome.filter.fromDate')}
          value={query.fromDate ?? ''}
          testId="income-from-date"
          onChange={(ymd) => update({ fromDate: ymd || undefined })}
        />
        <DateField
          label={t('sellerIncome.filter.toDate')}
          value={query.toDate ?? ''}
          testId="income-to-date"
          onChange={(ymd) => update({ toDate: ymd || undefined })}
        />
        {hasFilter ? (
          <div className="col-span-2 lg:col-span-4">
            <button
              type="button"
              onClick={() => setParams(writeIncomeQuery({ page: 1 }))}
              className="text-sm font-semibold text-emerald-800 underline"
            >
              {t('sellerIncome.filter.clear')}
            </button>
          </div>
        ) : null}
      </section>

      {rangeError || loadError ? (
        <p role="alert" className="rounded-lg border border-red-300 bg-red-50 p-3 text-red-800">
          {rangeError || loadError}
        </p>
      ) : null}
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p role="status" className="text-sm text-slate-700" data-testid="income-total">
          {/* A net sum only for one status: over all of them it would add refunds back in. */}
          {data && query.moneyTransferStatus && query.moneyTransferStatus !== 'REFUNDED'
            ? t('sellerIncome.list.foundWithNet', {
                count: data.totalCount,
                amount: formatMoney(data.totals.net),
              })
            : data
              ? t('sellerIncome.list.found', { count: data.totalCount })
              : ''}
        </p>
        <IncomeExportButton filter={exportFilterOf(query)} disabled={Boolean(rangeError)} />
      </div>
      {data && data.rows.length === 0 ? (
        <p className="rounded-xl border border-slate-200 bg-white p-6 text-center text-slate-600">
          {hasFilter ? t('sellerIncome.list.noMatch') : t('sellerIncome.list.empty')}
        </p>
      ) : null}
      {data && data.rows.length > 0 ? (
        isWide ? (
          <IncomeTable rows={data.rows} showStore={showStore} />
        ) : (
          <IncomeCards rows={data.rows} showStore={showStore} />
        )
      ) : null}
      {data ? (
        <Pager
          page={Math.min(query.page, data.totalPage)}
          totalPages={data.totalPage}
          onPageChange={(page) => setParams(writeIncomeQuery({ ...query, page }))}
        />
      ) : null}
      {/* Issue 32, commission and books: the marketplace's tax invoices for what it kept. */}
      <CommissionDocumentsSection branchId={query.branchId} />
    </div>
  );
}
