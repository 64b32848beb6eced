import type { ReportKind } from '@yangdee/contracts/reports';
import { useState } from 'react';
import { DownloadError } from '../../../lib/download-file';
import { useTranslation } from '../../../lib/use-translation';
import { downloadReport } from '../api/reports';
import type { ReportQuery } from '../lib/report-query';

// "ดาวน์โหลด Excel": the whole range of the report as .xlsx (export-report, decision 0109).

export function ExportReportButton({ report, query }: { report: ReportKind; query: ReportQuery }) {
  const { t } = useTranslation();
  const [isBusy, setIsBusy] = useState(false);
  const [message, setMessage] = useState<{ text: string; isError: boolean } | null>(null);
  const { page: _page, ...filter } = query;
  const run = async () => {
    setIsBusy(true);
    setMessage(null);
    try {
      const name = await downloadReport(report, filter, t('sellerReports.export.failed'));
      setMessage({ text: t('sellerReports.export.done', { name }), isError: false });
    } catch (error) {
      const text =
        error instanceof DownloadError ? error.message : t('sellerReports.export.failed');
      setMessage({ text, isError: true });
    } finally {
      setIsBusy(false);
    }
  };
  return (
    <div className="flex flex-col items-end gap-1">
      <button
        type="button"
        onClick={run}
        disabled={isBusy}
        data-testid="report-export"
        className="rounded-lg border border-emerald-800 bg-white px-4 py-2 font-semibold text-emerald-900 hover:bg-emerald-50 disabled:opacity-60"
      >
        {isBusy ? t('sellerReports.export.busy') : t('sellerReports.export.button')}
      </button>
      {message ? (
        <p
          role={message.isError ? 'alert' : 'status'}
          className={`text-sm ${message.isError ? 'text-red-800' : 'text-slate-700'}`}
        >
          {message.text}
        </p>
      ) : null}
    </div>
  );
}
