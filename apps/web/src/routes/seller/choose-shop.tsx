import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { PageHeading } from '../../components/page-heading';
import { Spinner } from '../../components/spinner';
import { myAccountQueryOptions, useChangeShop } from '../../features/seller-auth/api/people';
import { storeSellerSession } from '../../features/seller-auth/api/session';
import { sellerLandingPath } from '../../features/seller-auth/lib/landing';
import { ApiError } from '../../lib/api';
import { useHasSellerToken } from '../../lib/auth-store';
import { useTranslation } from '../../lib/use-translation';

// /seller/choose-shop (decision 0131): a person who owns a shop and works in another, or works in
// several, picks the shop this session acts for (change-shop).

export function Component() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const hasToken = useHasSellerToken();
  const account = useQuery({ ...myAccountQueryOptions(), enabled: hasToken });
  const change = useChangeShop();
  const choose = (sellerId: number) =>
    change.mutate(sellerId, {
      onSuccess: (session) => {
        storeSellerSession(session);
        window.location.assign(sellerLandingPath(session, params.get('redirect')));
      },
    });
  return (
    <div className="mx-auto max-w-lg">
      <PageHeading titleKey="pages.sellerChooseShop" />
      {!hasToken ? (
        <Link to="/seller/login" className="text-emerald-800 underline">
          {t('seller.login')}
        </Link>
      ) : account.isPending ? (
        <Spinner />
      ) : account.isError ? (
        <p role="alert" className="text-red-700">
          {account.error instanceof ApiError ? account.error.message : t('error.tryAgain')}
        </p>
      ) : (
        <>
          <p className="mb-4 text-slate-700">{t('sellerPeople.chooseShop.intro')}</p>
          <ul className="space-y-3" aria-label={t('pages.sellerChooseShop')}>
            {account.data.shops.map((shop) => (
              <li key={shop.sellerId}>
                <button
                  type="button"
                  disabled={change.isPending}
                  onClick={() => choose(shop.sellerId)}
                  className="flex w-full items-center justify-between gap-3 rounded-xl border border-slate-300 bg-white p-4 text-left hover:border-emerald-700 disabled:opacity-60"
                >
                  <span className="font-semibold text-slate-900">
                    {[shop.name, shop.branchName].filter(Boolean).join(' ')}
                  </span>
                  <span className="shrink-0 rounded-full bg-slate-100 px-2 py-0.5 text-xs text-slate-800">
                    {shop.isOwner
                      ? t('sellerStore.staff.owner')
                      : t('sellerPeople.chooseShop.staff')}
                  </span>
                </button>
              </li>
            ))}
          </ul>
          {change.error ? (
            <p role="alert" className="mt-3 text-red-700">
              {change.error instanceof ApiError ? change.error.message : t('error.tryAgain')}
            </p>
          ) : null}
        </>
      )}
    </div>
  );
}
