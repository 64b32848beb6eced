import { PageHeading } from '../../components/page-heading';
import { WarrantyScreen } from '../../features/seller-benefits/components/warranty-screen';

export function Component() {
  return (
    <>
      <PageHeading titleKey="pages.sellerProductWarranty" />
      <WarrantyScreen />
    </>
  );
}
