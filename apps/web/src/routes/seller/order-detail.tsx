import { PageHeading } from '../../components/page-heading';
import { OrderDetailScreen } from '../../features/seller-orders/components/order-detail-screen';

export function Component() {
  return (
    <>
      <PageHeading titleKey="pages.sellerOrderDetail" />
      <OrderDetailScreen />
    </>
  );
}
