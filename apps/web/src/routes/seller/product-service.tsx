import { PageHeading } from '../../components/page-heading';
import { ServiceScreen } from '../../features/seller-benefits/components/service-screen';

export function Component() {
  return (
    <>
      <PageHeading titleKey="pages.sellerProductService" />
      <ServiceScreen />
    </>
  );
}
