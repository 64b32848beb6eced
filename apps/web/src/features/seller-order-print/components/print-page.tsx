import { useQuery } from '@tanstack/react-query';
import type { SellerOrderDocumentResponse } from '@yangdee/contracts/seller-order-documents';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { Spinner } from '../../../components/spinner';
import { usePageMeta } from '../../../lib/use-page-meta';
import { useTranslation } from '../../../lib/use-translation';
import { orderDocumentQueryOptions } from '../api/order-document';

// The frame of the printable seller pages (blank layout, spec 2.3): a toolbar with Print and the
// way back that never prints, the sheet, and the print stylesheet: the page size and margins of
// @page, black on white, rows never cut across pages.

export const printCss = (pageSize: string, margin: string) => `
@page { size: ${pageSize}; margin: ${margin}; }
@media print {
  html, body { background: #fff !important; color: #000 !important; }
  #main { max-width: none !important; padding: 0 !important; margin: 0 !important; }
  .print-sheet, .print-sheet * { color: #000 !important; border-color: #000 !important; box-shadow: none !important; }
  .print-sheet { border: 0 !important; padding: 0 !important; }
  .print-sheet tr, .print-sheet .keep { break-inside: avoid; page-break-inside: avoid; }
  .print-sheet thead { display: table-header-group; }
}`;

/** 'ลาดพร้าว' → 'สาขาลาดพร้าว'; a name already written 'สาขา…' stays as it is. */
export function branchText(name: string, t: (key: string, o?: Record<string, unknown>) => string) {
  return name.startsWith('สาขา') ? name : t('sellerOrderPrint.branch', { name });
}

export function PrintPage({
  titleKey,
  pageSize,
  margin,
  children,
}: {
  titleKey: string;
  pageSize: string;
  margin: string;
  children: (data: SellerOrderDocumentResponse) => ReactNode;
}) {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const orderId = Number(id);
  const valid = Number.isInteger(orderId) && orderId > 0;
  const document = useQuery({ ...orderDocumentQueryOptions(orderId), enabled: valid });
  const orderNo = document.data?.order.orderNo ?? '';
  usePageMeta({ title: orderNo ? `${t(titleKey)} ${orderNo}` : t(titleKey) });
  return (
    <>
      <style>{printCss(pageSize, margin)}</style>
      <div className="mb-4 flex flex-wrap items-center gap-3 print:hidden">
        <button
          type="button"
          onClick={() => window.print()}
          disabled={!document.data}
          className="rounded-lg bg-emerald-800 px-5 py-2 font-semibold text-white hover:bg-emerald-900 disabled:opacity-60"
        >
          {t('sellerOrderPrint.print')}
        </button>
        {valid ? (
          <Link
            to={`/seller/order/detail/${orderId}`}
            className="rounded-lg border border-slate-300 px-4 py-2 text-slate-800 hover:bg-slate-50"
          >
            {t('sellerOrderPrint.backToOrder')}
          </Link>
        ) : null}
        <p className="text-sm text-slate-600">{t('sellerOrderPrint.printHint')}</p>
      </div>
      {document.isLoading ? <Spinner /> : null}
      {!valid || document.isError ? (
        <p role="alert" className="text-red-700">
          {valid && document.error ? document.error.message : t('sellerOrderPrint.notFound')}
        </p>
      ) : null}
      {document.data ? children(document.data) : null}
    </>
  );
}
