import '../../lib/admin-texts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type CommissionDocumentList, thaiMonthText } from '@yangdee/contracts/commission';
import { Link, useSearchParams } from 'react-router';
import { adminApi } from '../../features/admin/api/admin-api';
import { MonthField } from '../../features/admin/components/month-field';
import { satangText } from '../../features/admin/lib/admin-money';
import { bangkokMonthKey, isMonthKey, shiftMonthKey } from '../../features/admin/lib/admin-months';
import { formatThaiDate } from '../../lib/format-thai-date';
import { usePageMeta } from '../../lib/use-page-meta';
import { useTranslation } from '../../lib/use-translation';

// /admin/commission (permission `commission`, owner and finance; issue 32 item 3, decisions 0141
// and 0144): a month's commission tax invoices of every shop (shop, number, total, VAT, date of
// issue, the printable page), and the month's pass run by hand. The pass is idempotent: run again
// it issues nothing new and says so. The month lives in the address (?month=YYYY-MM); by default
// the last ended month.

type IssueResult = { month: string; issued: number; existing: number };

const KEY = ['admin', 'commission-documents'] as const;
const button =
  'rounded-lg bg-emerald-800 px-4 py-2 font-semibold text-white hover:bg-emerald-900 disabled:opacity-60';

/** 'ดูและพิมพ์', read out with the document's number. */
function OpenText({ docNo }: { docNo: string }) {
  const { t } = useTranslation();
  return (
    <>
      {t('adminCommission.open')}
      <span className="sr-only"> {t('adminCommission.openDoc', { docNo })}</span>
    </>
  );
}

