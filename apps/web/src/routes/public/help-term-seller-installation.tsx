import { HelpPage } from '../../features/help/components/help-page';
import { termSellerInstallationDocument } from '../../features/help/content/term-seller-installation';

export function Component() {
  return <HelpPage document={termSellerInstallationDocument} />;
}
