import { HelpPage } from '../../features/help/components/help-page';
import { termSellProductDocument } from '../../features/help/content/term-sell-product';

export function Component() {
  return <HelpPage document={termSellProductDocument} />;
}
