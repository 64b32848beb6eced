import { PageHeading } from '../../components/page-heading';
import { ServiceBoardScreen } from '../../features/seller-order-work/components/service-board-screen';

export function Component() {
  return (
    <>
      <PageHeading titleKey="pages.sellerOrderService" />
      <ServiceBoardScreen />
    </>
  );
}
