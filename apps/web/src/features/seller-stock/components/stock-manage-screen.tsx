import { useQuery } from '@tanstack/react-query';
import {
  STOCK_FILTER_STATUSES,
  STOCK_KEYWORD_MAX,
  type StockRow,
  type StockSortColumn,
} from '@yangdee/contracts/seller-stock';
import { STOCK_STATUS } from '@yangdee/contracts/stock-status';
import { useEffect, useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Pager } from '../../../components/pager';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useMediaQuery } from '../../../lib/use-media-query';
import { useTranslation } from '../../../lib/use-translation';
import { stockListQueryOptions, useChangeStockRow } from '../api/stock';
import { nextSort, readStockQuery, type StockListQuery, writeStockQuery } from '../lib/stock-query';
import { DeleteStockDialog } from './delete-stock-dialog';
import { ExportIntegrationButton } from './export-integration-button';
import { messageOf } from './form-bits';
import { StockCards, StockSortSelect } from './stock-cards';
import { type FormTarget, StockFormDialog } from './stock-form-dialog';
import { StockMovementsDialog } from './stock-movements-dialog';
import { StockNotice, useNotice } from './stock-notice';
import type { StockRowActions } from './stock-table';
import { StockTable } from './stock-table';

// /seller/product/manage (spec 2.3; issue 16 item 1; decision 0091): the shop's offers — status
// tabs, a keyword (debounced), sort by the spec 9 columns, the spec's pager — as a table on a
// wide screen and cards on a phone. The filter lives in the address. Status and display change
// in place; the form adds or edits an offer; delete asks first.

const KEYWORD_DEBOUNCE_MS = 400;

