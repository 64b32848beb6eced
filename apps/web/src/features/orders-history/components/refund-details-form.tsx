import '../../../lib/my-texts';
import { TRANSFER_BANKS } from '@yangdee/contracts/bank-accounts';
import { RefundDestinationSchema } from '@yangdee/contracts/refund-flow';
import { type FormEvent, useId, useState } from 'react';
import { apiErrorText } from '../../../lib/api';
import { useTranslation } from '../../../lib/use-translation';
import { useGiveRefundDetails } from '../api/order-history';

type Kind = 'promptpay' | 'account';

/**
 * Where a refund by transfer goes (decision 0139): a PromptPay number (mobile or national ID) or
 * a bank account, checked here with the same schema the server checks with.
 */
export function RefundDetailsForm({ orderNo, onDone }: { orderNo: string; onDone: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  const [kind, setKind] = useState<Kind>('promptpay');
  const [promptPayId, setPromptPayId] = useState('');
  const [bankCode, setBankCode] = useState('');
  const [accountNumber, setAccountNumber] = useState('');
  const [accountName, setAccountName] = useState('');
  const [problem, setProblem] = useState('');
  const give = useGiveRefundDetails();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = RefundDestinationSchema.safeParse(
      kind === 'promptpay'
        ? { kind, promptPayId, accountName }
        : { kind, bankCode, accountNumber, accountName },
    );
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message ?? '');
      return;
    }
    setProblem('');
    give.mutate({ orderNo, destination: parsed.data }, { onSuccess: onDone });
  };
  const serverError = apiErrorText(give.error);
  const error = problem || serverError;
  const input = 'mt-1 w-full rounded-lg border border-slate-300 px-3 py-2 text-base';

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-labelledby={`${id}-title`}
      data-testid="refund-details-form"
      className="mt-3 rounded-lg border border-slate-200 bg-white p-3 text-slate-900"
    >
      <h4 id={`${id}-title`} className="font-semibold">
        {t('my.refundFlow.formTitle')}
      </h4>
      <fieldset className="mt-2 flex flex-wrap gap-4">
        <legend className="sr-only">{t('my.refundFlow.kind')}</legend>
        {(['promptpay', 'account'] as const).map((k) => (
          <label key={k} className="flex items-center gap-2">
            <input
              type="radio"
              name={`${id}-kind`}
              value={k}
              checked={kind === k}
              onChange={() => setKind(k)}
            />
            {t(`my.refundFlow.${k}`)}
          </label>
        ))}
      </fieldset>
      {kind === 'promptpay' ? (
        <>
          <label className="mt-2 block text-sm font-medium">
            {t('my.refundFlow.promptPayId')}
            <input
              inputMode="numeric"
              autoComplete="off"
              aria-describedby={`${id}-hint`}
              value={promptPayId}
              onChange={(e) => setPromptPayId(e.target.value)}
              className={input}
            />
          </label>
          <p id={`${id}-hint`} className="text-xs text-slate-600">
            {t('my.refundFlow.promptPayHint')}
          </p>
        </>
      ) : (
        <>
          <label className="mt-2 block text-sm font-medium">
            {t('my.refundFlow.bank')}
            <select
              value={bankCode}
              onChange={(e) => setBankCode(e.target.value)}
              className={input}
            >
              <option value="">{t('my.refundFlow.chooseBank')}</option>
              {TRANSFER_BANKS.map((bank) => (
                <option key={bank.code} value={bank.code}>
                  {bank.name}
                </option>
              ))}
            </select>
          </label>
          <label className="mt-2 block text-sm font-medium">
            {t('my.refundFlow.accountNumber')}
            <input
              inputMode="numeric"
              autoComplete="off"
              value={accountNumber}
              onChange={(e) => setAccountNumber(e.target.value)}
              className={input}
            />
          </label>
        </>
      )}
      <label className="mt-2 block text-sm font-medium">
        {t('my.refundFlow.accountName')}
        <input
          autoComplete="name"
          value={accountName}
          onChange={(e) => setAccountName(e.target.value)}
          className={input}
        />
      </label>
      <p role="alert" className="mt-2 text-sm text-red-700">
        {error}
      </p>
      <button
        type="submit"
        disabled={give.isPending}
        className="mt-1 w-full rounded-lg bg-emerald-800 px-4 py-2 font-semibold text-white hover:bg-emerald-900 disabled:opacity-60 sm:w-auto"
      >
        {t('my.refundFlow.save')}
      </button>
    </form>
  );
}
