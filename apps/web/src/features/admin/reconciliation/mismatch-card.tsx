import '../../../lib/admin-texts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import {
  type Mismatch,
  RESOLVE_NOTE_MAX,
  type ReconciliationDayResponse,
  type ResolveMismatchBody,
  ResolveMismatchBodySchema,
} from '@yangdee/contracts/provider-report';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { Field } from '../../../components/form-field';
import { formatNumber } from '../../../lib/format-baht';
import { formatThaiDateTime } from '../../../lib/format-thai-date';
import { useTranslation } from '../../../lib/use-translation';
import { adminApi } from '../api/admin-api';
import { errorText } from './error-text';

// One mismatch of a checked day (decision 0145): what its kind means in Thai, both sides'
// amounts in baht and statuses, and either who closed it with their note or a form to close it
// (react-hook-form with the server's own schema: a note is needed).

const KIND_STYLE: Record<Mismatch['kind'], string> = {
  THEIRS_ONLY: 'border-l-amber-600',
  OURS_ONLY: 'border-l-red-700',
  AMOUNT: 'border-l-red-700',
  STATUS: 'border-l-amber-600',
};

export function MismatchCard({
  mismatch,
  onResolved,
}: {
  mismatch: Mismatch;
  onResolved: (day: ReconciliationDayResponse) => void;
}) {
  const { t } = useTranslation();
  const noteId = useId();
  const form = useForm<ResolveMismatchBody>({
    resolver: zodResolver(ResolveMismatchBodySchema),
    defaultValues: { note: '' },
  });
  const resolve = useMutation({
    mutationFn: (body: ResolveMismatchBody) =>
      adminApi.post<ReconciliationDayResponse>(
        `/api/admin/reconciliation/mismatches/${mismatch.id}/resolve`,
        body,
      ),
    onSuccess: onResolved,
  });
  const amount = (value: number | null) =>
    value === null
      ? t('adminReconciliation.detail.missing')
      : t('adminReconciliation.detail.baht', { value: formatNumber(value, 2) });
  const status = (value: string | null) =>
    value === null
      ? t('adminReconciliation.detail.missing')
      : t(`adminReconciliation.statuses.${value}`, { defaultValue: value });
  const submit = form.handleSubmit((body) => resolve.mutate(body));
  const rows: [string, string][] = [
    [t('adminReconciliation.detail.reference'), mismatch.referenceNo],
    [t('adminReconciliation.detail.providerReference'), mismatch.gbpReferenceNo ?? '-'],
    [t('adminReconciliation.detail.order'), mismatch.orderNo ?? '-'],
    [t('adminReconciliation.detail.ourAmount'), amount(mismatch.ourAmount)],
    [t('adminReconciliation.detail.theirAmount'), amount(mismatch.theirAmount)],
    [t('adminReconciliation.detail.ourStatus'), status(mismatch.ourStatus)],
    [t('adminReconciliation.detail.theirStatus'), status(mismatch.theirStatus)],
  ];
  const error =
    form.formState.errors.note?.message ||
    errorText(resolve.error, t('adminReconciliation.failed'));
  return (
    <li
      className={`rounded-xl border border-l-4 border-slate-200 bg-white p-4 ${KIND_STYLE[mismatch.kind]}`}
      data-testid="mismatch"
      data-reference={mismatch.referenceNo}
    >
      <h3 className="font-semibold text-slate-900">
        {t(`adminReconciliation.kinds.${mismatch.kind}.title`)}
      </h3>
      <p className="mt-1 text-sm text-slate-700">
        {t(`adminReconciliation.kinds.${mismatch.kind}.body`)}
      </p>
      <dl className="mt-3 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-2">
        {rows.map(([label, value]) => (
          <div key={label} className="flex flex-wrap justify-between gap-x-2 sm:block">
            <dt className="text-slate-600">{label}</dt>
            <dd className="font-medium break-all text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
      {mismatch.resolvedAt ? (
        <div className="mt-3 rounded-lg bg-emerald-50 p-3 text-sm text-emerald-900">
          <p className="font-semibold">
            {t('adminReconciliation.detail.resolved', {
              by: mismatch.resolvedBy ?? '',
              at: formatThaiDateTime(mismatch.resolvedAt),
            })}
          </p>
          <p className="mt-1 break-words">
            {t('adminReconciliation.detail.resolvedNote', { note: mismatch.resolvedNote ?? '' })}
          </p>
        </div>
      ) : (
        <form onSubmit={submit} noValidate className="mt-3 space-y-2">
          <Field id={noteId} label={t('adminReconciliation.detail.note')} error={error}>
            <textarea
              id={noteId}
              className="w-full rounded-lg border border-slate-300 px-3 py-2"
              rows={2}
              maxLength={RESOLVE_NOTE_MAX}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${noteId}-error` : undefined}
              {...form.register('note')}
            />
          </Field>
          <button
            type="submit"
            disabled={resolve.isPending}
            className="w-full rounded-lg bg-emerald-800 px-4 py-2 font-semibold text-white hover:bg-emerald-900 disabled:opacity-60 sm:w-auto"
          >
            {resolve.isPending
              ? t('adminReconciliation.detail.resolving')
              : t('adminReconciliation.detail.resolve')}
          </button>
        </form>
      )}
    </li>
  );
}
