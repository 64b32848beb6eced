import { PageHeading } from '../../components/page-heading';
import { PromotionListScreen } from '../../features/seller-promotions/components/promotion-list-screen';

export function Component() {
  return (
    <>
      <PageHeading titleKey="pages.sellerProductPromotionV2" />
      <PromotionListScreen />
    </>
  );
}
