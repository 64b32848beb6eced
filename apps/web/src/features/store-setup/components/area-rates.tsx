import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { PROVINCE_NAMES } from '@yangdee/contracts/provinces';
import {
  type AreaRate,
  type SaveAreaRateBody,
  SaveAreaRateBodySchema,
  type SaveAreaRateInput,
} from '@yangdee/contracts/store-settings';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Field, TextField } from '../../../components/form-field';
import { formatBaht } from '../../../lib/format-baht';
import { useTranslation } from '../../../lib/use-translation';
import { areaRatesQueryOptions, errorText, useSetupSave } from '../api/store-setup-api';
import { primaryButton, SaveStatus, secondaryButton, showServerErrors } from './form-bits';

// /seller/setting, the rate per tyre by province (issue 14 §5): add or change one (a province
// and a rate), change a listed one in its row, or remove it. Rows are cards on a phone.

type RateValues = { province: string; rate: string };
type Save = (
  body: SaveAreaRateInput,
  after: { onDone?: () => void; onError?: (e: unknown) => void },
) => void;

export function AreaRates() {
  const { t } = useTranslation();
  const rates = useQuery(areaRatesQueryOptions());
  const save = useSetupSave<SaveAreaRateInput>('save-delivery-area-rate');
  const [editing, setEditing] = useState<string | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const send: Save = (body, after) => {
    setSaved(null);
    setFailure(null);
    save.mutate(body, {
      onSuccess: () => {
        setSaved(t('sellerSetup.saved'));
        after.onDone?.();
      },
      onError: (error) => {
        after.onError?.(error);
        setFailure(errorText(error, t('sellerSetup.saveFailed')));
      },
    });
  };
  const clearStatus = () => {
    setSaved(null);
    setFailure(null);
  };

  const list = rates.data?.rateList ?? [];
  return (
    <div className="mt-6 border-t border-slate-200 pt-4">
      <h3 className="mb-2 font-bold text-slate-900">{t('sellerSetup.delivery.areaHeading')}</h3>
      <p className="mb-3 text-sm text-slate-600">{t('sellerSetup.delivery.areaNote')}</p>
      <AddRateForm send={send} onInvalid={clearStatus} isBusy={save.isPending} />
      <SaveStatus saved={saved} error={failure} />
      {list.length === 0 ? (
        <p className="text-sm text-slate-600">{t('sellerSetup.delivery.noRates')}</p>
      ) : (
        <ul
          className="divide-y divide-slate-100 rounded-xl border border-slate-200"
          aria-label={t('sellerSetup.delivery.areaHeading')}
        >
          {list.map((r) => (
            <li
              key={r.province}
              className="flex flex-wrap items-center gap-3 p-3"
              data-testid="area-rate-row"
            >
              <span className="min-w-32 flex-1 font-medium text-slate-900">{r.province}</span>
              {editing === r.province ? (
                <EditRateForm
                  rate={r}
                  send={send}
                  onInvalid={clearStatus}
                  onClose={() => setEditing(null)}
                />
              ) : (
                <>
                  <span className="text-slate-800">
                    {r.rate === 0
                      ? t('sellerSetup.delivery.free')
                      : t('sellerSetup.delivery.bahtPerTyre', { amount: formatBaht(r.rate) })}
                  </span>
                  <button
                    type="button"
                    className={secondaryButton}
                    aria-label={t('sellerSetup.delivery.editOf', { province: r.province })}
                    onClick={() => setEditing(r.province)}
                  >
                    {t('sellerSetup.edit')}
                  </button>
                  <button
                    type="button"
                    className={secondaryButton}
                    aria-label={t('sellerSetup.delivery.removeOf', { province: r.province })}
                    onClick={() => send({ province: r.province, rate: 0, isRemove: true }, {})}
                  >
                    {t('sellerSetup.remove')}
                  </button>
                </>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function AddRateForm({
  send,
  onInvalid,
  isBusy,
}: {
  send: Save;
  onInvalid: () => void;
  isBusy: boolean;
}) {
  const { t } = useTranslation();
  const provinceId = useId();
  const form = useForm<RateValues, unknown, SaveAreaRateBody>({
    resolver: zodResolver(SaveAreaRateBodySchema) as never,
    defaultValues: { province: '', rate: '' },
  });
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit(
    (body) =>
      send(body, {
        onDone: () => form.reset({ province: '', rate: '' }),
        onError: (error) => showServerErrors(form, error),
      }),
    onInvalid,
  );
  const provinceError = errors.province?.message;
  return (
    <form
      noValidate
      className="mb-4 grid gap-3 sm:grid-cols-[1fr_10rem_auto] sm:items-end"
      onSubmit={onSubmit}
    >
      <Field id={provinceId} label={t('sellerSetup.delivery.province')} error={provinceError}>
        <select
          id={provinceId}
          aria-invalid={provinceError ? true : undefined}
          aria-describedby={provinceError ? `${provinceId}-error` : undefined}
          className="mt-1 w-full rounded-lg border border-slate-300 bg-white px-3 py-2"
          {...form.register('province')}
        >
          <option value="">{t('sellerSetup.delivery.chooseProvince')}</option>
          {PROVINCE_NAMES.map((p) => (
            <option key={p} value={p}>
              {p}
            </option>
          ))}
        </select>
      </Field>
      <TextField
        label={t('sellerSetup.delivery.ratePerTyre')}
        inputMode="decimal"
        registration={form.register('rate')}
        error={errors.rate?.message}
      />
      <button type="submit" className={`${primaryButton} h-10`} disabled={isBusy}>
        {t('sellerSetup.delivery.addRate')}
      </button>
    </form>
  );
}

function EditRateForm({
  rate,
  send,
  onInvalid,
  onClose,
}: {
  rate: AreaRate;
  send: Save;
  onInvalid: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const form = useForm<RateValues, unknown, SaveAreaRateBody>({
    resolver: zodResolver(SaveAreaRateBodySchema) as never,
    defaultValues: { province: rate.province, rate: String(rate.rate) },
  });
  const onSubmit = form.handleSubmit(
    (body) => send(body, { onDone: onClose, onError: (error) => showServerErrors(form, error) }),
    onInvalid,
  );
  return (
    <form noValidate className="flex flex-wrap items-center gap-2" onSubmit={onSubmit}>
      <TextField
        label={
          <span className="sr-only">
            {t('sellerSetup.delivery.rateOf', { province: rate.province })}
          </span>
        }
        inputMode="decimal"
        inputClassName="w-28 rounded-lg border border-slate-300 px-2 py-1 text-sm aria-[invalid=true]:border-red-600"
        registration={form.register('rate')}
        error={form.formState.errors.rate?.message}
      />
      <button type="submit" className={secondaryButton}>
        {t('sellerSetup.saveShort')}
      </button>
      <button type="button" className={secondaryButton} onClick={onClose}>
        {t('sellerSetup.cancel')}
      </button>
    </form>
  );
}
