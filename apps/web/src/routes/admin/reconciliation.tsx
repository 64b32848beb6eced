import '../../lib/admin-texts';
import { zodResolver } from '@hookform/resolvers/zod';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type ReconciliationDayResponse,
  type ReconciliationDaysResponse,
  type RunReconciliationBody,
  RunReconciliationBodySchema,
} from '@yangdee/contracts/provider-report';
import { useForm } from 'react-hook-form';
import { useSearchParams } from 'react-router';
import { adminApi } from '../../features/admin/api/admin-api';
import { AdminDateField } from '../../features/admin/components/admin-date-field';
import { errorText } from '../../features/admin/reconciliation/error-text';
import { MismatchCard } from '../../features/admin/reconciliation/mismatch-card';
import { ReportDays } from '../../features/admin/reconciliation/report-days';
import { bangkokToday } from '../../features/store-setup-holiday/lib/holiday-calendar';
import { formatThaiDate, formatThaiDateTime } from '../../lib/format-thai-date';
import { usePageMeta } from '../../lib/use-page-meta';
import { useTranslation } from '../../lib/use-translation';

// /admin/reconciliation (issue 32 item 5, decision 0145, permission `books`): the days checked
// against the payment provider's daily report, a day's mismatches explained in Thai with both
// amounts, each closed with a note, and a day checked by hand (yesterday by default). The open
// day and the page live in the address.

const KEY = ['admin', 'reconciliation'] as const;
const card = 'rounded-xl border border-slate-200 bg-white p-4';

