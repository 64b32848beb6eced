import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { TRANSFER_BANKS } from '@yangdee/contracts/bank-accounts';
import {
  type SavePayoutAccountBody,
  SavePayoutAccountBodySchema,
} from '@yangdee/contracts/payouts';
import { useId, useState } from 'react';
import { type FieldPath, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Field, fieldErrorsOf, TextField, textInputClass } from '../../../components/form-field';
import { formatThaiDateTime } from '../../../lib/format-thai-date';
import { useTranslation } from '../../../lib/use-translation';
import {
  payoutAccountQueryOptions,
  useRequestPayoutOtp,
  useSavePayoutAccount,
} from '../api/payouts';

// The shop's payout account in /seller/profile (decision 0140): everyone with the profile or
// accounting permission sees it masked; the owner edits it (the whole number shown only in this
// form), proving the change with a code sent to their own phone. A change holds the next payout
// for 24 hours.

const panel = 'rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6';
const primary =
  'rounded-lg bg-emerald-800 px-5 py-2 font-semibold text-white hover:bg-emerald-900 disabled:opacity-60';
const secondary =
  'rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm font-medium text-slate-800 hover:bg-slate-50 disabled:opacity-60';

type Values = {
  bankCode: string;
  accountNumber: string;
  accountName: string;
  otp: string;
  /** The token of the code asked for, set when it was sent. */
  otpToken: string;
};

