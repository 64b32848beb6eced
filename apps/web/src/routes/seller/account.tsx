import { Link } from 'react-router';
import { PageHeading } from '../../components/page-heading';
import { MyAccount } from '../../features/seller-auth/components/my-account';
import { useHasSellerToken } from '../../lib/auth-store';
import { useTranslation } from '../../lib/use-translation';

// /seller/account "บัญชีของฉัน" (decision 0131): one's own password and phone.

export function Component() {
  const { t } = useTranslation();
  const hasToken = useHasSellerToken();
  return (
    <div className="mx-auto max-w-lg">
      <PageHeading titleKey="pages.sellerAccount" />
      {hasToken ? (
        <MyAccount />
      ) : (
        <Link to="/seller/login?redirect=/seller/account" className="text-emerald-800 underline">
          {t('seller.login')}
        </Link>
      )}
    </div>
  );
}
