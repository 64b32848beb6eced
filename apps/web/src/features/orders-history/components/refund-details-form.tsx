import '../../../lib/my-texts';
import { zodResolver } from '@hookform/resolvers/zod';
import { TRANSFER_BANKS } from '@yangdee/contracts/bank-accounts';
import { type RefundDestination, RefundDestinationSchema } from '@yangdee/contracts/refund-flow';
import { type ReactNode, useId } from 'react';
import { useForm } from 'react-hook-form';
import { Field } from '../../../components/form-field';
import { apiErrorText } from '../../../lib/api';
import { useTranslation } from '../../../lib/use-translation';
import { useGiveRefundDetails } from '../api/order-history';

type Values = {
  kind: 'promptpay' | 'account';
  promptPayId: string;
  bankCode: string;
  accountNumber: string;
  accountName: string;
};
type Name = Exclude<keyof Values, 'kind'>;

const inputClass = 'mt-1 w-full rounded-lg border border-slate-300 px-3 py-2 text-base';

/**
 * Where a refund by transfer goes (decision 0139): a PromptPay number (mobile or national ID) or
 * a bank account, checked here with the same schema the server checks with.
 */
export function RefundDetailsForm({ orderNo, onDone }: { orderNo: string; onDone: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  const give = useGiveRefundDetails();
  const form = useForm<Values, unknown, RefundDestination>({
    // The union picks its branch by `kind`; the other branch's fields are dropped.
    resolver: zodResolver(RefundDestinationSchema) as never,
    defaultValues: {
      kind: 'promptpay',
      promptPayId: '',
      bankCode: '',
      accountNumber: '',
      accountName: '',
    },
  });
  const { errors } = form.formState;
  const kind = form.watch('kind');

  const onSubmit = form.handleSubmit((destination) =>
    give.mutate({ orderNo, destination }, { onSuccess: onDone }),
  );
  const serverError = apiErrorText(give.error);

  // A field with its label, its error (the contract's Thai message) and an optional hint.
  const field = (name: Name, label: string, control: ReactNode, hint?: string) => (
    <div className="mt-2">
      <Field id={`${id}-${name}`} label={label} hint={hint} error={errors[name]?.message}>
        {control}
      </Field>
    </div>
  );
  const describe = (name: Name, hint = false) => {
    const ids = [hint ? `${id}-${name}-hint` : '', errors[name] ? `${id}-${name}-error` : ''];
    return {
      id: `${id}-${name}`,
      'aria-invalid': errors[name] ? true : undefined,
      'aria-describedby': ids.filter(Boolean).join(' ') || undefined,
    };
  };

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
            <input type="radio" value={k} {...form.register('kind')} />
            {t(`my.refundFlow.${k}`)}
          </label>
        ))}
      </fieldset>
      {kind === 'promptpay' ? (
        field(
          'promptPayId',
          t('my.refundFlow.promptPayId'),
          <input
            inputMode="numeric"
            autoComplete="off"
            className={inputClass}
            {...describe('promptPayId', true)}
            {...form.register('promptPayId')}
          />,
          t('my.refundFlow.promptPayHint'),
        )
      ) : (
        <>
          {field(
            'bankCode',
            t('my.refundFlow.bank'),
            <select className={inputClass} {...describe('bankCode')} {...form.register('bankCode')}>
              <option value="">{t('my.refundFlow.chooseBank')}</option>
              {TRANSFER_BANKS.map((bank) => (
                <option key={bank.code} value={bank.code}>
                  {bank.name}
                </option>
              ))}
            </select>,
          )}
          {field(
            'accountNumber',
            t('my.refundFlow.accountNumber'),
            <input
              inputMode="numeric"
              autoComplete="off"
              className={inputClass}
              {...describe('accountNumber')}
              {...form.register('accountNumber')}
            />,
          )}
        </>
      )}
      {field(
        'accountName',
        t('my.refundFlow.accountName'),
        <input
          autoComplete="name"
          className={inputClass}
          {...describe('accountName')}
          {...form.register('accountName')}
        />,
      )}
      {serverError ? (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {serverError}
        </p>
      ) : null}
      <button
        type="submit"
        disabled={give.isPending}
        className="mt-2 w-full rounded-lg bg-emerald-800 px-4 py-2 font-semibold text-white hover:bg-emerald-900 disabled:opacity-60 sm:w-auto"
      >
        {t('my.refundFlow.save')}
      </button>
    </form>
  );
}
