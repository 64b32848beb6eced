import { readShopInfo } from '../../app/layouts/seller-session';
import { PageHeading } from '../../components/page-heading';
import { DecorationScreen } from '../../features/store-setup-decoration/components/decoration-screen';

export function Component() {
  return (
    <>
      <PageHeading titleKey="pages.sellerDecoration" />
      <DecorationScreen storeLink={readShopInfo()?.link} />
    </>
  );
}
