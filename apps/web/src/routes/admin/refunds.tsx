import '../../lib/admin-texts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  REFUND_STEP_TEXT,
  REFUND_STEPS,
  type RefundBatch,
  type RefundBatchSummary,
  type RefundQueue,
  type RefundStep,
} from '@yangdee/contracts/refund-flow';
import { useState } from 'react';
import { adminApi } from '../../features/admin/api/admin-api';
import { TransferFields } from '../../features/admin/components/transfer-fields';
import { bangkokToday } from '../../features/store-setup-holiday/lib/holiday-calendar';
import { apiErrorText } from '../../lib/api';
import { saveBlob } from '../../lib/download-file';
import { formatBaht } from '../../lib/format-baht';
import { usePageMeta } from '../../lib/use-page-meta';
import { useTranslation } from '../../lib/use-translation';

// /admin/refunds (issue 32 item 1, decision 0139): refunds by step, refund batches built from
// those whose shopper gave a destination, each batch's bank file, and each line marked.

const card = 'rounded-xl border border-slate-200 bg-white p-4';
const button =
  'rounded-lg bg-emerald-800 px-4 py-2 font-semibold text-white hover:bg-emerald-900 disabled:opacity-60';
const input = 'mt-1 w-full rounded-lg border border-slate-300 px-3 py-2';

function destinationText(d: RefundQueue['refunds'][number]['destination']): string {
  if (!d) return '-';
  return d.kind === 'promptpay'
    ? `พร้อมเพย์ ${d.promptPayId ?? ''} (${d.accountName})`
    : `${d.bankCode ?? ''} ${d.accountNumber ?? ''} (${d.accountName})`;
}

const errorText = apiErrorText;

