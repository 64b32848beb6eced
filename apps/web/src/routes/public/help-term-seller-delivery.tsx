import { HelpPage } from '../../features/help/components/help-page';
import { termSellerDeliveryDocument } from '../../features/help/content/term-seller-delivery';

export function Component() {
  return <HelpPage document={termSellerDeliveryDocument} />;
}