export function StockManageScreen() {
  const { t } = useTranslation();
  const id = useId();
  const [params, setParams] = useSearchParams();
  const query = readStockQuery(params);
  const isWide = useMediaQuery('(min-width: 1024px)', true);
  const list = useQuery(stockListQueryOptions(query));
  const { notice, show, clear } = useNotice();
  const [formTarget, setFormTarget] = useState<FormTarget>(null);
  const [deleting, setDeleting] = useState<StockRow | null>(null);
  const [history, setHistory] = useState<StockRow | null>(null);

  // The keyword box follows the address (back button) and writes to it once typing pauses.
  const [keyword, setKeyword] = useState(query.keyword);
  const debounced = useDebouncedValue(keyword, KEYWORD_DEBOUNCE_MS);
  useEffect(() => setKeyword(query.keyword), [query.keyword]);
  const update = (change: Partial<StockListQuery>, replace = false) =>
    setParams(writeStockQuery({ ...query, page: 1, ...change }), { replace });
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new pause in typing writes
  useEffect(() => {
    const next = debounced.trim().slice(0, STOCK_KEYWORD_MAX);
    if (next !== query.keyword) update({ keyword: next }, true);
  }, [debounced]);

  const change = useChangeStockRow((error) =>
    show({ tone: 'error', text: messageOf(error, t('sellerStock.change.failed')) }),
  );
  const actions: StockRowActions = {
    onStatus: (row, status) =>
      change.mutate(
        { id: row.id, status },
        {
          onSuccess: () =>
            show({
              tone: 'success',
              text: t('sellerStock.change.status', { status: t(`sellerStock.status.s${status}`) }),
            }),
        },
      ),
    onDisplay: (row, display) =>
      change.mutate(
        { id: row.id, display },
        {
          onSuccess: () =>
            show({
              tone: 'success',
              text: display ? t('sellerStock.change.shown') : t('sellerStock.change.hidden'),
            }),
        },
      ),
    onEdit: (row) => setFormTarget({ mode: 'edit', row }),
    onDelete: (row) => setDeleting(row),
    onHistory: (row) => setHistory(row),
  };
  const onSort = (column: StockSortColumn) => update(nextSort(query, column));

  const data = list.data;
  const hasFilter = query.keyword !== '' || query.status !== STOCK_STATUS.ALL;
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <button
          type="button"
          onClick={() => setFormTarget({ mode: 'new' })}
          className="rounded-lg bg-emerald-800 px-5 py-2 font-semibold text-white hover:bg-emerald-900"
          data-testid="stock-add"
        >
          {t('sellerStock.toolbar.add')}
        </button>
      </div>

      <nav aria-label={t('sellerStock.tabs.label')} className="-mx-1 overflow-x-auto pb-1">
        <ul className="flex min-w-max gap-2 px-1">
          {STOCK_FILTER_STATUSES.map((status) => {
            const isCurrent = status === query.status;
            return (
              <li key={status}>
                <button
                  type="button"
                  aria-current={isCurrent ? 'true' : undefined}
                  data-testid={`stock-tab-${status}`}
                  onClick={() => update({ status })}
                  className={`rounded-full border px-4 py-2 text-sm font-semibold whitespace-nowrap ${
                    isCurrent
                      ? 'border-emerald-800 bg-emerald-800 text-white'
                      : 'border-slate-300 bg-white text-slate-800 hover:bg-emerald-50'
                  }`}
                >
                  {t(`sellerStock.status.s${status}`)}
                </button>
              </li>
            );
          })}
        </ul>
      </nav>

      <div className="grid gap-3 rounded-xl border border-slate-200 bg-white p-4 lg:grid-cols-[1fr_auto]">
        <div>
          <label htmlFor={`${id}-q`} className="block text-sm font-medium text-slate-800">
            {t('sellerStock.filter.keyword')}
          </label>
          <input
            id={`${id}-q`}
            type="search"
            enterKeyHint="search"
            value={keyword}
            maxLength={STOCK_KEYWORD_MAX}
            onChange={(e) => setKeyword(e.target.value)}
            placeholder={t('sellerStock.filter.keywordPlaceholder')}
            className="mt-1 w-full min-w-0 rounded-lg border border-slate-300 bg-white px-3 py-2"
          />
        </div>
        {isWide ? null : (
          <StockSortSelect
            query={query}
            onChange={(sortColumn, sortDirection) => update({ sortColumn, sortDirection })}
          />
        )}
      </div>

      <p role="status" className="text-sm text-slate-700" data-testid="stock-total">
        {data
          ? t('sellerStock.list.found', { count: data.totalCount })
          : t('sellerStock.list.loading')}
      </p>
      {list.error ? (
        <p role="alert" className="rounded-lg border border-red-300 bg-red-50 p-3 text-red-800">
          {messageOf(list.error, t('sellerStock.change.failed'))}
        </p>
      ) : null}
      {data && data.stockList.length === 0 ? (
        <p className="rounded-xl border border-slate-200 bg-white p-6 text-center text-slate-600">
          {hasFilter ? t('sellerStock.list.noMatch') : t('sellerStock.list.empty')}
        </p>
      ) : null}
      {data && data.stockList.length > 0 ? (
        isWide ? (
          <StockTable rows={data.stockList} query={query} onSort={onSort} actions={actions} />
        ) : (
          <StockCards rows={data.stockList} actions={actions} />
        )
      ) : null}
      {data ? (
        <Pager
          page={Math.min(query.page, Math.max(1, data.totalPage))}
          totalPages={data.totalPage}
          onPageChange={(page) => setParams(writeStockQuery({ ...query, page }))}
        />
      ) : null}
      {/* Below the list once it has come (decision 0168): shown before it, the section sat in
          view and the arriving list pushed it down (a layout shift of 0.19 on a phone). */}
      {data || list.error ? <ExportIntegrationButton /> : null}

      <StockFormDialog
        target={formTarget}
        onClose={() => setFormTarget(null)}
        onSaved={() => {
          // A new offer is shown where it lands first: the "เพิ่มล่าสุด" tab lists newest first,
          // so it tops page 1 instead of disappearing to the last page of the id order.
          const isNew = formTarget?.mode === 'new';
          setFormTarget(null);
          if (isNew) {
            setParams(
              writeStockQuery({
                status: STOCK_STATUS.LATEST,
                sortColumn: 'id',
                sortDirection: '',
                keyword: '',
                page: 1,
              }),
            );
            setKeyword('');
          }
          show({
            tone: 'success',
            text: isNew ? t('sellerStock.form.savedNew') : t('sellerStock.form.saved'),
          });
        }}
      />
      <DeleteStockDialog
        row={deleting}
        onClose={() => setDeleting(null)}
        onDone={(result) => {
          setDeleting(null);
          show({ tone: 'success', text: result.message });
        }}
      />
      <StockMovementsDialog row={history} onClose={() => setHistory(null)} />
      <StockNotice notice={notice} onClose={clear} />
    </div>
  );
}
