import { formatProductionYear } from '@yangdee/contracts/production-year';
import {
  STOCK_SORT_COLUMNS,
  type StockRow,
  type StockSortColumn,
} from '@yangdee/contracts/seller-stock';
import { useId } from 'react';
import { formatBaht } from '../../../lib/format-baht';
import { useTranslation } from '../../../lib/use-translation';
import type { StockListQuery } from '../lib/stock-query';
import { DisplaySwitch, offerName, StatusSelect } from './stock-row-controls';
import type { StockRowActions } from './stock-table';

// The stock list on a phone: one card per offer (tyre, year, qty, both prices, status, display)
// and the sort as one select (column and direction).

export function StockSortSelect({
  query,
  onChange,
}: {
  query: StockListQuery;
  onChange: (sortColumn: StockSortColumn, sortDirection: 'asc' | 'desc') => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const value = `${query.sortColumn}:${query.sortDirection === 'desc' ? 'desc' : 'asc'}`;
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {t('sellerStock.filter.sort')}
      </label>
      <select
        id={id}
        value={value}
        onChange={(e) => {
          const [column, dir] = e.target.value.split(':');
          onChange(column as StockSortColumn, dir === 'desc' ? 'desc' : 'asc');
        }}
        className="mt-1 w-full rounded-lg border border-slate-300 bg-white px-3 py-2"
      >
        {STOCK_SORT_COLUMNS.flatMap((column) =>
          (['asc', 'desc'] as const).map((dir) => (
            <option key={`${column}:${dir}`} value={`${column}:${dir}`}>
              {t(`sellerStock.sort.${dir}`, { column: t(`sellerStock.column.${column}`) })}
            </option>
          )),
        )}
      </select>
    </div>
  );
}

export function StockCards({ rows, actions }: { rows: StockRow[]; actions: StockRowActions }) {
  const { t } = useTranslation();
  const baht = (n: number) => t('sellerStock.baht', { amount: formatBaht(n) });
  return (
    <ul className="space-y-3" data-testid="stock-list">
      {rows.map((row) => (
        <li
          key={row.id}
          data-testid="stock-row"
          data-offer-id={row.id}
          className={`rounded-xl border border-slate-200 p-4 ${row.display ? 'bg-white' : 'bg-slate-50'}`}
        >
          <div className="flex items-start justify-between gap-2">
            <div className="min-w-0">
              <p className="font-bold break-words text-slate-900">
                {row.brand} {row.model}
              </p>
              <p className="text-slate-800">
                {row.size}
                <span className="text-slate-600">
                  {' · '}
                  {t('sellerStock.list.year', { year: formatProductionYear(row.year) })}
                </span>
              </p>
              <p className="text-xs text-slate-500">
                {t('sellerStock.column.id')} {row.id}
                {row.integrate ? ` · ${t('sellerStock.list.integrated')}` : ''}
              </p>
            </div>
            <p className="shrink-0 text-right font-semibold text-slate-900" data-testid="stock-qty">
              {t('sellerStock.list.qty', { count: row.qty })}
            </p>
          </div>
          <dl className="mt-2 grid grid-cols-2 gap-2 text-sm">
            <div>
              <dt className="text-slate-600">{t('sellerStock.list.priceLabel')}</dt>
              <dd className="font-semibold text-slate-900" data-testid="stock-price">
                {baht(row.price)}
              </dd>
            </div>
            <div>
              <dt className="text-slate-600">{t('sellerStock.list.deliveryLabel')}</dt>
              <dd className="font-semibold text-slate-900">
                {row.priceDelivery === null
                  ? t('sellerStock.list.notForDelivery')
                  : baht(row.priceDelivery)}
              </dd>
            </div>
          </dl>
          <div className="mt-3 flex flex-wrap items-center justify-between gap-3 border-t border-slate-100 pt-3">
            <StatusSelect row={row} onChange={(s) => actions.onStatus(row, s)} />
            <DisplaySwitch row={row} onChange={(d) => actions.onDisplay(row, d)} />
          </div>
          <div className="mt-2 flex flex-wrap justify-end gap-2">
            <button
              type="button"
              onClick={() => actions.onHistory(row)}
              aria-label={t('sellerStock.movements.openOf', { name: offerName(row) })}
              className="rounded-lg border border-slate-300 px-4 py-1.5 font-semibold text-slate-700 hover:bg-slate-50"
            >
              {t('sellerStock.movements.open')}
            </button>
            <button
              type="button"
              onClick={() => actions.onEdit(row)}
              className="rounded-lg border border-emerald-800 px-4 py-1.5 font-semibold text-emerald-900 hover:bg-emerald-50"
            >
              {t('sellerStock.list.edit')}
            </button>
            <button
              type="button"
              onClick={() => actions.onDelete(row)}
              className="rounded-lg border border-red-300 px-4 py-1.5 font-semibold text-red-700 hover:bg-red-50"
            >
              {t('sellerStock.list.delete')}
            </button>
          </div>
        </li>
      ))}
    </ul>
  );
}
