import { formatProductionYear } from '@yangdee/contracts/production-year';
import { STOCK_SAVE_STATUSES, type StockRow } from '@yangdee/contracts/seller-stock';
import { useTranslation } from '../../../lib/use-translation';

// Status and display change in place (update-stock-status, update-stock-display): a select and
// a switch per offer, named after the tyre for screen readers.

export const offerName = (row: StockRow) =>
  `${row.brand} ${row.model} ${row.size} (${formatProductionYear(row.year)})`;

export function StatusSelect({
  row,
  onChange,
}: {
  row: StockRow;
  onChange: (status: number) => void;
}) {
  const { t } = useTranslation();
  const tone =
    row.status === 4
      ? 'border-slate-300 bg-slate-100 text-slate-700'
      : row.status === 1
        ? 'border-emerald-300 bg-emerald-50 text-emerald-900'
        : 'border-amber-300 bg-amber-50 text-amber-900';
  return (
    <select
      aria-label={t('sellerStock.list.statusOf', { name: offerName(row) })}
      value={row.status}
      data-testid="stock-status"
      onChange={(e) => onChange(Number(e.target.value))}
      className={`w-36 rounded-lg border px-1.5 py-1.5 text-sm font-medium ${tone}`}
    >
      {STOCK_SAVE_STATUSES.map((status) => (
        <option key={status} value={status}>
          {t(`sellerStock.status.s${status}`)}
        </option>
      ))}
    </select>
  );
}

export function DisplaySwitch({
  row,
  onChange,
  compact = false,
}: {
  row: StockRow;
  onChange: (display: boolean) => void;
  /** The table shows only the switch (its header says what it is). */
  compact?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      role="switch"
      aria-checked={row.display}
      data-testid="stock-display"
      onClick={() => onChange(!row.display)}
      className="inline-flex items-center gap-2 rounded-full py-1 text-sm text-slate-800"
    >
      <span
        aria-hidden="true"
        className={`relative inline-block h-6 w-11 rounded-full transition-colors ${
          row.display ? 'bg-emerald-700' : 'bg-slate-300'
        }`}
      >
        <span
          className={`absolute top-0.5 h-5 w-5 rounded-full bg-white shadow transition-all ${
            row.display ? 'left-5.5' : 'left-0.5'
          }`}
        />
      </span>
      {/* Named by its content, not an aria-label: the word it shows ("ซ่อน" when off) is not part
          of its name, which says what it switches (label-content-name-mismatch). */}
      <span className="sr-only">{t('sellerStock.list.displayOf', { name: offerName(row) })}</span>
      {compact ? null : (
        <span aria-hidden="true">
          {row.display ? t('sellerStock.list.shown') : t('sellerStock.list.hidden')}
        </span>
      )}
    </button>
  );
}
