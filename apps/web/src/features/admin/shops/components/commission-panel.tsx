import '../../../../lib/admin-texts';
// The date field's own texts (month names, clear, close) are the back office's.
import '../../../../lib/seller-texts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ratePercentText } from '@yangdee/contracts/admin-shops';
import {
  COMMISSION_NOTE_MAX,
  type CommissionRateForm,
  CommissionRateFormSchema,
} from '@yangdee/contracts/commission';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  Field,
  FieldError,
  fieldErrorsOf,
  ServerError,
  TextField,
} from '../../../../components/form-field';
import { formatThaiDate } from '../../../../lib/format-thai-date';
import { useTranslation } from '../../../../lib/use-translation';
import { DateField } from '../../../seller-orders/components/date-field';
import { bangkokToday } from '../../../store-setup-holiday/lib/holiday-calendar';
import { commissionQueryOptions, saveCommissionRate } from '../api/shops';

// A shop's commission rate with its history and a new rate from a Buddhist-era date (decision
// 0141's calls; shown on the shop's page to operators who also hold `commission`, 0143). The
// form is react-hook-form with the contracts' CommissionRateFormSchema (the rate as typed).

/** A chosen day → the moment it starts in Bangkok; today (or none) → now. */
function effectiveFromOf(ymd: string): string | undefined {
  if (!ymd || ymd <= bangkokToday()) return undefined;
  return `${ymd}T00:00:00+07:00`;
}

export function CommissionPanel({ storeId }: { storeId: number }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const rates = useQuery(commissionQueryOptions(storeId));
  const [saved, setSaved] = useState(false);
  const rateId = useId();
  const dayErrorId = useId();
  const form = useForm<
    CommissionRateForm,
    unknown,
    { ratePercent: number; effectiveDay: string; note: string }
  >({
    resolver: zodResolver(CommissionRateFormSchema) as never,
    defaultValues: { ratePercent: '', effectiveDay: '', note: '' },
  });
  const save = useMutation({
    mutationFn: (values: { ratePercent: number; effectiveDay: string; note: string }) =>
      saveCommissionRate({
        storeId,
        ratePercent: values.ratePercent,
        effectiveFrom: effectiveFromOf(values.effectiveDay),
        note: values.note,
      }),
    onSuccess: (history) => {
      queryClient.setQueryData(commissionQueryOptions(storeId).queryKey, history);
      void queryClient.invalidateQueries({ queryKey: ['admin', 'shop', storeId] });
      void queryClient.invalidateQueries({ queryKey: ['admin', 'shops'] });
      form.reset();
      setSaved(true);
    },
  });
  const submit = form.handleSubmit(
    (values) => {
      setSaved(false);
      save.mutate(values);
    },
    () => setSaved(false),
  );
  const { errors } = form.formState;
  const server = fieldErrorsOf(save.error);
  const rateError = errors.ratePercent?.message || server.ratePercent;
  const rate = String(form.watch('ratePercent') ?? '');
  const day = form.watch('effectiveDay');
  return (
    <section
      aria-labelledby="commission-title"
      className="rounded-xl border border-slate-200 bg-white p-4"
      data-testid="commission-panel"
    >
      <h2 id="commission-title" className="text-lg font-semibold text-slate-900">
        {t('adminShops.commission.title')}
      </h2>
      {rates.data ? (
        <>
          <p className="mt-1 text-slate-800">
            {t('adminShops.commission.current', { rate: ratePercentText(rates.data.currentBp) })}
          </p>
          <p className="text-sm text-slate-600">
            {t('adminShops.commission.default', { rate: ratePercentText(rates.data.defaultBp) })}
          </p>
          <h3 className="mt-3 font-semibold text-slate-900">
            {t('adminShops.commission.history')}
          </h3>
          {rates.data.history.length === 0 ? (
            <p className="text-sm text-slate-700">{t('adminShops.commission.historyEmpty')}</p>
          ) : (
            <ul className="mt-1 divide-y divide-slate-100 text-sm" data-testid="commission-history">
              {rates.data.history.map((row) => (
                <li key={row.id} className="py-2">
                  <p className="font-medium text-slate-900">
                    {t('adminShops.commission.row', {
                      rate: ratePercentText(row.rateBp),
                      date: formatThaiDate(row.effectiveFrom),
                    })}
                  </p>
                  <p className="text-slate-600">
                    {t('adminShops.commission.rowBy', { by: row.setBy })}
                    {row.note ? ` · ${row.note}` : ''}
                  </p>
                </li>
              ))}
            </ul>
          )}
        </>
      ) : null}
      {rates.isError ? (
        <p role="alert" className="mt-2 text-red-700">
          {t('admin.loadFailed')}
        </p>
      ) : null}
      <form onSubmit={submit} noValidate className="mt-4 grid gap-3 sm:grid-cols-2">
        <Field id={rateId} label={t('adminShops.commission.newRate')} error={rateError}>
          <input
            id={rateId}
            inputMode="decimal"
            aria-describedby={rateError ? `${rateId}-error` : undefined}
            aria-invalid={rateError ? true : undefined}
            className="mt-1 w-full rounded-lg border border-slate-300 px-3 py-2"
            {...form.register('ratePercent')}
          />
        </Field>
        <div>
          <DateField
            label={t('adminShops.commission.effective')}
            value={day}
            onChange={(ymd) => form.setValue('effectiveDay', ymd)}
            testId="commission-effective"
            emptyText={t('adminShops.commission.effectiveNow')}
            errorId={server.effectiveFrom ? dayErrorId : undefined}
          />
          <FieldError id={dayErrorId} message={server.effectiveFrom} />
        </div>
        <div className="sm:col-span-2">
          <TextField
            label={t('adminShops.commission.note')}
            maxLength={COMMISSION_NOTE_MAX}
            inputClassName="mt-1 w-full rounded-lg border border-slate-300 px-3 py-2 aria-[invalid=true]:border-red-600"
            registration={form.register('note')}
            error={errors.note?.message || server.note}
          />
        </div>
        <div className="sm:col-span-2">
          <button
            type="submit"
            disabled={save.isPending || rate.trim() === ''}
            className="w-full rounded-lg bg-slate-900 px-4 py-2 font-semibold text-white disabled:opacity-60 sm:w-auto"
          >
            {t('adminShops.commission.save')}
          </button>
          <div className="mt-2">
            <ServerError error={save.error} shown={['ratePercent', 'effectiveFrom', 'note']} />
          </div>
          {saved ? (
            <p role="status" className="mt-2 text-sm text-emerald-800">
              {t('adminShops.done.commission')}
            </p>
          ) : null}
        </div>
      </form>
    </section>
  );
}
