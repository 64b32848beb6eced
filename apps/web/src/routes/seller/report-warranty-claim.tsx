import '../../lib/seller-texts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { PageHeading } from '../../components/page-heading';
import { Spinner } from '../../components/spinner';
import { claimReportQueryOptions } from '../../features/warranty/api/warranty';
import { formatNumber } from '../../lib/format-baht';
import { useTranslation } from '../../lib/use-translation';

// /seller/report/warranty-claim (issue 36 item 2): claims filed in a period by state, how they
// were settled, and the credit given.

const todayKey = () => new Date(Date.now() + 7 * 3_600_000).toISOString().slice(0, 10);

export function Component() {
  const { t } = useTranslation();
  const [endDate, setEnd] = useState(todayKey);
  const [startDate, setStart] = useState(() => `${todayKey().slice(0, 8)}01`);
  const query = useQuery(claimReportQueryOptions(startDate, endDate));
  const report = query.data;
  const input = 'rounded-lg border border-slate-300 px-3 py-2';
  return (
    <>
      <PageHeading titleKey="pages.sellerReportWarrantyClaim" />
      <div className="mb-4 flex flex-wrap gap-3">
        <label className="grid gap-1 text-sm">
          {t('sellerClaims.report.from')}
          <input
            type="date"
            value={startDate}
            onChange={(e) => setStart(e.target.value)}
            className={input}
          />
        </label>
        <label className="grid gap-1 text-sm">
          {t('sellerClaims.report.to')}
          <input
            type="date"
            value={endDate}
            onChange={(e) => setEnd(e.target.value)}
            className={input}
          />
        </label>
      </div>
      {query.isLoading ? <Spinner /> : null}
      {query.isError ? (
        <p role="alert" className="text-red-700">
          {query.error.message}
        </p>
      ) : null}
      {report ? (
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4" data-testid="claim-report">
          {report.byState.map((s) => (
            <div key={s.state} className="rounded-xl border border-slate-200 bg-white p-4">
              <p className="text-sm text-slate-600">{s.label}</p>
              <p className="text-2xl font-bold text-slate-900">{formatNumber(s.count)}</p>
            </div>
          ))}
          <div className="rounded-xl border border-slate-200 bg-white p-4">
            <p className="text-sm text-slate-600">{t('sellerClaims.report.total')}</p>
            <p className="text-2xl font-bold">{formatNumber(report.total)}</p>
          </div>
          <div className="rounded-xl border border-slate-200 bg-white p-4">
            <p className="text-sm text-slate-600">{t('sellerClaims.report.replacements')}</p>
            <p className="text-2xl font-bold">{formatNumber(report.replacements)}</p>
          </div>
          <div className="rounded-xl border border-slate-200 bg-white p-4">
            <p className="text-sm text-slate-600">{t('sellerClaims.report.credits')}</p>
            <p className="text-2xl font-bold">{formatNumber(report.credits)}</p>
          </div>
          <div className="rounded-xl border border-emerald-300 bg-emerald-50 p-4">
            <p className="text-sm text-emerald-900">{t('sellerClaims.report.creditGiven')}</p>
            <p className="text-2xl font-bold text-emerald-950">
              {t('sellerClaims.baht', { amount: formatNumber(report.creditGiven, 2) })}
            </p>
          </div>
        </div>
      ) : null}
    </>
  );
}
