import { HelpPage } from '../../features/help/components/help-page';
import { termDocument } from '../../features/help/content/term';

export function Component() {
  return <HelpPage document={termDocument} />;
}
