import { useQuery } from '@tanstack/react-query';
import { PageHeading } from '../../components/page-heading';
import { Spinner } from '../../components/spinner';
import { settingInfoQueryOptions } from '../../features/store-setup/api/store-setup-api';
import {
  PrepaidProductsSection,
  PrepaidShopForm,
} from '../../features/store-setup/components/prepaid-settings';
import { useTranslation } from '../../lib/use-translation';

/** /seller/setting-prepaid (spec 2.3, issue 14 §5): deposits for the shop and per tyre. */
export function Component() {
  const { t } = useTranslation();
  const info = useQuery(settingInfoQueryOptions());
  return (
    <div className="space-y-6">
      <PageHeading titleKey="pages.sellerSettingPrepaid" />
      {info.data ? (
        <>
          <PrepaidShopForm info={info.data} />
          <PrepaidProductsSection />
        </>
      ) : info.isError ? (
        <p role="alert" className="text-red-700">
          {info.error.message || t('sellerSetup.loadFailed')}
        </p>
      ) : (
        <Spinner />
      )}
    </div>
  );
}
