import { formatProductionYear } from '@yangdee/contracts/production-year';
import type { StockRow, StockSortColumn } from '@yangdee/contracts/seller-stock';
import { formatBaht } from '../../../lib/format-baht';
import { useTranslation } from '../../../lib/use-translation';
import { type StockListQuery, sortStateOf } from '../lib/stock-query';
import { DisplaySwitch, offerName, StatusSelect } from './stock-row-controls';

// The stock list on a wide screen: a table sortable by the spec 9 columns (a header click sorts,
// a second flips the direction; the arrow and aria-sort say which way).

export type StockRowActions = {
  onStatus: (row: StockRow, status: number) => void;
  onDisplay: (row: StockRow, display: boolean) => void;
  onEdit: (row: StockRow) => void;
  onDelete: (row: StockRow) => void;
  /** Opens the offer's quantity history (decision 0156). */
  onHistory: (row: StockRow) => void;
};

function SortHeader({
  column,
  query,
  onSort,
  align = 'left',
}: {
  column: StockSortColumn;
  query: StockListQuery;
  onSort: (column: StockSortColumn) => void;
  align?: 'left' | 'right';
}) {
  const { t } = useTranslation();
  const state = sortStateOf(query, column);
  return (
    <th
      scope="col"
      aria-sort={state}
      className={`px-1.5 py-2 font-semibold text-slate-700 ${align === 'right' ? 'text-right' : 'text-left'}`}
    >
      <button
        type="button"
        onClick={() => onSort(column)}
        data-testid={`sort-${column}`}
        className={`inline-flex items-center gap-1 whitespace-nowrap hover:text-emerald-800 ${
          state === 'none' ? '' : 'text-emerald-900'
        }`}
      >
        {t(`sellerStock.column.${column}`)}
        <span aria-hidden="true" className={state === 'none' ? 'text-slate-300' : ''}>
          {state === 'descending' ? '▼' : state === 'ascending' ? '▲' : '↕'}
        </span>
      </button>
    </th>
  );
}

export function StockTable({
  rows,
  query,
  onSort,
  actions,
}: {
  rows: StockRow[];
  query: StockListQuery;
  onSort: (column: StockSortColumn) => void;
  actions: StockRowActions;
}) {
  const { t } = useTranslation();
  const th = 'px-1.5 py-2 text-left font-semibold text-slate-700';
  const baht = (n: number) => t('sellerStock.baht', { amount: formatBaht(n) });
  return (
    <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white">
      <table className="w-full text-sm" data-testid="stock-list">
        <thead className="bg-slate-50">
          <tr>
            <SortHeader column="id" query={query} onSort={onSort} />
            <SortHeader column="brand" query={query} onSort={onSort} />
            <SortHeader column="size" query={query} onSort={onSort} />
            <SortHeader column="year" query={query} onSort={onSort} />
            <SortHeader column="qty" query={query} onSort={onSort} align="right" />
            <SortHeader column="price" query={query} onSort={onSort} align="right" />
            <SortHeader column="priceDelivery" query={query} onSort={onSort} align="right" />
            <SortHeader column="integrate" query={query} onSort={onSort} />
            <th scope="col" className={th}>
              {t('sellerStock.column.status')}
            </th>
            <th scope="col" className={th}>
              {t('sellerStock.column.displayShort')}
            </th>
            <th scope="col" className={th}>
              <span className="sr-only">{t('sellerStock.column.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {rows.map((row) => (
            <tr
              key={row.id}
              data-testid="stock-row"
              data-offer-id={row.id}
              className={`align-middle ${row.display ? '' : 'bg-slate-50 text-slate-600'}`}
            >
              <td className="px-1.5 py-2 tabular-nums text-slate-600">{row.id}</td>
              <td className="px-1.5 py-2">
                <span className="block font-semibold text-slate-900">{row.brand}</span>
                <span className="block text-slate-600">{row.model}</span>
              </td>
              <td className="px-1.5 py-2 whitespace-nowrap">{row.size}</td>
              <td className="px-1.5 py-2 tabular-nums">{formatProductionYear(row.year)}</td>
              <td className="px-1.5 py-2 text-right tabular-nums" data-testid="stock-qty">
                {row.qty}
              </td>
              <td className="px-1.5 py-2 text-right whitespace-nowrap" data-testid="stock-price">
                {baht(row.price)}
              </td>
              <td className="px-1.5 py-2 text-right whitespace-nowrap">
                {row.priceDelivery === null ? (
                  <span className="text-slate-500">
                    {t('sellerStock.list.notForDeliveryShort')}
                  </span>
                ) : (
                  baht(row.priceDelivery)
                )}
              </td>
              <td className="px-1.5 py-2">
                {row.integrate
                  ? t('sellerStock.list.integrated')
                  : t('sellerStock.list.notIntegrated')}
              </td>
              <td className="px-1.5 py-2">
                <StatusSelect row={row} onChange={(s) => actions.onStatus(row, s)} />
              </td>
              <td className="px-1.5 py-2">
                <DisplaySwitch row={row} onChange={(d) => actions.onDisplay(row, d)} compact />
              </td>
              <td className="px-1.5 py-2">
                <div className="flex flex-col items-start">
                  <button
                    type="button"
                    onClick={() => actions.onEdit(row)}
                    className="rounded-lg px-2 py-1 font-semibold text-emerald-800 hover:bg-emerald-50"
                  >
                    {t('sellerStock.list.edit')}
                  </button>
                  <button
                    type="button"
                    onClick={() => actions.onHistory(row)}
                    aria-label={t('sellerStock.movements.openOf', { name: offerName(row) })}
                    className="whitespace-nowrap rounded-lg px-2 py-1 text-left font-semibold text-slate-700 hover:bg-slate-50"
                  >
                    {t('sellerStock.movements.open')}
                  </button>
                  <button
                    type="button"
                    onClick={() => actions.onDelete(row)}
                    className="rounded-lg px-2 py-1 font-semibold text-red-700 hover:bg-red-50"
                  >
                    {t('sellerStock.list.delete')}
                  </button>
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
