import { HelpPage } from '../../features/help/components/help-page';
import { aboutDocument } from '../../features/help/content/about';

export function Component() {
  return <HelpPage document={aboutDocument} />;
}
