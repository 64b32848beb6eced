import { useTranslation } from '../../../lib/use-translation';
import { useDownloadDocument } from '../api/download-document';

/** 'ดาวน์โหลดเอกสาร': the product data sheet as a PDF file. */
export function DocumentButton({ param }: { param: string }) {
  const { t } = useTranslation();
  const download = useDownloadDocument();
  return (
    <div>
      <button
        type="button"
        onClick={() => download.mutate(param)}
        disabled={download.isPending}
        className="inline-flex items-center gap-2 rounded-lg border border-slate-300 px-4 py-2 font-semibold text-slate-800 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-700 disabled:opacity-60"
      >
        <span aria-hidden="true">⤓</span>
        {download.isPending
          ? t('tireDetail.document.downloading')
          : t('tireDetail.document.download')}
      </button>
      {download.isError ? (
        <p role="alert" className="mt-1 text-sm text-red-700">
          {t('tireDetail.document.error')}
        </p>
      ) : null}
    </div>
  );
}