export function PayoutAccountSection() {
  const { t } = useTranslation();
  const id = useId();
  const account = useQuery(payoutAccountQueryOptions());
  const requestOtp = useRequestPayoutOtp();
  const save = useSavePayoutAccount();
  const [isEditing, setIsEditing] = useState(false);
  const form = useForm<Values, unknown, z.output<typeof SavePayoutAccountBodySchema>>({
    resolver: zodResolver(SavePayoutAccountBodySchema),
    defaultValues: { bankCode: '', accountNumber: '', accountName: '', otp: '', otpToken: '' },
    // The messages are those of the last try to save.
    reValidateMode: 'onSubmit',
  });
  const { errors } = form.formState;
  const [saved, setSaved] = useState(false);

  if (account.isError) {
    // Staff without the profile or accounting permission simply do not see the section.
    return null;
  }
  const view = account.data;
  if (!view) return null;

  const startEdit = () => {
    form.reset({
      bankCode: view.bankCode ?? '',
      accountNumber: view.accountNumber ?? '',
      accountName: view.accountName ?? '',
      otp: '',
      otpToken: '',
    });
    setSaved(false);
    requestOtp.reset();
    save.reset();
    setIsEditing(true);
  };
  const askOtp = () =>
    requestOtp.mutate(undefined, {
      onSuccess: (sent) => form.setValue('otpToken', sent.token),
    });

  const submit = form.handleSubmit(async (body: SavePayoutAccountBody) => {
    try {
      await save.mutateAsync(body);
      setSaved(true);
      setIsEditing(false);
    } catch (error) {
      for (const [key, text] of Object.entries(fieldErrorsOf(error))) {
        form.setError(key as FieldPath<Values>, { message: text });
      }
    }
  });
  const otpError = errors.otp?.message ?? errors.otpToken?.message;

  return (
    <section aria-labelledby={`${id}-title`} className={panel} data-testid="payout-account">
      <h2 id={`${id}-title`} className="text-lg font-bold text-slate-900">
        {t('sellerPayouts.account.title')}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{t('sellerPayouts.account.hint')}</p>
      {saved ? (
        <p role="status" className="mt-3 rounded-lg bg-emerald-50 p-3 text-emerald-900">
          {t('sellerPayouts.account.saved')}
        </p>
      ) : null}
      {view.hasAccount ? (
        <dl className="mt-3 grid grid-cols-1 gap-2 sm:grid-cols-3">
          <div>
            <dt className="text-sm text-slate-600">{t('sellerPayouts.account.bank')}</dt>
            <dd className="font-medium text-slate-900">{view.bankName}</dd>
          </div>
          <div>
            <dt className="text-sm text-slate-600">{t('sellerPayouts.account.number')}</dt>
            <dd className="font-medium text-slate-900" data-testid="payout-account-number">
              {view.accountNumberMasked}
            </dd>
          </div>
          <div>
            <dt className="text-sm text-slate-600">{t('sellerPayouts.account.name')}</dt>
            <dd className="font-medium text-slate-900">{view.accountName}</dd>
          </div>
        </dl>
      ) : (
        <p className="mt-3 rounded-lg bg-amber-50 p-3 text-amber-900">
          {t('sellerPayouts.account.none')}
        </p>
      )}
      {view.hasAccount && view.heldUntil && Date.parse(view.heldUntil) > Date.now() ? (
        <p className="mt-2 rounded-lg bg-amber-50 p-2 text-sm text-amber-900">
          {t('sellerPayouts.account.heldUntil', { date: formatThaiDateTime(view.heldUntil) })}
        </p>
      ) : null}
      {!view.isOwner ? (
        <p className="mt-3 text-sm text-slate-600">{t('sellerPayouts.account.ownerOnly')}</p>
      ) : isEditing ? (
        <form className="mt-4 grid grid-cols-1 gap-3 sm:grid-cols-2" onSubmit={submit} noValidate>
          <Field
            id={`${id}-bank`}
            label={t('sellerPayouts.account.bank')}
            error={errors.bankCode?.message}
          >
            <select
              id={`${id}-bank`}
              className={textInputClass}
              aria-invalid={errors.bankCode ? true : undefined}
              aria-describedby={errors.bankCode ? `${id}-bank-error` : undefined}
              {...form.register('bankCode')}
            >
              <option value="">{t('sellerPayouts.account.chooseBank')}</option>
              {TRANSFER_BANKS.map((bank) => (
                <option key={bank.code} value={bank.code}>
                  {bank.name}
                </option>
              ))}
            </select>
          </Field>
          <TextField
            label={t('sellerPayouts.account.number')}
            inputMode="numeric"
            autoComplete="off"
            error={errors.accountNumber?.message}
            registration={form.register('accountNumber')}
          />
          <div className="sm:col-span-2">
            <TextField
              label={t('sellerPayouts.account.name')}
              maxLength={100}
              error={errors.accountName?.message}
              registration={form.register('accountName')}
            />
          </div>
          <div className="sm:col-span-2 rounded-lg bg-slate-50 p-3">
            <p className="text-sm text-slate-700">
              {t('sellerPayouts.account.otpHint', { tel: view.ownerTelMasked })}
            </p>
            <div className="mt-2 flex flex-wrap items-end gap-2">
              <button
                type="button"
                className={secondary}
                disabled={requestOtp.isPending}
                onClick={askOtp}
              >
                {requestOtp.data
                  ? t('sellerPayouts.account.resendOtp')
                  : t('sellerPayouts.account.sendOtp')}
              </button>
              <div className="min-w-0 flex-1">
                <TextField
                  label={t('sellerPayouts.account.otp')}
                  isDigits
                  autoComplete="one-time-code"
                  maxLength={6}
                  error={otpError}
                  registration={form.register('otp')}
                />
              </div>
            </div>
            {requestOtp.data ? (
              <p role="status" className="mt-2 text-sm text-emerald-800">
                {t('sellerPayouts.account.otpSent', { tel: requestOtp.data.telMasked })}
              </p>
            ) : null}
          </div>
          {requestOtp.error || save.error ? (
            <p role="alert" className="sm:col-span-2 rounded-lg bg-red-50 p-3 text-red-800">
              {(requestOtp.error ?? save.error)?.message}
            </p>
          ) : null}
          <p className="sm:col-span-2 text-sm text-amber-900">
            {t('sellerPayouts.account.holdWarning')}
          </p>
          <div className="flex gap-2 sm:col-span-2">
            <button type="submit" className={primary} disabled={save.isPending}>
              {t('sellerPayouts.account.save')}
            </button>
            <button type="button" className={secondary} onClick={() => setIsEditing(false)}>
              {t('sellerPayouts.account.cancel')}
            </button>
          </div>
        </form>
      ) : (
        <button type="button" className={`${secondary} mt-4`} onClick={startEdit}>
          {view.hasAccount ? t('sellerPayouts.account.edit') : t('sellerPayouts.account.add')}
        </button>
      )}
    </section>
  );
}
