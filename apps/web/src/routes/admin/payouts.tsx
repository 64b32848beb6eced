import '../../lib/admin-texts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type MarkPayoutFailedBody,
  MarkPayoutFailedBodySchema,
  type MarkPayoutResult,
  type MarkPayoutTransferredBody,
  MarkPayoutTransferredBodySchema,
  type PayoutBatchDetail,
  type PayoutBatchList,
  type PayoutLine,
} from '@yangdee/contracts/payouts';
import { useState } from 'react';
import { type FieldErrors, useForm } from 'react-hook-form';
import { TextField } from '../../components/form-field';
import { adminApi } from '../../features/admin/api/admin-api';
import { TransferFields, transferInput } from '../../features/admin/components/transfer-fields';
import { bangkokToday } from '../../features/store-setup-holiday/lib/holiday-calendar';
import { apiErrorText } from '../../lib/api';
import { saveBlob } from '../../lib/download-file';
import { formatNumber } from '../../lib/format-baht';
import { formatThaiDateTime } from '../../lib/format-thai-date';
import { usePageMeta } from '../../lib/use-page-meta';
import { useTranslation } from '../../lib/use-translation';

// /admin/payouts (issue 32 item 2, decision 0140): the operator builds a payout batch now, reads
// the batches, downloads a batch's bank file and marks the whole batch, or one shop's line,
// transferred with the bank's reference (or a line failed, with why). Lines carried to the next
// batch show why.

const KEY = ['admin', 'payouts'] as const;
const button =
  'rounded-lg bg-emerald-800 px-4 py-2 font-semibold text-white hover:bg-emerald-900 disabled:opacity-60';
const secondary =
  'rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm font-medium text-slate-800';
const money = (baht: number) => formatNumber(baht, 2);

/** The bank's reference and the transfer day, checked by the contracts' rule when sent. */
function useTransferForm() {
  return useForm<MarkPayoutTransferredBody>({
    resolver: zodResolver(MarkPayoutTransferredBodySchema),
    defaultValues: { bankReference: '', transferDate: bangkokToday() },
  });
}

/** The first message of a form that was refused before sending, else the server's. */
function failureText(errors: FieldErrors, error: Error | null): string {
  const first = Object.values(errors).find((field) => field?.message)?.message;
  if (typeof first === 'string' && first) return first;
  return error ? apiErrorText(error) || error.message : '';
}

/** One shop's line of a ready batch: marked transferred (a bank file line paid on its own) or
 * failed with a reason (the shop's entries go back to waiting for the next batch). */
function LineMark({ batchId, line }: { batchId: number; line: PayoutLine }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [isOpen, setOpen] = useState(false);
  const transfer = useTransferForm();
  const failure = useForm<MarkPayoutFailedBody>({
    resolver: zodResolver(MarkPayoutFailedBodySchema),
    defaultValues: { reason: '' },
  });
  const [shown, setShown] = useState<'transferred' | 'failed'>('transferred');
  const mark = useMutation({
    mutationFn: (
      body:
        | { outcome: 'transferred'; body: MarkPayoutTransferredBody }
        | { outcome: 'failed'; body: MarkPayoutFailedBody },
    ) =>
      adminApi.post<MarkPayoutResult>(
        `/api/admin/payouts/${batchId}/lines/${line.id}/mark-${body.outcome}`,
        body.body,
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: KEY }),
  });
  // Each button checks its own fields; the line shows the message of the one pressed last.
  const markTransferred = () => {
    setShown('transferred');
    failure.clearErrors();
    void transfer.handleSubmit((body) => mark.mutate({ outcome: 'transferred', body }))();
  };
  const markFailed = () => {
    setShown('failed');
    transfer.clearErrors();
    void failure.handleSubmit((body) => mark.mutate({ outcome: 'failed', body }))();
  };
  const message = failureText(
    shown === 'failed' ? failure.formState.errors : transfer.formState.errors,
    mark.error,
  );
  if (!isOpen) {
    return (
      <button type="button" className={secondary} onClick={() => setOpen(true)}>
        {t('adminPayouts.markLine')}
      </button>
    );
  }
  return (
    <div className="mt-2 grid w-full gap-2 rounded-lg bg-slate-50 p-3 sm:grid-cols-3">
      <TransferFields
        referenceLabel={t('adminPayouts.reference')}
        dateLabel={t('adminPayouts.date')}
        reference={transfer.watch('bankReference')}
        onReference={(value) => transfer.setValue('bankReference', value)}
        day={transfer.watch('transferDate')}
        onDay={(value) => transfer.setValue('transferDate', value)}
        testId={`payout-line-${line.id}`}
      />
      <div className="flex items-end">
        <button
          type="button"
          className={button}
          disabled={mark.isPending}
          onClick={markTransferred}
        >
          {t('adminPayouts.markLineTransferred')}
        </button>
      </div>
      <div className="sm:col-span-2">
        <TextField
          label={t('adminPayouts.failedReason')}
          inputClassName={transferInput}
          maxLength={200}
          aria-invalid={failure.formState.errors.reason ? true : undefined}
          registration={failure.register('reason')}
        />
      </div>
      <div className="flex items-end">
        <button
          type="button"
          className="rounded-lg border border-red-700 px-4 py-2 font-semibold text-red-800 disabled:opacity-60"
          disabled={mark.isPending}
          onClick={markFailed}
        >
          {t('adminPayouts.markLineFailed')}
        </button>
      </div>
      {message ? (
        <p role="alert" className="text-sm text-red-700 sm:col-span-3">
          {message}
        </p>
      ) : null}
    </div>
  );
}

