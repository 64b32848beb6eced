// The seller texts with this screen's chunk, so the page's head preloads them with it (decision 0168).
import '../../lib/seller-texts';
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
