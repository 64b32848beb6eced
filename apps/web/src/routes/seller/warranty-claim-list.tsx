import { PageHeading } from '../../components/page-heading';
import { SellerClaimList } from '../../features/warranty/components/seller-claim-list';

export function Component() {
  return (
    <>
      <PageHeading titleKey="pages.sellerWarrantyClaim" />
      <SellerClaimList />
    </>
  );
}
