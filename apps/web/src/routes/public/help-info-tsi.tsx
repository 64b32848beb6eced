import { HelpPage } from '../../features/help/components/help-page';
import { infoTsiDocument } from '../../features/help/content/info-tsi';

export function Component() {
  return <HelpPage document={infoTsiDocument} />;
}
