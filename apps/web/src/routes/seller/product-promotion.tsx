import { PageHeading } from '../../components/page-heading';
import { OfferPromotionsScreen } from '../../features/seller-promotions/components/offer-promotions-screen';

export function Component() {
  return (
    <>
      <PageHeading titleKey="pages.sellerProductPromotion" />
      <OfferPromotionsScreen />
    </>
  );
}
