import type { MoneyTotals } from '@yangdee/contracts/income';
import { type FormEvent, useId, useState } from 'react';
import { ApiError } from '../../../lib/api';
import { useTranslation } from '../../../lib/use-translation';
import { useMarkTransferred } from '../api/income';
import { formatMoney } from '../lib/format-money';

// The platform admin's payout record (decision 0104), shown only when get-summary-income says
// the caller may: every READY entry of the shop on screen becomes one transfer batch with the
// bank's reference. The server checks again; a shop's own staff never see this.

export function TransferPanel({
  storeId,
  ready,
}: {
  storeId: number | undefined;
  ready: MoneyTotals;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [reference, setReference] = useState('');
  const [done, setDone] = useState('');
  const mark = useMarkTransferred();
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (storeId === undefined) return;
    setDone('');
    mark.mutate(
      { storeId, bankReference: reference },
      {
        onSuccess: (r) => {
          setReference('');
          setDone(
            t('sellerIncome.transfer.done', { count: r.entryCount, amount: formatMoney(r.total) }),
          );
        },
      },
    );
  };
  const error =
    mark.error instanceof ApiError
      ? mark.error.message
      : mark.error
        ? t('sellerIncome.transfer.failed')
        : '';
  return (
    <form
      onSubmit={onSubmit}
      data-testid="transfer-panel"
      className="space-y-2 rounded-xl border border-sky-300 bg-sky-50 p-4"
    >
      <h2 className="font-semibold text-slate-900">{t('sellerIncome.transfer.title')}</h2>
      <p className="text-sm text-slate-800">
        {storeId === undefined
          ? t('sellerIncome.transfer.pickBranch')
          : ready.count > 0
            ? t('sellerIncome.transfer.ready', {
                count: ready.count,
                amount: formatMoney(ready.net),
              })
            : t('sellerIncome.transfer.nothing')}
      </p>
      <label htmlFor={`${id}-ref`} className="block text-sm font-medium text-slate-800">
        {t('sellerIncome.transfer.reference')}
      </label>
      <div className="flex flex-wrap gap-2">
        <input
          id={`${id}-ref`}
          value={reference}
          maxLength={60}
          required
          onChange={(e) => setReference(e.target.value)}
          className="min-w-0 flex-1 rounded-lg border border-slate-300 bg-white px-3 py-2"
        />
        <button
          type="submit"
          disabled={
            mark.isPending || storeId === undefined || ready.count === 0 || !reference.trim()
          }
          className="rounded-lg bg-sky-800 px-4 py-2 font-semibold text-white hover:bg-sky-900 disabled:opacity-50"
        >
          {t('sellerIncome.transfer.submit')}
        </button>
      </div>
      <p aria-live="polite" className="text-sm text-emerald-900">
        {done}
      </p>
      {error ? (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </form>
  );
}
