import { PageHeading } from '../../components/page-heading';
import { ReviewScreen } from '../../features/seller-review/components/review-screen';

export function Component() {
  return (
    <>
      <PageHeading titleKey="pages.sellerReview" />
      <ReviewScreen />
    </>
  );
}
