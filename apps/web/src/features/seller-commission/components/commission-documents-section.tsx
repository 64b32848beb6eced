import { useQuery } from '@tanstack/react-query';
import { thaiMonthText } from '@yangdee/contracts/commission';
import { Link } from 'react-router';
import { formatNumber } from '../../../lib/format-baht';
import { formatThaiDate } from '../../../lib/format-thai-date';
import { useTranslation } from '../../../lib/use-translation';
import { commissionDocumentsQueryOptions } from '../api/commission-documents';

// /seller/income, below the ledger (issue 32 item 3): the marketplace's monthly tax invoices /
// receipts for the commission and fees it kept, newest first, each opened on its A4 print page.
// A list on a phone, a table from 640 px.

const money = (satang: number) => formatNumber(satang / 100, 2);

export function CommissionDocumentsSection({ branchId }: { branchId?: number }) {
  const { t } = useTranslation();
  const docs = useQuery(commissionDocumentsQueryOptions(branchId));
  const rows = docs.data?.documents ?? [];
  const showStore = new Set(rows.map((d) => d.storeId)).size > 1;
  return (
    <section
      aria-labelledby="commission-docs-title"
      className="rounded-xl border border-slate-200 bg-white p-4"
      data-testid="commission-documents"
    >
      <h2 id="commission-docs-title" className="text-lg font-semibold">
        {t('sellerCommission.title')}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{t('sellerCommission.intro')}</p>
      {docs.isError ? (
        <p role="alert" className="mt-3 text-red-700">
          {t('sellerCommission.loadError')}
        </p>
      ) : null}
      {docs.data && rows.length === 0 ? (
        <p className="mt-3 text-slate-600">{t('sellerCommission.empty')}</p>
      ) : null}
      {rows.length > 0 ? (
        <>
          <ul className="mt-3 divide-y divide-slate-200 sm:hidden">
            {rows.map((d) => (
              <li key={d.id} className="flex items-center justify-between gap-3 py-3">
                <div className="min-w-0">
                  <p className="font-semibold">{thaiMonthText(d.month)}</p>
                  <p className="text-sm text-slate-600">
                    {d.docNo}
                    {showStore ? ` · ${d.storeName}` : ''}
                  </p>
                  <p className="text-sm">
                    {t('sellerCommission.total')}: {money(d.total)}
                  </p>
                </div>
                <Link
                  to={`/seller/income/commission/${d.id}`}
                  aria-label={t('sellerCommission.openLabel', { docNo: d.docNo })}
                  className="shrink-0 rounded-lg border border-emerald-800 px-3 py-2 font-semibold text-emerald-900 hover:bg-emerald-50"
                >
                  {t('sellerCommission.open')}
                </Link>
              </li>
            ))}
          </ul>
          <table className="mt-3 hidden w-full text-left text-sm sm:table">
            <thead>
              <tr className="border-b border-slate-300 text-slate-600">
                <th className="py-2 pr-3 font-medium">{t('sellerCommission.month')}</th>
                <th className="py-2 pr-3 font-medium">{t('sellerCommission.docNo')}</th>
                {showStore ? (
                  <th className="py-2 pr-3 font-medium">{t('sellerCommission.store')}</th>
                ) : null}
                <th className="py-2 pr-3 font-medium">{t('sellerCommission.issueDate')}</th>
                <th className="py-2 pr-3 text-right font-medium">{t('sellerCommission.vat')}</th>
                <th className="py-2 pr-3 text-right font-medium">{t('sellerCommission.total')}</th>
                <th className="py-2">
                  <span className="sr-only">{t('sellerCommission.open')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((d) => (
                <tr key={d.id} className="border-b border-slate-100">
                  <td className="py-2 pr-3">{thaiMonthText(d.month)}</td>
                  <td className="py-2 pr-3">{d.docNo}</td>
                  {showStore ? <td className="py-2 pr-3">{d.storeName}</td> : null}
                  <td className="py-2 pr-3">{formatThaiDate(d.issueDate)}</td>
                  <td className="py-2 pr-3 text-right tabular-nums">{money(d.vat)}</td>
                  <td className="py-2 pr-3 text-right tabular-nums">{money(d.total)}</td>
                  <td className="py-2 text-right">
                    <Link
                      to={`/seller/income/commission/${d.id}`}
                      aria-label={t('sellerCommission.openLabel', { docNo: d.docNo })}
                      className="font-semibold text-emerald-900 underline"
                    >
                      {t('sellerCommission.open')}
                    </Link>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      ) : null}
    </section>
  );
}
