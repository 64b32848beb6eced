import { PageHeading } from '../../components/page-heading';
import { StockManageScreen } from '../../features/seller-stock/components/stock-manage-screen';

export function Component() {
  return (
    <>
      <PageHeading titleKey="pages.sellerProductManage" />
      <StockManageScreen />
    </>
  );
}