function BatchDetail({ batchId }: { batchId: number }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const detail = useQuery({
    queryKey: [...KEY, batchId],
    queryFn: () => adminApi.get<PayoutBatchDetail>(`/api/admin/payouts/${batchId}`),
  });
  const transfer = useTransferForm();
  const mark = useMutation({
    mutationFn: (body: MarkPayoutTransferredBody) =>
      adminApi.post<MarkPayoutResult>(`/api/admin/payouts/${batchId}/mark-transferred`, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: KEY }),
  });
  const markError = failureText(transfer.formState.errors, mark.error);
  const [fileMessage, setFileMessage] = useState('');
  const download = async () => {
    try {
      const file = await adminApi.download(`/api/admin/payouts/${batchId}/bank-file`);
      saveBlob(file.blob, file.filename);
      setFileMessage('');
    } catch (error) {
      setFileMessage((error as Error).message);
    }
  };
  const data = detail.data;
  if (!data) return <p className="mt-3 text-slate-700">{t('admin.loading')}</p>;
  const isReady = data.batch.status === 'ready';
  return (
    <div className="mt-3 space-y-3 border-t border-slate-200 pt-3">
      <button type="button" className={secondary} onClick={download}>
        {t('adminPayouts.download')}
      </button>
      {fileMessage ? (
        <p role="alert" className="text-red-700">
          {fileMessage}
        </p>
      ) : null}
      {isReady ? (
        <form
          className="grid gap-2 sm:grid-cols-3"
          noValidate
          onSubmit={transfer.handleSubmit((body) => mark.mutate(body))}
        >
          <TransferFields
            referenceLabel={t('adminPayouts.reference')}
            dateLabel={t('adminPayouts.date')}
            reference={transfer.watch('bankReference')}
            onReference={(value) => transfer.setValue('bankReference', value)}
            day={transfer.watch('transferDate')}
            onDay={(value) => transfer.setValue('transferDate', value)}
            testId="payout-batch"
          />
          <div className="flex items-end">
            <button type="submit" className={button} disabled={mark.isPending}>
              {t('adminPayouts.markAll')}
            </button>
          </div>
        </form>
      ) : null}
      {markError ? (
        <p role="alert" className="text-red-700">
          {markError}
        </p>
      ) : null}
      <ul className="divide-y divide-slate-100 text-sm">
        {data.lines.map((line) => (
          <li
            key={line.id}
            className="flex flex-wrap justify-between gap-2 py-2"
            data-testid="admin-payout-line"
          >
            <span className="min-w-0">
              <span className="font-medium">{line.storeName}</span>
              <span className="block text-slate-600">
                {line.bankName ?? '-'} {line.accountNumberMasked ?? ''}
                {line.holdReason ? ` · ${t(`adminPayouts.hold.${line.holdReason}`)}` : ''}
              </span>
              {line.bankReference ? (
                <span className="block break-all text-slate-600">
                  {t('adminPayouts.lineReference', { reference: line.bankReference })}
                </span>
              ) : null}
              {line.failedReason ? (
                <span className="block text-red-800">{line.failedReason}</span>
              ) : null}
            </span>
            <span>
              {money(line.netPaid)} · {t(`adminPayouts.lineStatus.${line.status}`)}
            </span>
            {isReady && line.status === 'pending' ? (
              <LineMark batchId={batchId} line={line} />
            ) : null}
          </li>
        ))}
      </ul>
    </div>
  );
}

export function Component() {
  const { t } = useTranslation();
  usePageMeta({ title: t('adminPayouts.title') });
  const queryClient = useQueryClient();
  const list = useQuery({
    queryKey: KEY,
    queryFn: () => adminApi.get<PayoutBatchList>('/api/admin/payouts'),
  });
  const build = useMutation({
    mutationFn: () => adminApi.post<PayoutBatchDetail>('/api/admin/payouts/build'),
    onSuccess: (detail) => {
      setOpen(detail.batch.id);
      return queryClient.invalidateQueries({ queryKey: KEY });
    },
  });
  const [open, setOpen] = useState<number | null>(null);
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-bold text-slate-900">{t('adminPayouts.title')}</h1>
      <p className="text-slate-700">{t('adminPayouts.intro')}</p>
      <button
        type="button"
        className={button}
        disabled={build.isPending}
        onClick={() => build.mutate()}
      >
        {build.isPending ? t('adminPayouts.building') : t('adminPayouts.build')}
      </button>
      {build.error ? (
        <p role="alert" className="text-red-700">
          {build.error.message}
        </p>
      ) : null}
      {list.error ? (
        <p role="alert" className="text-red-700">
          {list.error.message}
        </p>
      ) : null}
      <ul className="space-y-3">
        {(list.data?.batches ?? []).map((batch) => (
          <li
            key={batch.id}
            className="rounded-xl border border-slate-200 bg-white p-4"
            data-testid="admin-payout-batch"
          >
            <button
              type="button"
              className="flex w-full flex-wrap items-start justify-between gap-2 text-left"
              aria-expanded={open === batch.id}
              onClick={() => setOpen(open === batch.id ? null : batch.id)}
            >
              <span>
                <span className="font-semibold text-slate-900">{batch.reference}</span>
                <span className="block text-sm text-slate-600">
                  {t('adminPayouts.cutoff', { date: formatThaiDateTime(batch.cutoffAt) })}
                </span>
                <span className="block text-sm text-slate-600">
                  {t('adminPayouts.counts', {
                    pending: batch.pendingCount,
                    transferred: batch.transferredCount,
                    carried: batch.carriedCount,
                  })}
                </span>
              </span>
              <span className="text-right">
                <span className="block font-semibold">{money(batch.total)}</span>
                <span className="text-sm">{t(`adminPayouts.batchStatus.${batch.status}`)}</span>
              </span>
            </button>
            {open === batch.id ? <BatchDetail batchId={batch.id} /> : null}
          </li>
        ))}
      </ul>
    </div>
  );
}
