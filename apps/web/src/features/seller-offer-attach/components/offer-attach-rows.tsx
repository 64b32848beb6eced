import { formatProductionYear } from '@yangdee/contracts/production-year';
import type { StockRow } from '@yangdee/contracts/seller-stock';
import { formatBaht } from '../../../lib/format-baht';
import { useTranslation } from '../../../lib/use-translation';

// The offers of the attach list with a checkbox each: cards on a phone, a table on a wide screen.

export type OfferAttachRowsProps = {
  rows: StockRow[];
  attached: ReadonlySet<number>;
  busyIds: ReadonlySet<number>;
  onToggle: (row: StockRow, isSelect: boolean) => void;
};

function useTexts() {
  const { t } = useTranslation();
  return {
    t,
    name: (r: StockRow) => `${r.brand} ${r.model}`,
    year: (r: StockRow) => t('sellerPromotion.attach.year', { year: formatProductionYear(r.year) }),
    price: (n: number | null) =>
      n === null ? '–' : t('sellerPromotion.attach.baht', { amount: formatBaht(n) }),
    label: (r: StockRow) =>
      t('sellerPromotion.attach.selectOffer', { name: `${r.brand} ${r.model} ${r.size}` }),
  };
}

function AttachBox({
  row,
  props,
  label,
}: {
  row: StockRow;
  props: OfferAttachRowsProps;
  label: string;
}) {
  return (
    <input
      id={`attach-offer-${row.id}`}
      type="checkbox"
      data-testid="attach-checkbox"
      aria-label={label}
      checked={props.attached.has(row.id)}
      disabled={props.busyIds.has(row.id)}
      onChange={(e) => props.onToggle(row, e.target.checked)}
      className="h-6 w-6 shrink-0 accent-emerald-700"
    />
  );
}

export function OfferAttachCards(props: OfferAttachRowsProps) {
  const x = useTexts();
  return (
    <ul className="space-y-2" data-testid="attach-list">
      {props.rows.map((r) => (
        <li key={r.id} data-testid="attach-row" data-offer-id={r.id}>
          <label
            htmlFor={`attach-offer-${r.id}`}
            className="flex items-start gap-3 rounded-xl border border-slate-200 bg-white p-3"
          >
            <AttachBox row={r} props={props} label={x.label(r)} />
            <span className="min-w-0 flex-1">
              <span className="block font-semibold break-words text-slate-900">{x.name(r)}</span>
              <span className="block text-sm text-slate-700">
                {r.size} · {x.year(r)}
              </span>
              <span className="mt-1 flex flex-wrap gap-x-3 text-sm text-slate-700">
                <span>
                  {x.t('sellerPromotion.attach.price')} {x.price(r.price)}
                </span>
                <span>
                  {x.t('sellerPromotion.attach.qty')} {r.qty}
                </span>
                <span className="text-slate-500">{r.statusText}</span>
              </span>
            </span>
          </label>
        </li>
      ))}
    </ul>
  );
}

export function OfferAttachTable(props: OfferAttachRowsProps) {
  const x = useTexts();
  const th = 'px-3 py-2 text-left font-semibold text-slate-700';
  return (
    <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white">
      <table className="w-full text-sm" data-testid="attach-list">
        <thead className="bg-slate-50">
          <tr>
            <th scope="col" className={`${th} w-12`}>
              <span className="sr-only">{x.t('sellerPromotion.attach.selected')}</span>
            </th>
            <th scope="col" className={th}>
              {x.t('sellerPromotion.attach.tyre')}
            </th>
            <th scope="col" className={th}>
              {x.t('sellerPromotion.attach.size')}
            </th>
            <th scope="col" className={th}>
              {x.t('sellerPromotion.attach.yearColumn')}
            </th>
            <th scope="col" className={`${th} text-right`}>
              {x.t('sellerPromotion.attach.price')}
            </th>
            <th scope="col" className={`${th} text-right`}>
              {x.t('sellerPromotion.attach.qty')}
            </th>
            <th scope="col" className={th}>
              {x.t('sellerPromotion.attach.status')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {props.rows.map((r) => (
            <tr key={r.id} data-testid="attach-row" data-offer-id={r.id} className="align-top">
              <td className="px-3 py-2">
                <AttachBox row={r} props={props} label={x.label(r)} />
              </td>
              <td className="px-3 py-2 font-medium">{x.name(r)}</td>
              <td className="px-3 py-2 whitespace-nowrap">{r.size}</td>
              <td className="px-3 py-2">{formatProductionYear(r.year)}</td>
              <td className="px-3 py-2 text-right whitespace-nowrap">{x.price(r.price)}</td>
              <td className="px-3 py-2 text-right">{r.qty}</td>
              <td className="px-3 py-2">{r.statusText}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
