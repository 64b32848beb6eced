import '../../../lib/my-texts';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  type SubmitRewardAddressBody,
  SubmitRewardAddressBodySchema,
} from '@yangdee/contracts/order-history';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { Field, fieldErrorsOf } from '../../../components/form-field';
import { apiErrorText } from '../../../lib/api';
import { useTranslation } from '../../../lib/use-translation';
import { useSubmitRewardAddress } from '../api/order-history';

/** Where to send a reward (spec 1 "a reward address"): a free-text full address. */
export function RewardAddressForm() {
  const { t } = useTranslation();
  const id = useId();
  const submit = useSubmitRewardAddress();
  const form = useForm<SubmitRewardAddressBody>({
    resolver: zodResolver(SubmitRewardAddressBodySchema),
    defaultValues: { fullAddress: '' },
  });
  const onSubmit = form.handleSubmit((body) =>
    submit.mutate(body, { onSuccess: () => form.reset() }),
  );
  const fieldError =
    form.formState.errors.fullAddress?.message || fieldErrorsOf(submit.error).fullAddress;
  // A refusal the field does not show (not a field message) stays on the status line.
  const error = fieldError ? '' : apiErrorText(submit.error);
  return (
    <form
      onSubmit={onSubmit}
      aria-labelledby={`${id}-title`}
      className="rounded-xl border border-slate-200 bg-white p-4"
      noValidate
    >
      <h2 id={`${id}-title`} className="font-semibold text-slate-900">
        {t('my.reward.title')}
      </h2>
      <p className="text-sm text-slate-600">{t('my.reward.text')}</p>
      <div className="mt-2">
        <Field id={`${id}-address`} label={t('my.reward.address')} error={fieldError}>
          <textarea
            id={`${id}-address`}
            rows={3}
            maxLength={500}
            aria-invalid={fieldError ? true : undefined}
            aria-describedby={fieldError ? `${id}-address-error` : undefined}
            className="mt-1 w-full rounded-lg border border-slate-300 px-3 py-2"
            {...form.register('fullAddress')}
          />
        </Field>
      </div>
      <div className="mt-2 flex items-center gap-3">
        <button
          type="submit"
          disabled={submit.isPending}
          className="rounded-lg bg-emerald-800 px-4 py-2 font-semibold text-white hover:bg-emerald-900 disabled:opacity-60"
        >
          {t('common.save')}
        </button>
        <p role="status" className="text-sm">
          {submit.isSuccess ? (
            <span className="text-emerald-700">{submit.data.message}</span>
          ) : null}
          {error ? <span className="text-red-700">{error}</span> : null}
        </p>
      </div>
    </form>
  );
}
