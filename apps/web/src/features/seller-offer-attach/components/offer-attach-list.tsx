import { type QueryKey, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AttachedOffersResponse,
  ToggleMatchingResponse,
} from '@yangdee/contracts/offer-attach';
import {
  STOCK_FILTER_STATUSES,
  type StockFilter,
  type StockRow,
} from '@yangdee/contracts/seller-stock';
import { STOCK_STATUS_LABEL_TH, type StockStatusCode } from '@yangdee/contracts/stock-status';
import { useId, useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { Field, textInputClass } from '../../../components/form-field';
import { Pager } from '../../../components/pager';
import { ApiError } from '../../../lib/api';
import { useMediaQuery } from '../../../lib/use-media-query';
import { useTranslation } from '../../../lib/use-translation';
import { attachStockQueryOptions } from '../api/attach-stock';
import { OfferAttachCards, OfferAttachTable } from './offer-attach-rows';
import { OfferKeywordSearch } from './offer-keyword-search';

// Which of the shop's offers one item (a promotion, a warranty, a service) is attached to: the
// stock list with its status filter and keyword, a checkbox per offer that attaches or detaches
// it at once, and "select / unselect every offer matching the filter" after a confirm that says
// how many (contracts/offer-attach.ts). Generic: the caller gives the item's calls.

export type OfferAttachListProps = {
  /** Query key of the attached-offer ids; invalidated after every change. */
  attachedKey: QueryKey;
  loadAttached: () => Promise<AttachedOffersResponse>;
  toggleOne: (sellerProductId: number, isSelect: boolean) => Promise<unknown>;
  toggleMatching: (filter: StockFilter, isSelect: boolean) => Promise<ToggleMatchingResponse>;
};

export function OfferAttachList(props: OfferAttachListProps) {
  const { t } = useTranslation();
  const id = useId();
  const queryClient = useQueryClient();
  const isWide = useMediaQuery('(min-width: 1024px)', true);
  const [filter, setFilter] = useState<StockFilter>({
    keyword: '',
    status: -1,
    sortColumn: 'id',
    sortDirection: '',
  });
  const [page, setPage] = useState(1);
  /** Toggles sent and not yet read back: shown at once, the checkbox follows the click. */
  const [pending, setPending] = useState<ReadonlyMap<number, boolean>>(new Map());
  const [bulk, setBulk] = useState<null | boolean>(null);
  const [isBulkBusy, setBulkBusy] = useState(false);
  const [notice, setNotice] = useState<{ text: string; isError: boolean } | null>(null);

  const stock = useQuery(attachStockQueryOptions({ ...filter, page }));
  const attachedQuery = useQuery({
    queryKey: props.attachedKey,
    queryFn: props.loadAttached,
    retry: false,
  });
  const attached = new Set(attachedQuery.data?.sellerProductIds ?? []);
  for (const [offerId, isSelect] of pending) {
    if (isSelect) attached.add(offerId);
    else attached.delete(offerId);
  }
  const total = stock.data?.totalCount ?? 0;

  const fail = (error: unknown) =>
    setNotice({
      text: error instanceof ApiError ? error.message : t('sellerPromotion.attach.failed'),
      isError: true,
    });
  const refresh = () => queryClient.invalidateQueries({ queryKey: props.attachedKey });

  const onToggle = async (row: StockRow, isSelect: boolean) => {
    setPending((m) => new Map(m).set(row.id, isSelect));
    setNotice(null);
    try {
      await props.toggleOne(row.id, isSelect);
    } catch (error) {
      fail(error);
    }
    await refresh();
    setPending((m) => {
      const next = new Map(m);
      next.delete(row.id);
      return next;
    });
  };
  const onBulk = async () => {
    if (bulk === null) return;
    setBulkBusy(true);
    try {
      const answer = await props.toggleMatching(filter, bulk);
      setNotice({ text: answer.message, isError: false });
    } catch (error) {
      fail(error);
    } finally {
      setBulkBusy(false);
      setBulk(null);
      await refresh();
    }
  };
  const busyIds = new Set(pending.keys());
  const rowsProps = { rows: stock.data?.stockList ?? [], attached, busyIds, onToggle };

  return (
    <section className="space-y-3" aria-label={t('sellerPromotion.attach.label')}>
      <div className="grid gap-3 rounded-xl border border-slate-200 bg-white p-4 sm:grid-cols-3">
        <OfferKeywordSearch
          keyword={filter.keyword}
          className="sm:col-span-2"
          onSearch={(keyword) => {
            setFilter((f) => ({ ...f, keyword }));
            setPage(1);
          }}
        />
        <Field id={`${id}-status`} label={t('sellerPromotion.attach.status')}>
          <select
            id={`${id}-status`}
            className={textInputClass}
            value={filter.status}
            onChange={(e) => {
              setFilter((f) => ({ ...f, status: Number(e.target.value) }));
              setPage(1);
            }}
          >
            {STOCK_FILTER_STATUSES.map((s) => (
              <option key={s} value={s}>
                {STOCK_STATUS_LABEL_TH[s as StockStatusCode]}
              </option>
            ))}
          </select>
        </Field>
      </div>

      <div className="flex flex-wrap items-center gap-2">
        <p role="status" className="mr-auto text-sm text-slate-700" data-testid="attach-total">
          {stock.data
            ? t('sellerPromotion.attach.summary', { count: total, attached: attached.size })
            : ''}
        </p>
        <button
          type="button"
          data-testid="attach-select-matching"
          disabled={total === 0}
          onClick={() => setBulk(true)}
          className="rounded-lg border border-emerald-800 px-3 py-2 text-sm font-semibold text-emerald-900 hover:bg-emerald-50 disabled:opacity-50"
        >
          {t('sellerPromotion.attach.selectMatching')}
        </button>
        <button
          type="button"
          data-testid="attach-unselect-matching"
          disabled={total === 0}
          onClick={() => setBulk(false)}
          className="rounded-lg border border-slate-300 px-3 py-2 text-sm font-semibold text-slate-700 hover:bg-slate-50 disabled:opacity-50"
        >
          {t('sellerPromotion.attach.unselectMatching')}
        </button>
      </div>
      {notice ? (
        <p
          role={notice.isError ? 'alert' : 'status'}
          data-testid="attach-notice"
          className={`rounded-lg border p-3 text-sm ${
            notice.isError
              ? 'border-red-300 bg-red-50 text-red-800'
              : 'border-emerald-300 bg-emerald-50 text-emerald-900'
          }`}
        >
          {notice.text}
        </p>
      ) : null}
      {stock.error instanceof ApiError ? (
        <p role="alert" className="rounded-lg border border-red-300 bg-red-50 p-3 text-red-800">
          {stock.error.message}
        </p>
      ) : null}
      {stock.data && stock.data.stockList.length === 0 ? (
        <p className="rounded-xl border border-slate-200 bg-white p-6 text-center text-slate-600">
          {t('sellerPromotion.attach.empty')}
        </p>
      ) : null}
      {stock.data && stock.data.stockList.length > 0 ? (
        isWide ? (
          <OfferAttachTable {...rowsProps} />
        ) : (
          <OfferAttachCards {...rowsProps} />
        )
      ) : null}
      {stock.data ? (
        <Pager
          page={Math.min(page, stock.data.totalPage)}
          totalPages={stock.data.totalPage}
          onPageChange={setPage}
        />
      ) : null}
      <ConfirmDialog
        isOpen={bulk !== null}
        title={
          bulk
            ? t('sellerPromotion.attach.selectMatching')
            : t('sellerPromotion.attach.unselectMatching')
        }
        message={t(
          bulk ? 'sellerPromotion.attach.confirmSelect' : 'sellerPromotion.attach.confirmUnselect',
          { count: total },
        )}
        isBusy={isBulkBusy}
        onConfirm={onBulk}
        onCancel={() => setBulk(null)}
      />
    </section>
  );
}
