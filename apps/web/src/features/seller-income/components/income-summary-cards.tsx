import {
  INCOME_TRANSFER_STATUSES,
  type IncomeStatus,
  type IncomeSummaryResponse,
} from '@yangdee/contracts/income';
import { useTranslation } from '../../../lib/use-translation';
import { formatMoney } from '../lib/format-money';

// Totals per transfer status (issue 17 item 2): net in large type, how many orders, and what
// was taken out of the money paid online. A card filters the list by its status. Stacked on a
// phone, four across on a wide screen. Before the totals come (summary undefined) the same cards
// show '…' and no test ids, so the filters below do not jump down when they arrive (decision 0168).

const WAITING = '…';

const TONE: Record<IncomeStatus, string> = {
  HELD: 'border-amber-300 bg-amber-50',
  READY: 'border-sky-300 bg-sky-50',
  TRANSFERRED: 'border-emerald-300 bg-emerald-50',
  REFUNDED: 'border-slate-300 bg-slate-50',
};

export function IncomeSummaryCards({
  summary,
  current,
  onPick,
}: {
  summary: IncomeSummaryResponse | undefined;
  current: IncomeStatus | undefined;
  onPick: (status: IncomeStatus | undefined) => void;
}) {
  const { t } = useTranslation();
  return (
    <section
      aria-label={t('sellerIncome.summary.label')}
      aria-busy={summary ? undefined : true}
      className="space-y-2"
    >
      <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 xl:grid-cols-4">
        {INCOME_TRANSFER_STATUSES.map((status) => {
          const total = summary?.totals[status];
          const money = (amount: number | undefined) =>
            amount === undefined ? WAITING : formatMoney(amount);
          const isCurrent = current === status;
          return (
            <li key={status}>
              <button
                type="button"
                aria-pressed={isCurrent}
                data-testid={summary ? `income-card-${status}` : undefined}
                disabled={!summary}
                onClick={() => onPick(isCurrent ? undefined : status)}
                className={`flex h-full w-full flex-col rounded-xl border p-4 text-left ${TONE[status]} ${
                  isCurrent ? 'ring-2 ring-emerald-800' : 'hover:ring-1 hover:ring-slate-400'
                }`}
              >
                <span className="flex items-baseline justify-between gap-2">
                  <span className="font-semibold text-slate-900">
                    {t(`sellerIncome.status.${status}`)}
                  </span>
                  <span className="text-sm text-slate-700">
                    {total ? t('sellerIncome.summary.count', { count: total.count }) : WAITING}
                  </span>
                </span>
                {/* A refund is money given back to the shopper, not the shop's: its card says
                    how much went back, without the parts that were never taken. */}
                <span className="mt-1 block text-sm text-slate-700">
                  {status === 'REFUNDED'
                    ? t('sellerIncome.summary.refunded')
                    : t('sellerIncome.summary.net')}
                </span>
                <span
                  className="block text-2xl font-bold text-slate-900"
                  data-testid={summary ? 'income-card-net' : undefined}
                >
                  {t('sellerIncome.baht', {
                    amount: money(status === 'REFUNDED' ? total?.gross : total?.net),
                  })}
                </span>
                {status === 'REFUNDED' ? null : (
                  <span className="mt-2 block text-xs leading-5 text-slate-700">
                    {t('sellerIncome.summary.parts', {
                      gross: money(total?.gross),
                      fee: money(total?.fee),
                      commission: money(total?.commission),
                    })}
                  </span>
                )}
                <span className="mt-1 block text-xs text-slate-600">
                  {t(`sellerIncome.statusHint.${status}`)}
                </span>
              </button>
            </li>
          );
        })}
      </ul>
      {summary && summary.remainAtShop > 0 ? (
        <p className="text-sm text-slate-700">
          {t('sellerIncome.summary.remainAtShop', { amount: formatMoney(summary.remainAtShop) })}
        </p>
      ) : null}
    </section>
  );
}
