import { PageHeading } from '../../components/page-heading';
import { OrderManageScreen } from '../../features/seller-orders/components/order-manage-screen';

export function Component() {
  return (
    <>
      <PageHeading titleKey="pages.sellerOrderManage" />
      <OrderManageScreen />
    </>
  );
}
