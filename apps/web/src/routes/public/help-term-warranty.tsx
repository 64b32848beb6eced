import { HelpPage } from '../../features/help/components/help-page';
import { termWarrantyDocument } from '../../features/help/content/term-warranty';

export function Component() {
  return <HelpPage document={termWarrantyDocument} />;
}
