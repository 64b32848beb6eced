import '../../lib/admin-texts';
import { zodResolver } from '@hookform/resolvers/zod';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  AUDIT_ACTION_CODES,
  auditActionLabel,
  auditTargetText,
} from '@yangdee/contracts/audit-actions';
import {
  type AuditEntry,
  type AuditLogFilter,
  AuditLogFilterSchema,
  type AuditLogResponse,
} from '@yangdee/contracts/operators';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useSearchParams } from 'react-router';
import { Field, FieldError } from '../../components/form-field';
import { adminApi } from '../../features/admin/api/admin-api';
import { AdminDateField } from '../../features/admin/components/admin-date-field';
import { usePageMeta } from '../../lib/use-page-meta';
import { useTranslation } from '../../lib/use-translation';

// /admin/audit (issue 32 item 4, permission `audit`): every operator action, newest first, by
// operator, action and Bangkok date range; a table on a wide screen, cards on a phone. The
// filters live in the address, so a filtered page can be shared and reloaded. Each action shows
// its Thai label (@yangdee/contracts/audit-actions); the code stays in its tooltip.

const FIELDS = ['operatorId', 'action', 'from', 'to'] as const;
const inputClass = 'w-full rounded-lg border border-slate-300 bg-white px-3 py-2';
const EMPTY: AuditLogFilter = { operatorId: '', action: '', from: '', to: '' };

const timeFormat = new Intl.DateTimeFormat('th-TH', {
  timeZone: 'Asia/Bangkok',
  dateStyle: 'medium',
  timeStyle: 'short',
});

function detailText(entry: AuditEntry): string {
  return Object.keys(entry.detail).length ? JSON.stringify(entry.detail) : '';
}

