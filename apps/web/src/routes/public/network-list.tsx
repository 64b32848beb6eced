import { NetworkListScreen } from '../../features/networks/components/network-screens';

export function Component() {
  return <NetworkListScreen />;
}
