import { Link } from 'react-router';
import { useHasSellerToken } from '../../lib/auth-store';
import { useTranslation } from '../../lib/use-translation';
import { readShopInfo } from './seller-session';

/** Spec 2.7 seller header: 'seller login' when logged out, 'manage store' when logged in. */
export function SellerHeader() {
  const { t } = useTranslation();
  const isLoggedIn = useHasSellerToken();
  const shop = isLoggedIn ? readShopInfo() : null;
  return (
    <header className="border-b border-slate-200 bg-emerald-950 text-white">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-3 px-4 py-3">
        <Link to="/" className="flex items-center gap-2 font-bold" aria-label={t('brand.home')}>
          <span
            aria-hidden="true"
            className="flex h-8 w-8 items-center justify-center rounded-full bg-white text-emerald-900"
          >
            {t('brand.initial')}
          </span>
          <span>{t('seller.brand')}</span>
        </Link>
        {shop?.isShowBranch ? (
          <span className="rounded-full bg-emerald-900 px-3 py-1 text-sm">
            {shop.branchName || t('seller.headOffice')}
          </span>
        ) : null}
        <nav aria-label={t('seller.headerNav')} className="ml-auto">
          {isLoggedIn ? (
            <Link
              to="/seller/dashboard"
              className="rounded-lg bg-white px-4 py-2 font-semibold text-emerald-900 hover:bg-emerald-50"
            >
              {t('seller.manageStore')}
            </Link>
          ) : (
            <Link
              to="/seller/login"
              className="rounded-lg bg-white px-4 py-2 font-semibold text-emerald-900 hover:bg-emerald-50"
            >
              {t('seller.login')}
            </Link>
          )}
        </nav>
      </div>
    </header>
  );
}
