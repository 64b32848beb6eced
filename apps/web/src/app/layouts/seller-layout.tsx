import '../../lib/seller-texts';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, NavLink, Outlet, useLocation } from 'react-router';
import { SellerPageGate } from '../../features/seller-auth/components/seller-page-gate';
import { SuspensionBanner } from '../../features/seller-auth/components/suspension-banner';
import { NewOrderCue } from '../../features/seller-order-work/components/new-order-cue';
import { api } from '../../lib/api';
import { notifySessionChanged } from '../../lib/auth-store';
import { formatThaiDate } from '../../lib/format-thai-date';
import { clearSellerSession } from '../../lib/storage';
import { useTranslation } from '../../lib/use-translation';
import { SellerHeader } from './seller-header';
import { visibleSellerMenu } from './seller-menu';
import { readShopAcl, readShopInfo } from './seller-session';
import { SkipLink } from './skip-link';

/** Spec 4 "Seller logout": call the service, clear the seller session, go to '/'. */
function useSellerLogout() {
  return useMutation({
    mutationFn: () => api.post<unknown>('/api/seller/logout', {}, { auth: 'seller' }),
    onSettled: () => {
      clearSellerSession();
      notifySessionChanged();
      window.location.assign('/');
    },
  });
}

/**
 * Protected seller back office layout (spec 2.3, 2.7): side menu by permission (a drawer behind
 * a 'เมนู' button on a phone), and each page behind its permission and the storefront picture
 * check (SellerPageGate).
 */
export function Component() {
  const { t } = useTranslation();
  const shop = readShopInfo();
  const acl = readShopAcl();
  const menu = visibleSellerMenu(acl);
  const logout = useSellerLogout();
  const location = useLocation();
  const [openedAt, setOpenedAt] = useState<string | null>(null);
  // The drawer closes by itself when the page changes.
  const isMenuOpen = openedAt === location.pathname;
  return (
    <div className="flex min-h-screen flex-col bg-slate-50">
      <SkipLink />
      <SellerHeader />
      {/* Issue 32: an operator's suspension of the active store (decision 0143). */}
      <SuspensionBanner sellerId={shop?.sellerId} fallback={shop?.suspension} />
      {shop?.approvalStatus === 'pending' || shop?.approvalStatus === 'rejected' ? (
        <p
          role="status"
          className="border-b border-amber-300 bg-amber-50 px-4 py-2 text-center text-sm text-amber-950"
        >
          {shop.approvalStatus === 'pending'
            ? t('sellerAuth.pending.banner')
            : t('sellerAuth.rejected.banner')}
        </p>
      ) : null}
      <div className="mx-auto flex w-full max-w-7xl flex-1 flex-col gap-4 px-4 py-4 md:flex-row md:gap-6 md:py-6">
        <aside className="md:w-64 md:shrink-0">
          <div className="flex items-start justify-between gap-3 rounded-xl border border-slate-200 bg-white p-4 text-sm">
            <div className="min-w-0">
              {shop?.staff ? <p className="font-semibold text-slate-900">{shop.staff}</p> : null}
              {shop?.code || shop?.name ? (
                <p className="text-slate-700">
                  {t('sellerAuth.storeCode', { code: shop.code ?? '', name: shop.name ?? '' })}
                </p>
              ) : null}
              {shop?.registerDate ? (
                <p className="text-slate-600">
                  {t('seller.registerDate', { date: formatThaiDate(shop.registerDate) })}
                </p>
              ) : null}
              {shop?.link ? (
                <Link
                  to={`/store/${encodeURIComponent(shop.link)}`}
                  className="mt-1 inline-block text-emerald-800 underline"
                >
                  {t('seller.viewStorefront')}
                </Link>
              ) : null}
            </div>
            <button
              type="button"
              className="shrink-0 rounded-lg border border-slate-300 px-3 py-2 font-semibold text-slate-800 md:hidden"
              aria-expanded={isMenuOpen}
              aria-controls="seller-side-menu"
              onClick={() => setOpenedAt(isMenuOpen ? null : location.pathname)}
            >
              {isMenuOpen ? t('sellerAuth.closeMenu') : t('sellerAuth.openMenu')}
            </button>
          </div>
          <nav
            id="seller-side-menu"
            aria-label={t('seller.menu.label')}
            className={`mt-4 space-y-4 ${isMenuOpen ? 'block' : 'hidden'} md:block`}
          >
            {menu.map((group) => (
              <section key={group.key} aria-label={t(group.key)}>
                <h2 className="px-3 text-xs font-semibold tracking-wide text-slate-600 uppercase">
                  {t(group.key)}
                </h2>
                <ul className="mt-1">
                  {group.items.map((item) => (
                    <li key={item.to}>
                      <NavLink
                        to={item.to}
                        className="block rounded-lg px-3 py-2 text-slate-700 hover:bg-emerald-50 aria-[current=page]:bg-emerald-800 aria-[current=page]:text-white"
                      >
                        {t(item.key)}
                      </NavLink>
                    </li>
                  ))}
                </ul>
              </section>
            ))}
            <ul className="border-t border-slate-200 pt-3 text-sm">
              <li>
                <Link
                  to="/help/term-store"
                  className="block px-3 py-1 text-slate-600 hover:underline"
                >
                  {t('pages.helpTermStore')}
                </Link>
              </li>
              <li>
                <Link
                  to="/help/term-seller-installation"
                  className="block px-3 py-1 text-slate-600 hover:underline"
                >
                  {t('pages.helpTermSellerInstallation')}
                </Link>
              </li>
              <li>
                <Link
                  to="/help/term-seller-delivery"
                  className="block px-3 py-1 text-slate-600 hover:underline"
                >
                  {t('pages.helpTermSellerDelivery')}
                </Link>
              </li>
              <li>
                <button
                  type="button"
                  onClick={() => logout.mutate()}
                  disabled={logout.isPending}
                  className="mt-2 w-full rounded-lg px-3 py-2 text-left font-semibold text-red-700 hover:bg-red-50"
                >
                  {t('common.logout')}
                </button>
              </li>
            </ul>
          </nav>
        </aside>
        <main id="main" tabIndex={-1} className="min-w-0 flex-1 outline-none">
          <SellerPageGate>
            <Outlet />
          </SellerPageGate>
        </main>
      </div>
      <NewOrderCue
        enabled={Boolean(acl.manageOrder || acl.confirmService || acl.confirmDelivery)}
      />
    </div>
  );
}