function yesterday(): string {
  const today = bangkokToday();
  return new Date(Date.parse(`${today}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
}

function DayDetail({ day, onClose }: { day: string; onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const detail = useQuery({
    queryKey: [...KEY, 'day', day],
    queryFn: ({ signal }) =>
      adminApi.get<ReconciliationDayResponse>(`/api/admin/reconciliation/days/${day}`, { signal }),
  });
  const onResolved = (next: ReconciliationDayResponse) => {
    queryClient.setQueryData([...KEY, 'day', day], next);
    void queryClient.invalidateQueries({ queryKey: [...KEY, 'days'] });
  };
  const data = detail.data;
  return (
    <section className={card} aria-labelledby="reconciliation-day" data-testid="reconciliation-day">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h2 id="reconciliation-day" className="text-lg font-semibold text-slate-900">
          {t('adminReconciliation.detail.title', { day: formatThaiDate(day) })}
        </h2>
        <button
          type="button"
          onClick={onClose}
          className="rounded-lg border border-slate-300 px-3 py-1 text-sm text-slate-800"
        >
          {t('adminReconciliation.detail.close')}
        </button>
      </div>
      {detail.isError ? (
        <p role="alert" className="mt-2 text-red-800">
          {errorText(detail.error, t('admin.loadFailed'))}
        </p>
      ) : null}
      {detail.isPending ? <p className="mt-2 text-slate-700">{t('admin.loading')}</p> : null}
      {data ? (
        <>
          <p className="mt-1 text-sm text-slate-700">
            {t('adminReconciliation.detail.summary', {
              theirs: data.day.theirCount,
              ours: data.day.ourCount,
              at: formatThaiDateTime(data.day.checkedAt),
            })}
          </p>
          {data.mismatches.length === 0 ? (
            <p className="mt-3 text-emerald-800">{t('adminReconciliation.detail.none')}</p>
          ) : (
            <ul className="mt-3 grid gap-3 lg:grid-cols-2">
              {data.mismatches.map((mismatch) => (
                <MismatchCard key={mismatch.id} mismatch={mismatch} onResolved={onResolved} />
              ))}
            </ul>
          )}
        </>
      ) : null}
    </section>
  );
}

export function Component() {
  const { t } = useTranslation();
  usePageMeta({ title: t('adminReconciliation.title') });
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const openDay = params.get('day');
  const page = Number(params.get('page')) || 1;
  const form = useForm<RunReconciliationBody>({
    resolver: zodResolver(RunReconciliationBodySchema),
    defaultValues: { day: yesterday() },
  });
  const day = form.watch('day');
  const days = useQuery({
    queryKey: [...KEY, 'days', page],
    queryFn: ({ signal }) =>
      adminApi.get<ReconciliationDaysResponse>(`/api/admin/reconciliation/days?page=${page}`, {
        signal,
      }),
    placeholderData: keepPreviousData,
  });
  const show = (next: string | null, nextPage = page) => {
    const search = new URLSearchParams();
    if (next) search.set('day', next);
    if (nextPage > 1) search.set('page', String(nextPage));
    setParams(search);
  };
  const run = useMutation({
    mutationFn: (checked: string) =>
      adminApi.post<ReconciliationDayResponse>('/api/admin/reconciliation/days', { day: checked }),
    onSuccess: (result) => {
      queryClient.setQueryData([...KEY, 'day', result.day.day], result);
      void queryClient.invalidateQueries({ queryKey: [...KEY, 'days'] });
      show(result.day.day);
    },
  });
  const submit = form.handleSubmit((body) => run.mutate(body.day));
  const runError =
    form.formState.errors.day?.message || errorText(run.error, t('adminReconciliation.failed'));
  const pages = days.data ? Math.max(1, Math.ceil(days.data.total / days.data.pageSize)) : 1;
  return (
    <div className="space-y-4">
      <div>
        <h1 className="text-2xl font-bold text-slate-900">{t('adminReconciliation.title')}</h1>
        <p className="mt-1 text-slate-700">{t('adminReconciliation.intro')}</p>
      </div>
      <section className={card} aria-labelledby="reconciliation-run">
        <h2 id="reconciliation-run" className="text-lg font-semibold text-slate-900">
          {t('adminReconciliation.run.title')}
        </h2>
        <form
          onSubmit={submit}
          noValidate
          className="mt-2 grid gap-3 sm:grid-cols-[16rem_auto] sm:items-end"
        >
          <AdminDateField
            label={t('adminReconciliation.run.day')}
            value={day}
            onChange={(picked) => picked && form.setValue('day', picked)}
            testId="reconciliation-day-field"
            emptyText={t('adminReconciliation.run.pick')}
            clearable={false}
            errorId={runError ? 'reconciliation-run-error' : undefined}
          />
          <button
            type="submit"
            disabled={run.isPending}
            className="rounded-lg bg-emerald-800 px-6 py-2 font-semibold text-white hover:bg-emerald-900 disabled:opacity-60 sm:justify-self-start"
          >
            {run.isPending
              ? t('adminReconciliation.run.running')
              : t('adminReconciliation.run.submit')}
          </button>
        </form>
        <p id="reconciliation-run-error" role="alert" className="mt-2 text-sm text-red-700">
          {runError}
        </p>
      </section>
      {openDay ? <DayDetail day={openDay} onClose={() => show(null)} /> : null}
      <section className={card} aria-labelledby="reconciliation-days">
        <h2 id="reconciliation-days" className="text-lg font-semibold text-slate-900">
          {t('adminReconciliation.days.title')}
        </h2>
        {days.isError ? (
          <p role="alert" className="mt-2 text-red-800">
            {errorText(days.error, t('admin.loadFailed'))}
          </p>
        ) : null}
        {days.isPending ? <p className="mt-2 text-slate-700">{t('admin.loading')}</p> : null}
        {days.data && days.data.items.length === 0 ? (
          <p className="mt-2 text-slate-700">{t('adminReconciliation.days.empty')}</p>
        ) : null}
        {days.data && days.data.items.length > 0 ? (
          <ReportDays days={days.data.items} onOpen={(next) => show(next)} />
        ) : null}
        {pages > 1 ? (
          <nav className="mt-3 flex items-center justify-between gap-2 text-sm">
            <button
              type="button"
              className="rounded-lg border border-slate-300 bg-white px-3 py-2 disabled:opacity-50"
              disabled={page <= 1}
              onClick={() => show(openDay, page - 1)}
            >
              {t('adminReconciliation.days.previous')}
            </button>
            <span>{t('adminReconciliation.days.pageOf', { page, pages })}</span>
            <button
              type="button"
              className="rounded-lg border border-slate-300 bg-white px-3 py-2 disabled:opacity-50"
              disabled={page >= pages}
              onClick={() => show(openDay, page + 1)}
            >
              {t('adminReconciliation.days.next')}
            </button>
          </nav>
        ) : null}
      </section>
    </div>
  );
}
