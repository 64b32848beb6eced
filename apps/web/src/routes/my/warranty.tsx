import '../../lib/my-texts';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { queryClient } from '../../app/query-client';
import { PageHeading } from '../../components/page-heading';
import { Spinner } from '../../components/spinner';
import { myWarrantyQueryOptions } from '../../features/warranty/api/warranty';
import {
  RegistrationFacts,
  WarrantyBadge,
} from '../../features/warranty/components/warranty-terms';
import { useTranslation } from '../../lib/use-translation';

// /my/warranty (issue 36 item 1): every tyre the shop fitted, with its warranty and its state,
// a printable certificate, and the claim (open one, or file one while under warranty).

export async function loader() {
  void queryClient.prefetchQuery(myWarrantyQueryOptions());
  return null;
}

const linkClass =
  'inline-flex min-h-11 items-center rounded-lg border border-emerald-700 px-3 text-sm font-semibold text-emerald-800 hover:bg-emerald-50';

export function Component() {
  const { t } = useTranslation();
  const list = useQuery(myWarrantyQueryOptions());
  return (
    <section className="grid gap-4">
      <PageHeading titleKey="pages.myWarranty">
        <p className="mt-1 text-slate-600">{t('my.warranty.intro')}</p>
      </PageHeading>
      {list.isLoading ? <Spinner /> : null}
      {list.isError ? (
        <p role="alert" className="text-red-700">
          {list.error.message || t('my.common.tryAgain')}
        </p>
      ) : null}
      {list.data && list.data.registrations.length === 0 ? (
        <p className="rounded-xl border border-slate-200 bg-white p-4 text-slate-700">
          {t('my.warranty.empty')}
        </p>
      ) : null}
      <ul className="grid gap-4">
        {list.data?.registrations.map((r) => (
          <li
            key={r.id}
            className="grid gap-3 rounded-xl border border-slate-200 bg-white p-4"
            data-testid="warranty-registration"
          >
            <div className="flex flex-wrap items-center justify-between gap-2">
              <h2 className="font-semibold text-slate-900">{r.tyreTitle}</h2>
              <WarrantyBadge r={r} />
            </div>
            <RegistrationFacts r={r} isTyreShown={false} />
            <div className="flex flex-wrap gap-2">
              <Link to={`/my/warranty/${r.id}/certificate`} className={linkClass}>
                {t('my.warranty.certificate')}
              </Link>
              {r.openClaimId ? (
                <Link to={`/my/warranty/claim/${r.openClaimId}`} className={linkClass}>
                  {t('my.warranty.openClaim')}
                </Link>
              ) : r.isUnderWarranty ? (
                <Link to={`/my/warranty/${r.id}/claim`} className={linkClass}>
                  {t('my.warranty.fileClaim')}
                </Link>
              ) : null}
              {r.claimIds
                .filter((id) => id !== r.openClaimId)
                .map((id) => (
                  <Link key={id} to={`/my/warranty/claim/${id}`} className={linkClass}>
                    {t('my.warranty.pastClaim', { id })}
                  </Link>
                ))}
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
