import { useParams } from 'react-router';
import { PageHeading } from '../../components/page-heading';
import { PromotionDetailScreen } from '../../features/seller-promotions/components/promotion-detail-screen';

export function Component() {
  const id = Number(useParams().id);
  return (
    <>
      <PageHeading titleKey="pages.sellerProductPromotionV2Detail" />
      <PromotionDetailScreen key={id} id={Number.isInteger(id) && id > 0 ? id : 0} />
    </>
  );
}
