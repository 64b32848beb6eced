import '../../lib/admin-texts';
import '../../lib/seller-texts';
import { useQuery } from '@tanstack/react-query';
import type { CommissionDocument } from '@yangdee/contracts/commission';
import { Link, useParams } from 'react-router';
import { Spinner } from '../../components/spinner';
import { adminApi } from '../../features/admin/api/admin-api';
import { CommissionInvoiceSheet } from '../../features/seller-commission/components/commission-invoice-sheet';
import { printCss } from '../../features/seller-order-print/components/print-page';
import { usePageMeta } from '../../lib/use-page-meta';
import { useTranslation } from '../../lib/use-translation';

// /admin/commission/:id (permission `commission`, decision 0144): one shop's commission tax
// invoice for the operator, on the blank layout and the same A4 sheet the shop prints
// (/seller/income/commission/:id), read through GET /api/admin/commission-documents/:id.

export function Component() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const docId = Number(id);
  const valid = Number.isInteger(docId) && docId > 0;
  const doc = useQuery({
    queryKey: ['admin', 'commission-document', docId],
    queryFn: ({ signal }) =>
      adminApi.get<CommissionDocument>(`/api/admin/commission-documents/${docId}`, { signal }),
    enabled: valid,
    retry: false,
  });
  const title = t('adminCommission.printTitle');
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
          {t('adminCommission.print')}
        </button>
        <Link
          to={doc.data ? `/admin/commission?month=${doc.data.month}` : '/admin/commission'}
          className="rounded-lg border border-slate-300 px-4 py-2 text-slate-800 hover:bg-slate-50"
        >
          {t('adminCommission.back')}
        </Link>
        <p className="text-sm text-slate-600">{t('adminCommission.printHint')}</p>
      </div>
      {doc.isLoading ? <Spinner /> : null}
      {!valid || doc.isError ? (
        <p role="alert" className="text-red-700">
          {valid && doc.error ? doc.error.message : t('adminCommission.notFound')}
        </p>
      ) : null}
      {doc.data ? <CommissionInvoiceSheet doc={doc.data} /> : null}
    </>
  );
}
