import { HelpPage } from '../../features/help/components/help-page';
import { termStoreDocument } from '../../features/help/content/term-store';

export function Component() {
  return <HelpPage document={termStoreDocument} />;
}