export function Component() {
  const { t } = useTranslation();
  usePageMeta({ title: t('adminAudit.title') });
  const fieldId = useId();
  const [params, setParams] = useSearchParams();
  const form = useForm<AuditLogFilter>({
    resolver: zodResolver(AuditLogFilterSchema),
    defaultValues: Object.fromEntries(FIELDS.map((field) => [field, params.get(field) ?? ''])),
  });
  const { errors } = form.formState;
  const from = form.watch('from');
  const to = form.watch('to');
  // A picked day checks the range again once the form has been sent.
  const pick = (field: 'from' | 'to', day: string) =>
    form.setValue(field, day, { shouldValidate: form.formState.isSubmitted });
  const page = Number(params.get('page')) || 1;
  const query = new URLSearchParams();
  for (const field of FIELDS) {
    const value = params.get(field);
    if (value) query.set(field, value);
  }
  query.set('page', String(page));
  const log = useQuery({
    queryKey: ['admin', 'audit', query.toString()],
    queryFn: ({ signal }) =>
      adminApi.get<AuditLogResponse>(`/api/admin/audit?${query.toString()}`, { signal }),
    placeholderData: keepPreviousData,
  });

  const search = form.handleSubmit((values) => {
    const next = new URLSearchParams();
    for (const field of FIELDS) if (values[field]) next.set(field, values[field]);
    setParams(next);
  });
  const goTo = (target: number) => {
    const next = new URLSearchParams(params);
    next.set('page', String(target));
    setParams(next);
  };
  // A code in the address that has no label (an old link) stays choosable as itself.
  const chosen = params.get('action');
  const actionCodes: string[] =
    chosen && !(AUDIT_ACTION_CODES as string[]).includes(chosen)
      ? [...AUDIT_ACTION_CODES, chosen]
      : AUDIT_ACTION_CODES;
  const pages = log.data ? Math.max(1, Math.ceil(log.data.total / log.data.pageSize)) : 1;

  return (
    <div>
      <h1 className="text-2xl font-bold text-slate-900">{t('adminAudit.title')}</h1>
      <form
        onSubmit={search}
        noValidate
        className="mt-4 grid gap-3 rounded-xl border border-slate-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-5"
      >
        {/* Labels beside (not around) the selects: a wrapping label would add the chosen option
            to the select's name. */}
        <Field id={`${fieldId}-operator`} label={t('adminAudit.operator')}>
          <select
            id={`${fieldId}-operator`}
            className={`mt-1 ${inputClass}`}
            {...form.register('operatorId')}
          >
            <option value="">{t('adminAudit.allOperators')}</option>
            {log.data?.operators.map((operator) => (
              <option key={operator.operatorId} value={operator.operatorId}>
                {operator.name}
              </option>
            ))}
          </select>
        </Field>
        <Field id={`${fieldId}-action`} label={t('adminAudit.action')}>
          <select
            id={`${fieldId}-action`}
            className={`mt-1 ${inputClass}`}
            {...form.register('action')}
          >
            <option value="">{t('adminAudit.allActions')}</option>
            {actionCodes.map((code) => (
              <option key={code} value={code}>
                {auditActionLabel(code)}
              </option>
            ))}
          </select>
        </Field>
        <div>
          <AdminDateField
            label={t('adminAudit.from')}
            value={from}
            onChange={(day) => pick('from', day)}
            testId="audit-from"
            errorId={errors.from ? `${fieldId}-from-error` : undefined}
          />
          <FieldError id={`${fieldId}-from-error`} message={errors.from?.message} />
        </div>
        <AdminDateField
          label={t('adminAudit.to')}
          value={to}
          onChange={(day) => pick('to', day)}
          testId="audit-to"
        />
        <div className="flex items-end gap-2">
          <button
            type="submit"
            className="flex-1 rounded-lg bg-slate-900 px-4 py-2 font-semibold text-white"
          >
            {t('adminAudit.search')}
          </button>
          <button
            type="button"
            className="rounded-lg border border-slate-300 px-3 py-2 text-slate-800"
            onClick={() => {
              form.reset(EMPTY);
              setParams(new URLSearchParams());
            }}
          >
            {t('adminAudit.clear')}
          </button>
        </div>
      </form>
      {log.isError ? (
        <p role="alert" className="mt-4 text-red-800">
          {log.error.message || t('admin.loadFailed')}
        </p>
      ) : null}
      {log.isPending ? <p className="mt-4 text-slate-700">{t('admin.loading')}</p> : null}
      {log.data ? (
        <>
          <p className="mt-4 text-sm text-slate-700">
            {t('adminAudit.total', { count: log.data.total })}
          </p>
          {log.data.items.length === 0 ? (
            <p className="mt-2 text-slate-700">{t('adminAudit.empty')}</p>
          ) : (
            <>
              <ul className="mt-2 space-y-2 md:hidden" data-testid="audit-cards">
                {log.data.items.map((entry) => (
                  <li
                    key={entry.id}
                    className="rounded-xl border border-slate-200 bg-white p-3 text-sm"
                  >
                    <p className="font-semibold text-slate-900" title={entry.action}>
                      {auditActionLabel(entry.action)}
                    </p>
                    <p className="text-slate-700">
                      {timeFormat.format(new Date(entry.at))} · {entry.operatorName}
                    </p>
                    {entry.targetType ? (
                      <p className="text-slate-700">
                        {auditTargetText(entry.targetType, entry.targetId)}
                      </p>
                    ) : null}
                    {detailText(entry) ? (
                      <p className="mt-1 break-all text-slate-600">{detailText(entry)}</p>
                    ) : null}
                  </li>
                ))}
              </ul>
              <div className="mt-2 hidden overflow-x-auto rounded-xl border border-slate-200 bg-white md:block">
                <table className="w-full text-left text-sm">
                  <thead className="bg-slate-50 text-slate-700">
                    <tr>
                      <th className="px-3 py-2">{t('adminAudit.at')}</th>
                      <th className="px-3 py-2">{t('adminAudit.operator')}</th>
                      <th className="px-3 py-2">{t('adminAudit.action')}</th>
                      <th className="px-3 py-2">{t('adminAudit.target')}</th>
                      <th className="px-3 py-2">{t('adminAudit.detail')}</th>
                      <th className="px-3 py-2">{t('adminAudit.ip')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {log.data.items.map((entry) => (
                      <tr key={entry.id} className="border-t border-slate-100 align-top">
                        <td className="px-3 py-2 whitespace-nowrap">
                          {timeFormat.format(new Date(entry.at))}
                        </td>
                        <td className="px-3 py-2">{entry.operatorName}</td>
                        <td className="px-3 py-2" title={entry.action}>
                          {auditActionLabel(entry.action)}
                        </td>
                        <td className="px-3 py-2">
                          {auditTargetText(entry.targetType, entry.targetId)}
                        </td>
                        <td className="max-w-xs px-3 py-2 break-all text-slate-600">
                          {detailText(entry)}
                        </td>
                        <td className="px-3 py-2">{entry.ip}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            </>
          )}
          {pages > 1 ? (
            <nav className="mt-4 flex items-center justify-between gap-2 text-sm">
              <button
                type="button"
                className="rounded-lg border border-slate-300 bg-white px-3 py-2 disabled:opacity-50"
                disabled={page <= 1}
                onClick={() => goTo(page - 1)}
              >
                {t('adminAudit.previous')}
              </button>
              <span>{t('adminAudit.pageOf', { page, pages })}</span>
              <button
                type="button"
                className="rounded-lg border border-slate-300 bg-white px-3 py-2 disabled:opacity-50"
                disabled={page >= pages}
                onClick={() => goTo(page + 1)}
              >
                {t('adminAudit.next')}
              </button>
            </nav>
          ) : null}
        </>
      ) : null}
    </div>
  );
}