export function Component() {
  const { t } = useTranslation();
  usePageMeta({ title: t('adminRefunds.title') });
  const queryClient = useQueryClient();
  const [step, setStep] = useState<RefundStep>('ready');
  const [openBatch, setOpenBatch] = useState<number | null>(null);
  const queue = useQuery({
    queryKey: ['admin', 'refunds', step],
    queryFn: () => adminApi.get<RefundQueue>(`/api/admin/refunds?step=${step}`),
  });
  const batches = useQuery({
    queryKey: ['admin', 'refund-batches'],
    queryFn: () => adminApi.get<{ batches: RefundBatchSummary[] }>('/api/admin/refunds/batches'),
  });
  const build = useMutation({
    mutationFn: () => adminApi.post<{ id: number }>('/api/admin/refunds/batches'),
    onSuccess: (built) => {
      setOpenBatch(built.id);
      void queryClient.invalidateQueries({ queryKey: ['admin'] });
    },
  });
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-bold text-slate-900">{t('adminRefunds.title')}</h1>
      <section className={card} aria-labelledby="refund-queue">
        <h2 id="refund-queue" className="text-lg font-semibold">
          {t('adminRefunds.queue')}
        </h2>
        <div className="mt-2 flex flex-wrap gap-2" role="tablist">
          {REFUND_STEPS.map((s) => (
            <button
              key={s}
              type="button"
              role="tab"
              aria-selected={s === step}
              onClick={() => setStep(s)}
              className={`rounded-full border px-3 py-1 text-sm ${s === step ? 'border-emerald-800 bg-emerald-50 font-semibold' : 'border-slate-300'}`}
            >
              {REFUND_STEP_TEXT[s]} ({queue.data?.counts[s] ?? 0})
            </button>
          ))}
        </div>
        <ul className="mt-3 divide-y divide-slate-100 text-sm" data-testid="refund-queue">
          {(queue.data?.refunds ?? []).map((r) => (
            <li key={r.id} className="flex flex-wrap justify-between gap-2 py-2">
              <span className="font-medium">{r.orderNo}</span>
              <span>{t('adminRefunds.baht', { value: formatBaht(r.amount) })}</span>
              <span className="w-full break-words text-slate-600">
                {destinationText(r.destination)}
                {r.failureReason ? ` · ${r.failureReason}` : ''}
              </span>
            </li>
          ))}
          {queue.data && queue.data.refunds.length === 0 ? (
            <li className="py-2 text-slate-600">{t('adminRefunds.empty')}</li>
          ) : null}
        </ul>
        <button
          type="button"
          className={`${button} mt-3 w-full sm:w-auto`}
          disabled={build.isPending}
          onClick={() => build.mutate()}
        >
          {t('adminRefunds.build')}
        </button>
        <p role="alert" className="mt-2 text-sm text-red-700">
          {errorText(build.error)}
        </p>
      </section>
      <section className={card} aria-labelledby="refund-batches">
        <h2 id="refund-batches" className="text-lg font-semibold">
          {t('adminRefunds.batches')}
        </h2>
        <ul className="mt-2 divide-y divide-slate-100 text-sm">
          {(batches.data?.batches ?? []).map((b) => (
            <li key={b.id} className="py-2">
              <button
                type="button"
                className="font-semibold text-emerald-800 underline"
                onClick={() => setOpenBatch(openBatch === b.id ? null : b.id)}
              >
                {b.reference}
              </button>{' '}
              {t('adminRefunds.batchLine', {
                count: b.lineCount,
                total: formatBaht(b.total),
                open: b.openLines,
              })}
              {openBatch === b.id ? <BatchDetail id={b.id} /> : null}
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}

function BatchDetail({ id }: { id: number }) {
  const { t } = useTranslation();
  const batch = useQuery({
    queryKey: ['admin', 'refund-batch', id],
    queryFn: () => adminApi.get<RefundBatch>(`/api/admin/refunds/batches/${id}`),
  });
  const download = useMutation({
    mutationFn: () => adminApi.download(`/api/admin/refunds/batches/${id}/file`),
    onSuccess: ({ blob, filename }) => saveBlob(blob, filename),
  });
  return (
    <div className="mt-2 space-y-2" data-testid="refund-batch">
      <button type="button" className={button} onClick={() => download.mutate()}>
        {t('adminRefunds.download')}
      </button>
      <ul className="divide-y divide-slate-100">
        {(batch.data?.lines ?? []).map((line) => (
          <BatchLine key={line.refundId} batchId={id} line={line} />
        ))}
      </ul>
    </div>
  );
}

function BatchLine({ batchId, line }: { batchId: number; line: RefundBatch['lines'][number] }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [reference, setReference] = useState('');
  const [day, setDay] = useState(() => bangkokToday());
  const [reason, setReason] = useState('');
  const mark = useMutation({
    mutationFn: (body: object) =>
      adminApi.post(`/api/admin/refunds/batches/${batchId}/lines/${line.refundId}`, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
  return (
    <li className="py-2" data-testid="refund-line">
      <p className="font-medium">
        {line.orderNo} · {t('adminRefunds.baht', { value: formatBaht(line.amount) })}
      </p>
      {line.outcome !== 'pending' ? (
        <p className="text-slate-700">
          {line.outcome === 'refunded'
            ? t('adminRefunds.paid', { reference: line.bankReference ?? '' })
            : t('adminRefunds.failed', { reason: line.failureReason ?? '' })}
        </p>
      ) : (
        <div className="grid gap-2 sm:grid-cols-3">
          <TransferFields
            referenceLabel={t('adminRefunds.reference')}
            dateLabel={t('adminRefunds.day')}
            reference={reference}
            onReference={setReference}
            day={day}
            onDay={setDay}
            testId={`refund-line-${line.refundId}`}
          />
          <button
            type="button"
            className={`${button} self-end`}
            onClick={() =>
              mark.mutate({ outcome: 'refunded', bankReference: reference, refundedOn: day })
            }
          >
            {t('adminRefunds.markPaid')}
          </button>
          <label className="text-sm sm:col-span-2">
            {t('adminRefunds.reason')}
            <input className={input} value={reason} onChange={(e) => setReason(e.target.value)} />
          </label>
          <button
            type="button"
            className="self-end rounded-lg border border-red-700 px-4 py-2 font-semibold text-red-800"
            onClick={() => mark.mutate({ outcome: 'failed', reason })}
          >
            {t('adminRefunds.markFailed')}
          </button>
          <p role="alert" className="text-sm text-red-700 sm:col-span-3">
            {errorText(mark.error)}
          </p>
        </div>
      )}
    </li>
  );
}
