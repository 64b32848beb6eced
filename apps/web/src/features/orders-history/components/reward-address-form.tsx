import '../../../lib/my-texts';
import { type FormEvent, useId, useState } from 'react';
import { apiErrorText } from '../../../lib/api';
import { useTranslation } from '../../../lib/use-translation';
import { useSubmitRewardAddress } from '../api/order-history';

/** Where to send a reward (spec 1 "a reward address"): a free-text full address. */
export function RewardAddressForm() {
  const { t } = useTranslation();
  const id = useId();
  const [fullAddress, setFullAddress] = useState('');
  const submit = useSubmitRewardAddress();
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit.mutate({ fullAddress }, { onSuccess: () => setFullAddress('') });
  };
  const error = apiErrorText(submit.error);
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
      <label className="mt-2 block text-sm font-medium text-slate-800">
        {t('my.reward.address')}
        <textarea
          name="fullAddress"
          rows={3}
          maxLength={500}
          value={fullAddress}
          onChange={(e) => setFullAddress(e.target.value)}
          className="mt-1 w-full rounded-lg border border-slate-300 px-3 py-2"
        />
      </label>
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
