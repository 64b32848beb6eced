import '../../lib/admin-texts';
import { useState } from 'react';
import { Link, NavLink, Outlet, useLocation } from 'react-router';
import { menuItemOf, visibleAdminMenu } from '../../features/admin/admin-menu';
import { useOperator, useOperatorLogout } from '../../features/admin/api/operator-session';
import { useTranslation } from '../../lib/use-translation';
import { SkipLink } from './skip-link';

const navLinkClass =
  'block rounded-lg px-3 py-2 text-slate-700 hover:bg-slate-200 aria-[current=page]:bg-slate-900 aria-[current=page]:text-white';

/**
 * The operator console (issue 32 item 4, decision 0142): a side menu of the areas the operator's
 * role may use (a drawer behind 'เมนู' on a phone), and each area's page behind its permission.
 */
export function Component() {
  const { t } = useTranslation();
  const location = useLocation();
  const operator = useOperator();
  const logout = useOperatorLogout();
  const [openedAt, setOpenedAt] = useState<string | null>(null);
  // The drawer closes by itself when the page changes.
  const isMenuOpen = openedAt === location.pathname;
  const permissions = operator.data?.permissions ?? [];
  const menu = visibleAdminMenu(permissions);
  const area = menuItemOf(location.pathname);

  let page = <Outlet />;
  if (operator.isPending) {
    page = <p className="text-slate-700">{t('admin.loading')}</p>;
  } else if (operator.isError) {
    page = (
      <div role="alert" className="rounded-xl border border-red-200 bg-white p-4 text-red-800">
        <p>{t('admin.loadFailed')}</p>
        <button
          type="button"
          className="mt-3 rounded-lg border border-red-300 px-3 py-2 font-semibold"
          onClick={() => operator.refetch()}
        >
          {t('admin.retry')}
        </button>
      </div>
    );
  } else if (area && !permissions.includes(area.permission)) {
    page = (
      <section
        role="alert"
        aria-labelledby="admin-forbidden"
        className="rounded-xl border border-amber-300 bg-amber-50 p-5 text-amber-950"
      >
        <h1 id="admin-forbidden" className="text-xl font-bold">
          {t('admin.forbidden.title')}
        </h1>
        <p className="mt-2">{t('admin.forbidden.body')}</p>
        <Link to="/admin" className="mt-3 inline-block font-semibold underline">
          {t('admin.forbidden.back')}
        </Link>
      </section>
    );
  }

  return (
    <div className="flex min-h-screen flex-col bg-slate-100">
      <SkipLink />
      <header className="bg-slate-900 text-white">
        <div className="mx-auto flex max-w-7xl items-center justify-between gap-3 px-4 py-3">
          <Link to="/admin" className="flex items-center gap-2 font-bold">
            <span
              aria-hidden="true"
              className="flex h-8 w-8 items-center justify-center rounded-full bg-white text-slate-900"
            >
              {t('brand.initial')}
            </span>
            <span>{t('admin.brand')}</span>
          </Link>
          {operator.data ? (
            <span className="truncate text-sm text-slate-200" data-testid="admin-operator">
              {t('admin.signedInAs', {
                name: operator.data.name || operator.data.username,
                role: t(`admin.roles.${operator.data.role}`),
              })}
            </span>
          ) : null}
        </div>
      </header>
      <div className="mx-auto flex w-full max-w-7xl flex-1 flex-col gap-4 px-4 py-4 md:flex-row md:gap-6 md:py-6">
        <aside className="md:w-60 md:shrink-0">
          <button
            type="button"
            className="w-full rounded-lg border border-slate-300 bg-white px-3 py-2 font-semibold text-slate-800 md:hidden"
            aria-expanded={isMenuOpen}
            aria-controls="admin-side-menu"
            onClick={() => setOpenedAt(isMenuOpen ? null : location.pathname)}
          >
            {isMenuOpen ? t('admin.menu.close') : t('admin.menu.open')}
          </button>
          <nav
            id="admin-side-menu"
            aria-label={t('admin.menu.label')}
            className={`mt-3 rounded-xl border border-slate-200 bg-white p-2 md:mt-0 ${isMenuOpen ? 'block' : 'hidden'} md:block`}
          >
            <ul>
              <li>
                <NavLink to="/admin" end className={navLinkClass}>
                  {t('admin.menu.home')}
                </NavLink>
              </li>
              {menu.map((item) => (
                <li key={item.to}>
                  <NavLink to={item.to} className={navLinkClass}>
                    {t(item.labelKey)}
                  </NavLink>
                </li>
              ))}
            </ul>
            <button
              type="button"
              onClick={() => logout.mutate()}
              disabled={logout.isPending}
              className="mt-2 w-full rounded-lg border-t border-slate-200 px-3 py-2 text-left font-semibold text-red-700 hover:bg-red-50"
            >
              {t('admin.logout')}
            </button>
          </nav>
        </aside>
        <main id="main" tabIndex={-1} className="min-w-0 flex-1 outline-none">
          {page}
        </main>
      </div>
    </div>
  );
}