export function Component() {
  const { t } = useTranslation();
  usePageMeta({ title: t('adminCommission.title') });
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const thisMonth = bangkokMonthKey();
  const asked = params.get('month');
  const month = isMonthKey(asked) ? asked : shiftMonthKey(thisMonth, -1);
  const list = useQuery({
    queryKey: [...KEY, month],
    queryFn: ({ signal }) =>
      adminApi.get<CommissionDocumentList>(`/api/admin/commission-documents?month=${month}`, {
        signal,
      }),
    placeholderData: keepPreviousData,
  });
  const run = useMutation({
    mutationFn: () =>
      adminApi.post<IssueResult>('/api/admin/commission-documents/issue', { month }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: KEY }),
  });
  const choose = (value: string) => {
    run.reset();
    setParams({ month: value });
  };
  const monthText = thaiMonthText(month);
  const documents = list.data?.documents ?? [];
  const sum = documents.reduce(
    (acc, doc) => ({ total: acc.total + doc.total, vat: acc.vat + doc.vat }),
    { total: 0, vat: 0 },
  );
  const result = run.data?.month === month ? run.data : undefined;

  return (
    <div>
      <h1 className="text-2xl font-bold text-slate-900">{t('adminCommission.title')}</h1>
      <div className="mt-4 grid gap-4 rounded-xl border border-slate-200 bg-white p-4 md:grid-cols-2">
        <MonthField
          legend={t('adminCommission.month')}
          monthLabel={t('adminCommission.monthName')}
          yearLabel={t('adminCommission.year')}
          value={month}
          latest={thisMonth}
          onChange={choose}
        />
        <section aria-labelledby="commission-run" className="min-w-0">
          <h2 id="commission-run" className="font-semibold text-slate-900">
            {t('adminCommission.runTitle')}
          </h2>
          <p className="mt-1 text-sm text-slate-700">{t('adminCommission.runHint')}</p>
          <button
            type="button"
            className={`${button} mt-2 w-full sm:w-auto`}
            disabled={run.isPending}
            onClick={() => run.mutate()}
          >
            {run.isPending
              ? t('adminCommission.running')
              : t('adminCommission.run', { month: monthText })}
          </button>
          {result ? (
            <p
              role="status"
              data-testid="commission-run-result"
              className="mt-2 rounded-lg bg-emerald-50 px-3 py-2 text-sm text-emerald-900"
            >
              {result.issued > 0
                ? t('adminCommission.issued', {
                    issued: result.issued,
                    existing: result.existing,
                  })
                : t('adminCommission.nothingNew', { existing: result.existing })}
            </p>
          ) : null}
          {run.isError ? (
            <p role="alert" className="mt-2 text-sm text-red-800">
              {run.error.message || t('admin.loadFailed')}
            </p>
          ) : null}
        </section>
      </div>

      <h2 className="mt-6 text-lg font-semibold text-slate-900">
        {t('adminCommission.heading', { month: monthText })}
      </h2>
      {list.isPending ? <p className="mt-2 text-slate-700">{t('admin.loading')}</p> : null}
      {list.isError ? (
        <p role="alert" className="mt-2 text-red-800">
          {list.error.message || t('admin.loadFailed')}
        </p>
      ) : null}
      {list.data && documents.length === 0 ? (
        <p className="mt-2 text-slate-700">{t('adminCommission.empty')}</p>
      ) : null}
      {documents.length > 0 ? (
        <>
          <p className="mt-1 text-sm text-slate-700">
            {t('adminCommission.count', { count: documents.length })} ·{' '}
            {t('adminCommission.sum', { total: satangText(sum.total), vat: satangText(sum.vat) })}
          </p>
          <ul className="mt-2 space-y-2 md:hidden" data-testid="commission-cards">
            {documents.map((doc) => (
              <li key={doc.id} className="rounded-xl border border-slate-200 bg-white p-3 text-sm">
                <p className="font-semibold text-slate-900 break-words">{doc.storeName}</p>
                <p className="text-slate-700">
                  {t('adminCommission.docNo')} {doc.docNo} ·{' '}
                  {t('adminCommission.issuedOn', { date: formatThaiDate(doc.issueDate) })}
                </p>
                <p className="text-slate-800">
                  {t('adminCommission.totalLine', { amount: satangText(doc.total) })} ·{' '}
                  {t('adminCommission.vatLine', { amount: satangText(doc.vat) })}
                </p>
                <Link
                  to={`/admin/commission/${doc.id}`}
                  className="mt-1 inline-block font-semibold text-emerald-800 underline"
                >
                  <OpenText docNo={doc.docNo} />
                </Link>
              </li>
            ))}
          </ul>
          <div className="mt-2 hidden overflow-x-auto rounded-xl border border-slate-200 bg-white md:block">
            <table className="w-full text-left text-sm">
              <thead className="bg-slate-50 text-slate-700">
                <tr>
                  <th className="px-3 py-2">{t('adminCommission.shop')}</th>
                  <th className="px-3 py-2">{t('adminCommission.docNo')}</th>
                  <th className="px-3 py-2 text-right">{t('adminCommission.total')}</th>
                  <th className="px-3 py-2 text-right">{t('adminCommission.vat')}</th>
                  <th className="px-3 py-2">{t('adminCommission.issueDate')}</th>
                  <th className="px-3 py-2">
                    <span className="sr-only">{t('adminCommission.open')}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {documents.map((doc) => (
                  <tr key={doc.id} className="border-t border-slate-100">
                    <td className="px-3 py-2">{doc.storeName}</td>
                    <td className="px-3 py-2 whitespace-nowrap">{doc.docNo}</td>
                    <td className="px-3 py-2 text-right tabular-nums">{satangText(doc.total)}</td>
                    <td className="px-3 py-2 text-right tabular-nums">{satangText(doc.vat)}</td>
                    <td className="px-3 py-2 whitespace-nowrap">{formatThaiDate(doc.issueDate)}</td>
                    <td className="px-3 py-2">
                      <Link
                        to={`/admin/commission/${doc.id}`}
                        className="font-semibold text-emerald-800 underline"
                      >
                        <OpenText docNo={doc.docNo} />
                      </Link>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      ) : null}
    </div>
  );
}
