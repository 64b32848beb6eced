import { PageHeading } from '../../components/page-heading';
import { DeliveryScreen } from '../../features/seller-order-work/components/delivery-screen';

export function Component() {
  return (
    <>
      <PageHeading titleKey="pages.sellerOrderDelivery" />
      <DeliveryScreen />
    </>
  );
}
