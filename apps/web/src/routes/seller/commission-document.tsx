import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { Spinner } from '../../components/spinner';
import { commissionDocumentQueryOptions } from '../../features/seller-commission/api/commission-documents';
import { CommissionInvoiceSheet } from '../../features/seller-commission/components/commission-invoice-sheet';
import { printCss } from '../../features/seller-order-print/components/print-page';
import { usePageMeta } from '../../lib/use-page-meta';
import { useTranslation } from '../../lib/use-translation';

/** /seller/income/commission/:id: the marketplace's commission tax invoice, A4 (blank layout). */
export function Component() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const docId = Number(id);
  const valid = Number.isInteger(docId) && docId > 0;
  const doc = useQuery({ ...commissionDocumentQueryOptions(docId), enabled: valid });
  const title = t('pages.sellerCommissionDocument');
  usePageMeta({ title: doc.data ? `${title} ${doc.data.docNo}` : title });
  return (
    <>
      <style>{printCss('A4 portrait', '12mm')}</style>
      <div className="mb-4 flex flex-wrap items-center gap-3 print:hidden">
        <button
          type="button"
          onClick={() => window.print()}
          disabled={!doc.data}
          className="rounded-lg bg-emerald-800 px-5 py-2 font-semibold text-white hover:bg-emerald-900 disabled:opacity-60"
        >
          {t('sellerOrderPrint.print')}
        </button>
        <Link
          to="/seller/income"
          className="rounded-lg border border-slate-300 px-4 py-2 text-slate-800 hover:bg-slate-50"
        >
          {t('sellerCommission.backToIncome')}
        </Link>
        <p className="text-sm text-slate-600">{t('sellerOrderPrint.printHint')}</p>
      </div>
      {doc.isLoading ? <Spinner /> : null}
      {!valid || doc.isError ? (
        <p role="alert" className="text-red-700">
          {valid && doc.error ? doc.error.message : t('sellerCommission.notFound')}
        </p>
      ) : null}
      {doc.data ? <CommissionInvoiceSheet doc={doc.data} /> : null}
    </>
  );
}
