import { useQuery } from '@tanstack/react-query';
import { PageHeading } from '../../components/page-heading';
import { Spinner } from '../../components/spinner';
import { settingInfoQueryOptions } from '../../features/store-setup/api/store-setup-api';
import { BaysSection } from '../../features/store-setup/components/bays-section';
import { DeliverySection } from '../../features/store-setup/components/delivery-section';
import { InstallationSection } from '../../features/store-setup/components/installation-section';
import { ProductSettingsSection } from '../../features/store-setup/components/product-settings-section';
import { useTranslation } from '../../lib/use-translation';

/** /seller/setting (spec 2.3, issue 14 §5): installation, delivery and per-product settings. */
export function Component() {
  const { t } = useTranslation();
  const info = useQuery(settingInfoQueryOptions());
  return (
    <div className="space-y-6">
      <PageHeading titleKey="pages.sellerSetting" />
      {info.data ? (
        <>
          <InstallationSection info={info.data} />
          <BaysSection />
          <DeliverySection info={info.data} />
          <ProductSettingsSection />
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
