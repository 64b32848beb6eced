import { HelpPage } from '../../features/help/components/help-page';
import { infoEuDocument } from '../../features/help/content/info-eu';

export function Component() {
  return <HelpPage document={infoEuDocument} />;
}
