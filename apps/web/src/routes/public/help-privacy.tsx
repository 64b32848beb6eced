import { HelpPage } from '../../features/help/components/help-page';
import { privacyDocument } from '../../features/help/content/privacy';

export function Component() {
  return <HelpPage document={privacyDocument} />;
}
