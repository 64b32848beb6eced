import '../../lib/admin-texts';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { visibleAdminMenu } from '../../features/admin/admin-menu';
import { useOperator } from '../../features/admin/api/operator-session';
// Issue 32, the console's shops area: what waits in each area (decision 0143).
import { homeCountsQueryOptions } from '../../features/admin/shops/api/shops';
import { usePageMeta } from '../../lib/use-page-meta';
import { useTranslation } from '../../lib/use-translation';

// /admin (issue 32 item 4): the console home lists the areas the operator's role may use.

export function Component() {
  const { t } = useTranslation();
  const operator = useOperator();
  usePageMeta({ title: t('admin.home.title') });
  const areas = visibleAdminMenu(operator.data?.permissions ?? []);
  return (
    <div>
      <h1 className="text-2xl font-bold text-slate-900">{t('admin.home.title')}</h1>
      {operator.data ? (
        <p className="mt-1 text-slate-700">
          {t('admin.home.welcome', { name: operator.data.name || operator.data.username })}
        </p>
      ) : null}
      <WaitingCounts />
      <h2 className="mt-6 text-lg font-semibold text-slate-900">{t('admin.home.areas')}</h2>
      {areas.length === 0 ? (
        <p className="mt-2 text-slate-700">{t('admin.home.noAreas')}</p>
      ) : (
        <ul className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {areas.map((area) => (
            <li key={area.to}>
              <Link
                to={area.to}
                className="block h-full rounded-xl border border-slate-200 bg-white p-4 hover:border-slate-400"
              >
                <span className="font-semibold text-slate-900">{t(area.labelKey)}</span>
                {area.descriptionKey ? (
                  <span className="mt-1 block text-sm text-slate-700">
                    {t(area.descriptionKey)}
                  </span>
                ) : null}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

// Issue 32: the counts of what waits, only for the areas the operator's role may see (the server
// leaves the others out), each a link to its area.
const WAITING = [
  { key: 'shopsWaiting', to: '/admin/shops?state=pending' },
  { key: 'refundsOpen', to: '/admin/refunds' },
  { key: 'payoutBatchesWaiting', to: '/admin/payouts' },
] as const;

function WaitingCounts() {
  const { t } = useTranslation();
  const counts = useQuery(homeCountsQueryOptions());
  const shown = WAITING.filter((item) => counts.data?.counts[item.key] !== undefined);
  if (shown.length === 0) return null;
  return (
    <section aria-labelledby="admin-waiting" className="mt-6">
      <h2 id="admin-waiting" className="text-lg font-semibold text-slate-900">
        {t('adminHome.waiting')}
      </h2>
      <ul className="mt-3 grid gap-3 sm:grid-cols-3" data-testid="admin-waiting">
        {shown.map((item) => (
          <li key={item.key}>
            <Link
              to={item.to}
              className="block h-full rounded-xl border border-slate-200 bg-white p-4 font-semibold text-slate-900 hover:border-slate-400"
            >
              {t(`adminHome.${item.key}`, { count: counts.data?.counts[item.key] ?? 0 })}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
