import { HelpPage } from '../../features/help/components/help-page';
import { cookieDocument } from '../../features/help/content/cookie';

export function Component() {
  return <HelpPage document={cookieDocument} />;
}
