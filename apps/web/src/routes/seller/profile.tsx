import { useQuery } from '@tanstack/react-query';
import { PageHeading } from '../../components/page-heading';
import { Spinner } from '../../components/spinner';
import { PayoutAccountSection } from '../../features/seller-payouts/components/payout-account-section';
import { profileQueryOptions } from '../../features/store-setup/api/store-setup-api';
import { ProfileForm } from '../../features/store-setup/components/profile-form';
import { useTranslation } from '../../lib/use-translation';

/** /seller/profile (spec 2.3, issue 14 §5): the store's profile, saved by save-store. */
export function Component() {
  const { t } = useTranslation();
  const profile = useQuery(profileQueryOptions());
  return (
    <div className="space-y-4">
      <PageHeading titleKey="pages.sellerProfile" />
      {profile.data ? (
        <ProfileForm key={profile.data.storeId} profile={profile.data} />
      ) : profile.isError ? (
        <p role="alert" className="text-red-700">
          {profile.error.message || t('sellerSetup.loadFailed')}
        </p>
      ) : (
        <Spinner />
      )}
      {/* issue 32: the payout account (decision 0140) */}
      <PayoutAccountSection />
    </div>
  );
}
