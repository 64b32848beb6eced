import { useQuery } from '@tanstack/react-query';
import type { StockImportJob } from '@yangdee/contracts/stock-import';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useTranslation } from '../../../lib/use-translation';
import {
  downloadStockExcel,
  stockImportQueryOptions,
  useProceedStockImport,
  useUploadStockExcel,
} from '../api/stock-import';
import { jobStatusKey } from '../lib/job-status';
import { ImportPreview, ImportTotals } from './import-preview';
import { UploadBox } from './upload-box';

// /seller/product/import (issue 16 item 2): download the stock file, upload it edited, watch it
// being read, check the preview, apply (all or nothing) and undo once; the last jobs below.

function ProgressBar({ job }: { job: StockImportJob }) {
  const { t } = useTranslation();
  const total = Math.max(job.totalRows, 1);
  const percent = Math.min(100, Math.round((job.processedRows / total) * 100));
  const key = job.status === 'applying' ? 'applying' : 'reading';
  return (
    <div>
      <p className="text-sm text-slate-700" aria-live="polite">
        {t(`sellerStockImport.progress.${key}`, {
          done: job.processedRows.toLocaleString('en-US'),
          total: job.totalRows.toLocaleString('en-US'),
        })}
      </p>
      <div
        className="mt-1 h-3 w-full overflow-hidden rounded-full bg-slate-200"
        role="progressbar"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
      >
        <div className="h-full bg-emerald-700 transition-all" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}

const button = 'rounded-lg px-4 py-2 font-semibold disabled:cursor-not-allowed disabled:opacity-50';

export function StockImportPage() {
  const { t } = useTranslation();
  const [jobId, setJobId] = useState<number | undefined>();
  const [kind, setKind] = useState(-1);
  const [page, setPage] = useState(1);
  const [note, setNote] = useState<{ text: string; isError: boolean } | null>(null);
  const [downloading, setDownloading] = useState(false);
  const upload = useUploadStockExcel(t('sellerStockImport.upload.failed'));
  const proceed = useProceedStockImport();
  const query = useQuery({
    ...stockImportQueryOptions({ jobId, kind, page }),
    ...(proceed.isPending ? { refetchInterval: 500 } : {}),
  });
  const job = query.data?.job ?? null;
  const recent = query.data?.recentJobs ?? [];

  const say = (text: string, isError = false) => setNote({ text, isError });
  const onDownload = async () => {
    setDownloading(true);
    try {
      say(
        t('sellerStockImport.download.done', {
          name: await downloadStockExcel(t('sellerStockImport.download.failed')),
        }),
      );
    } catch (error) {
      say(error instanceof Error ? error.message : t('sellerStockImport.download.failed'), true);
    } finally {
      setDownloading(false);
    }
  };
  const onFile = (file: File) => {
    setNote(null);
    upload.mutate(file, {
      onSuccess: (res) => {
        setJobId(res.job.id);
        setKind(-1);
        setPage(1);
      },
      onError: (error) => say(error.message, true),
    });
  };
  const [isConfirmingUndo, setIsConfirmingUndo] = useState(false);
  const onProceed = (undo: boolean) => {
    if (!job) return;
    setNote(null);
    proceed.mutate(
      { jobId: job.id, undo },
      { onSuccess: (res) => say(res.message), onError: (error) => say(error.message, true) },
    );
  };

  return (
    <div className="space-y-6">
      <section className="space-y-2 rounded-xl border border-slate-200 bg-white p-4">
        <h2 className="text-lg font-semibold">{t('sellerStockImport.download.title')}</h2>
        <p className="text-slate-700">{t('sellerStockImport.download.text')}</p>
        <button
          type="button"
          onClick={onDownload}
          disabled={downloading}
          className={`${button} border border-emerald-800 bg-white text-emerald-900 hover:bg-emerald-50`}
          data-testid="download-stock"
        >
          {downloading
            ? t('sellerStockImport.download.working')
            : t('sellerStockImport.download.button')}
        </button>
      </section>

      <section className="space-y-2">
        <h2 className="text-lg font-semibold">{t('sellerStockImport.upload.title')}</h2>
        <UploadBox busy={upload.isPending} onFile={onFile} />
      </section>

      {note ? (
        <p
          role={note.isError ? 'alert' : 'status'}
          className={note.isError ? 'text-red-700' : 'text-emerald-800'}
        >
          {note.text}
        </p>
      ) : null}

      {job ? (
        <section
          className="space-y-4 rounded-xl border border-slate-200 bg-slate-50 p-4"
          data-testid="import-job"
        >
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <h2 className="min-w-0 break-all text-lg font-semibold">{job.fileName}</h2>
            <span className="text-sm text-slate-700" data-testid="job-status">
              {t(`sellerStockImport.status.${jobStatusKey(job)}`)}
            </span>
          </div>
          {job.status === 'reading' || job.status === 'applying' || proceed.isPending ? (
            <ProgressBar job={job} />
          ) : null}
          {job.errorMessage ? (
            <p role="alert" className="text-red-700">
              {job.errorMessage}
            </p>
          ) : null}
          {job.status !== 'reading' && job.status !== 'failed' ? <ImportTotals job={job} /> : null}
          {job.status === 'ready' ? (
            <div className="space-y-2">
              <button
                type="button"
                disabled={!job.canApply || proceed.isPending}
                onClick={() => onProceed(false)}
                className={`${button} bg-emerald-800 text-white hover:bg-emerald-900`}
                data-testid="apply-import"
              >
                {t('sellerStockImport.apply.button', {
                  n: (job.countNew + job.countChanged).toLocaleString('en-US'),
                })}
              </button>
              {job.countError > 0 ? (
                <p className="text-sm text-red-700">
                  {t('sellerStockImport.apply.blocked', {
                    n: job.countError.toLocaleString('en-US'),
                  })}
                </p>
              ) : job.countNew + job.countChanged === 0 ? (
                <p className="text-sm text-slate-700">{t('sellerStockImport.apply.nothing')}</p>
              ) : (
                <p className="text-sm text-slate-700">{t('sellerStockImport.apply.hint')}</p>
              )}
            </div>
          ) : null}
          {job.canUndo ? (
            <div className="space-y-1">
              <button
                type="button"
                disabled={proceed.isPending}
                onClick={() => setIsConfirmingUndo(true)}
                className={`${button} border border-slate-400 bg-white text-slate-900 hover:bg-slate-100`}
                data-testid="undo-import"
              >
                {t('sellerStockImport.undo.button')}
              </button>
              <p className="text-sm text-slate-700">{t('sellerStockImport.undo.hint')}</p>
              {/* Undo happens once and cannot itself be undone: asked first (issue 37). */}
              <ConfirmDialog
                isOpen={isConfirmingUndo}
                title={t('sellerStockImport.undo.confirmTitle')}
                message={t('sellerStockImport.undo.confirmMessage')}
                isBusy={proceed.isPending}
                onCancel={() => setIsConfirmingUndo(false)}
                onConfirm={() => {
                  setIsConfirmingUndo(false);
                  onProceed(true);
                }}
              />
            </div>
          ) : null}
          {query.data && job.status !== 'reading' && job.status !== 'failed' ? (
            <ImportPreview
              data={query.data}
              kind={kind}
              page={page}
              onKind={(k) => {
                setKind(k);
                setPage(1);
              }}
              onPage={setPage}
            />
          ) : null}
        </section>
      ) : null}

      {recent.length > 0 ? (
        <section className="space-y-2">
          <h2 className="text-lg font-semibold">{t('sellerStockImport.recent.title')}</h2>
          <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">
            {recent.map((j) => (
              <li
                key={j.id}
                className="flex flex-wrap items-center justify-between gap-2 px-3 py-2"
              >
                <span className="min-w-0 break-all text-sm">
                  {j.fileName}
                  <span className="ml-2 text-slate-600">
                    {new Date(j.createdAt).toLocaleString('th-TH', { timeZone: 'Asia/Bangkok' })}
                  </span>
                </span>
                <span className="flex items-center gap-2 text-sm">
                  <span className="text-slate-700">
                    {t(`sellerStockImport.status.${jobStatusKey(j)}`)}
                  </span>
                  <button
                    type="button"
                    onClick={() => {
                      setJobId(j.id);
                      setKind(-1);
                      setPage(1);
                    }}
                    className="rounded border border-slate-300 px-2 py-0.5 text-emerald-900 hover:bg-slate-50"
                  >
                    {t('sellerStockImport.recent.open')}
                  </button>
                </span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
