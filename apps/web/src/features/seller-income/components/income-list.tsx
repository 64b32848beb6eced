import type { IncomeRow } from '@yangdee/contracts/income';
import { paymentMethodText } from '@yangdee/contracts/payment-methods';
import { Link } from 'react-router';
import { ScrollTable } from '../../../components/scroll-table';
import { formatThaiDate, formatThaiDateTime } from '../../../lib/format-thai-date';
import { useTranslation } from '../../../lib/use-translation';
import { formatMoney } from '../lib/format-money';

// The ledger rows (issue 17 item 2): cards on a phone, a table on a wide screen. The order
// number opens the order's detail; the status says when the money may be, or was, transferred.

export const orderDetailPath = (id: number) => `/seller/order/detail/${id}`;

const BADGE: Record<IncomeRow['status'], string> = {
  HELD: 'bg-amber-100 text-amber-900',
  READY: 'bg-sky-100 text-sky-900',
  TRANSFERRED: 'bg-emerald-100 text-emerald-900',
  REFUNDED: 'bg-slate-200 text-slate-800',
};

function StatusCell({ row }: { row: IncomeRow }) {
  const { t } = useTranslation();
  let when = '';
  if (row.status === 'TRANSFERRED' && row.transferredAt) {
    when = t('sellerIncome.list.transferredAt', { date: formatThaiDate(row.transferredAt) });
  } else if (row.status === 'REFUNDED' && row.refundedAt) {
    when = t('sellerIncome.list.refundedAt', { date: formatThaiDate(row.refundedAt) });
  } else if (row.releaseAt) {
    when = t('sellerIncome.list.releaseAt', { date: formatThaiDate(row.releaseAt) });
  } else {
    when = t(`sellerIncome.list.releasePending.${row.orderType === 2 ? 2 : 1}`);
  }
  return (
    <span className="block">
      <span
        data-testid="income-row-status"
        className={`inline-block rounded-full px-2 py-0.5 text-xs font-semibold ${BADGE[row.status]}`}
      >
        {t(`sellerIncome.status.${row.status}`)}
      </span>
      <span className="mt-0.5 block text-xs text-slate-600">{when}</span>
    </span>
  );
}

/** A refunded entry's net was never the shop's: shown struck through, with words for readers. */
function NetAmount({ row, text }: { row: IncomeRow; text: string }) {
  const { t } = useTranslation();
  if (row.status !== 'REFUNDED') return <>{text}</>;
  return (
    <>
      <s className="font-normal text-slate-500">{text}</s>
      <span className="sr-only"> {t('sellerIncome.list.netRefunded')}</span>
    </>
  );
}

function useTexts() {
  const { t } = useTranslation();
  return {
    baht: (n: number) => t('sellerIncome.baht', { amount: formatMoney(n) }),
    type: (r: IncomeRow) =>
      `${t(`sellerIncome.type.${r.orderType === 2 ? 2 : 1}`)} · ${paymentMethodText(r.paymentMethod)}`,
  };
}

export function IncomeCards({ rows, showStore }: { rows: IncomeRow[]; showStore: boolean }) {
  const { t } = useTranslation();
  const text = useTexts();
  return (
    <ul className="space-y-3" data-testid="income-list">
      {rows.map((r) => (
        <li
          key={r.id}
          data-testid="income-row"
          className="rounded-xl border border-slate-200 bg-white p-4"
        >
          <div className="flex flex-wrap items-start justify-between gap-2">
            <div className="min-w-0">
              <Link
                to={orderDetailPath(r.orderId)}
                className="font-bold break-all text-emerald-900 underline-offset-2 hover:underline"
              >
                {r.orderNo}
              </Link>
              <p className="text-sm text-slate-600">{formatThaiDateTime(r.paidAt)}</p>
            </div>
            <StatusCell row={r} />
          </div>
          <p className="mt-1 text-sm text-slate-700">{text.type(r)}</p>
          {showStore ? <p className="text-sm text-slate-600">{r.storeName}</p> : null}
          <dl className="mt-2 grid grid-cols-2 gap-x-3 gap-y-1 border-t border-slate-100 pt-2 text-sm">
            <dt className="text-slate-600">{t('sellerIncome.list.gross')}</dt>
            <dd className="text-right">{text.baht(r.gross)}</dd>
            <dt className="text-slate-600">{t('sellerIncome.list.fee')}</dt>
            <dd className="text-right">−{text.baht(r.fee)}</dd>
            <dt className="text-slate-600">{t('sellerIncome.list.commission')}</dt>
            <dd className="text-right">−{text.baht(r.commission)}</dd>
            <dt className="font-semibold text-slate-900">{t('sellerIncome.list.net')}</dt>
            <dd className="text-right font-bold text-slate-900">
              <NetAmount row={r} text={text.baht(r.net)} />
            </dd>
          </dl>
          {r.remain > 0 ? (
            <p className="mt-1 text-right text-xs text-amber-800">
              {t('sellerIncome.list.remain', { amount: formatMoney(r.remain) })}
            </p>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

export function IncomeTable({ rows, showStore }: { rows: IncomeRow[]; showStore: boolean }) {
  const { t } = useTranslation();
  const text = useTexts();
  const th = 'px-3 py-2 text-left font-semibold whitespace-nowrap text-slate-700';
  const num = `${th} text-right`;
  return (
    <ScrollTable
      label={t('sellerIncome.list.tableLabel')}
      hint={t('sellerIncome.list.scrollHint')}
      testId="income-scroll"
    >
      <table className="w-full text-sm" data-testid="income-list">
        <thead className="bg-slate-50">
          <tr>
            <th scope="col" className={th}>
              {t('sellerIncome.list.orderNo')}
            </th>
            <th scope="col" className={th}>
              {t('sellerIncome.list.type')}
            </th>
            <th scope="col" className={num}>
              {t('sellerIncome.list.gross')}
            </th>
            <th scope="col" className={num}>
              {t('sellerIncome.list.fee')}
            </th>
            <th scope="col" className={num}>
              {t('sellerIncome.list.commission')}
            </th>
            <th scope="col" className={num}>
              {t('sellerIncome.list.net')}
            </th>
            <th scope="col" className={th}>
              {t('sellerIncome.list.status')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {rows.map((r) => (
            <tr key={r.id} data-testid="income-row" className="align-top">
              <td className="px-3 py-2">
                <Link
                  to={orderDetailPath(r.orderId)}
                  className="font-semibold text-emerald-900 underline-offset-2 hover:underline"
                >
                  {r.orderNo}
                </Link>
                <span className="block whitespace-nowrap text-slate-600">
                  {formatThaiDateTime(r.paidAt)}
                </span>
                {showStore ? <span className="block text-slate-600">{r.storeName}</span> : null}
              </td>
              <td className="px-3 py-2 whitespace-nowrap">{text.type(r)}</td>
              <td className="px-3 py-2 text-right whitespace-nowrap">
                {formatMoney(r.gross)}
                {r.remain > 0 ? (
                  <span className="block text-xs text-amber-800">
                    {t('sellerIncome.list.remain', { amount: formatMoney(r.remain) })}
                  </span>
                ) : null}
              </td>
              <td className="px-3 py-2 text-right whitespace-nowrap">{formatMoney(r.fee)}</td>
              <td className="px-3 py-2 text-right whitespace-nowrap">
                {formatMoney(r.commission)}
              </td>
              <td className="px-3 py-2 text-right font-semibold whitespace-nowrap">
                <NetAmount row={r} text={formatMoney(r.net)} />
              </td>
              <td className="min-w-40 px-3 py-2">
                <StatusCell row={r} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollTable>
  );
}
