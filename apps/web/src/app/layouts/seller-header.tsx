import { useState } from 'react';
import { Link } from 'react-router';
import { BranchModal } from '../../features/seller-auth/components/branch-modal';
import { StoreModal } from '../../features/seller-auth/components/store-modal';
import { OrderSoundSwitch } from '../../features/seller-order-work/components/order-sound-switch';
import { useHasSellerToken } from '../../lib/auth-store';
import { useTranslation } from '../../lib/use-translation';
import { SELLER_BRAND_CLASS, SellerBrandMark } from './seller-frame';
import { readShopAcl, readShopInfo } from './seller-session';

const switchButton =
  'rounded-lg border border-white/70 px-3 py-1.5 text-sm font-semibold hover:bg-emerald-900 focus-visible:outline-2 focus-visible:outline-white';

/**
 * Spec 2.7 seller header: 'seller login' when logged out and 'manage store' when logged in; a
 * branch shows its name, and 'เลือกสาขา' only when the server says there is another branch this
 * staff member belongs to (isShowBranch, decision 0133); the platform admin 'เลือกร้านค้า'.
 */
export function SellerHeader() {
  const { t } = useTranslation();
  const isLoggedIn = useHasSellerToken();
  const shop = isLoggedIn ? readShopInfo() : null;
  const [modal, setModal] = useState<'branch' | 'store' | null>(null);
  const acl = isLoggedIn ? readShopAcl() : {};
  const hasOrderFlag = Boolean(acl.manageOrder || acl.confirmService || acl.confirmDelivery);
  return (
    <header className="border-b border-slate-200 bg-emerald-950 text-white">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-3 px-4 py-3">
        <Link to="/" className={SELLER_BRAND_CLASS}>
          <SellerBrandMark />
        </Link>
        {shop?.isShowBranch || shop?.branchName ? (
          <span
            data-testid="seller-branch-name"
            className="rounded-full bg-emerald-900 px-3 py-1 text-sm"
          >
            {shop.branchName || t('seller.headOffice')}
          </span>
        ) : null}
        {shop?.isShowBranch ? (
          <button type="button" className={switchButton} onClick={() => setModal('branch')}>
            {t('sellerAuth.chooseBranch')}
          </button>
        ) : null}
        {shop?.isPlatformAdmin ? (
          <button type="button" className={switchButton} onClick={() => setModal('store')}>
            {t('sellerAuth.chooseStore')}
          </button>
        ) : null}
        {hasOrderFlag ? (
          <div className="ml-auto">
            <OrderSoundSwitch />
          </div>
        ) : null}
        <nav aria-label={t('seller.headerNav')} className={hasOrderFlag ? '' : 'ml-auto'}>
          {isLoggedIn ? (
            <Link
              to="/seller"
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
      {shop?.isShowBranch ? (
        <BranchModal isOpen={modal === 'branch'} onClose={() => setModal(null)} />
      ) : null}
      {shop?.isPlatformAdmin ? (
        <StoreModal isOpen={modal === 'store'} onClose={() => setModal(null)} />
      ) : null}
    </header>
  );
}
