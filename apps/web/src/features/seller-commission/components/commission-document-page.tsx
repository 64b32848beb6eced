import type { UseQueryResult } from '@tanstack/react-query';
import type { CommissionDocument } from '@yangdee/contracts/commission';
import { Link } from 'react-router';
import { Spinner } from '../../../components/spinner';
import { usePageMeta } from '../../../lib/use-page-meta';
import { printCss } from '../../seller-order-print/components/print-page';
import { CommissionInvoiceSheet } from './commission-invoice-sheet';

// One commission tax invoice on the blank layout, A4 with its print bar: the shop's page
// (/seller/income/commission/:id) and the operator's (/admin/commission/:id) differ only in how
// the document is read and in their words and way back.

export function CommissionDocumentPage({
  doc,
  isValidId,
  texts,
  backTo,
}: {
  doc: UseQueryResult<CommissionDocument, Error>;
  isValidId: boolean;
  texts: { title: string; print: string; back: string; printHint: string; notFound: string };
  backTo: string;
}) {
  usePageMeta({ title: doc.data ? `${texts.title} ${doc.data.docNo}` : texts.title });
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
          {texts.print}
        </button>
        <Link
          to={backTo}
          className="rounded-lg border border-slate-300 px-4 py-2 text-slate-800 hover:bg-slate-50"
        >
          {texts.back}
        </Link>
        <p className="text-sm text-slate-600">{texts.printHint}</p>
      </div>
      {doc.isLoading ? <Spinner /> : null}
      {!isValidId || doc.isError ? (
        <p role="alert" className="text-red-700">
          {isValidId && doc.error ? doc.error.message : texts.notFound}
        </p>
      ) : null}
      {doc.data ? <CommissionInvoiceSheet doc={doc.data} /> : null}
    </>
  );
}
