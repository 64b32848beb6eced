import '../../lib/my-texts';
import { useQuery } from '@tanstack/react-query';
import { type LoaderFunctionArgs, useParams } from 'react-router';
import { queryClient } from '../../app/query-client';
import { PageHeading } from '../../components/page-heading';
import { Spinner } from '../../components/spinner';
import { myRegistrationQueryOptions } from '../../features/warranty/api/warranty';
import {
  RegistrationFacts,
  WarrantyBadge,
} from '../../features/warranty/components/warranty-terms';
import { useTranslation } from '../../lib/use-translation';

// /my/warranty/:id/certificate (issue 36 item 1): one registration as a printable certificate
// (print CSS: only the certificate, one per page). The owner only: others get the 404 answer.

export async function loader({ params }: LoaderFunctionArgs) {
  void queryClient.prefetchQuery(myRegistrationQueryOptions(params.id ?? ''));
  return null;
}

const PRINT_CSS = `@media print {
  @page { size: A4; margin: 16mm; }
  body * { visibility: hidden; }
  .warranty-certificate, .warranty-certificate * { visibility: visible; }
  .warranty-certificate { position: absolute; inset: 0; border: none; page-break-after: always; }
  .no-print { display: none !important; }
}`;

export function Component() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const query = useQuery(myRegistrationQueryOptions(id));
  const r = query.data?.registration;
  return (
    <section className="grid gap-4">
      <style>{PRINT_CSS}</style>
      <div className="no-print">
        <PageHeading titleKey="pages.myWarrantyCertificate" />
      </div>
      {query.isLoading ? <Spinner /> : null}
      {query.isError ? (
        <p role="alert" className="text-red-700">
          {query.error.message || t('my.common.tryAgain')}
        </p>
      ) : null}
      {r ? (
        <>
          <article
            className="warranty-certificate grid gap-4 rounded-xl border-2 border-emerald-800 bg-white p-6"
            data-testid="warranty-certificate"
          >
            <header className="flex flex-wrap items-start justify-between gap-2 border-b border-emerald-200 pb-3">
              <div>
                <p className="text-sm font-semibold text-emerald-800">{t('my.warranty.brand')}</p>
                <h2 className="text-xl font-bold text-slate-900">
                  {t('my.warranty.certificateTitle')}
                </h2>
                <p className="text-sm text-slate-600">
                  {t('my.warranty.certificateNo', { id: r.id })}
                </p>
              </div>
              <WarrantyBadge r={r} />
            </header>
            <RegistrationFacts r={r} />
            <p className="border-t border-emerald-200 pt-3 text-xs text-slate-600">
              {t('my.warranty.certificateNote')}
            </p>
          </article>
          <button
            type="button"
            onClick={() => window.print()}
            className="no-print min-h-11 justify-self-start rounded-lg bg-emerald-800 px-4 font-semibold text-white"
          >
            {t('my.warranty.print')}
          </button>
        </>
      ) : null}
    </section>
  );
}
