import { useParams } from 'react-router';
import { NetworkDetailScreen } from '../../features/networks/components/network-screens';

export function Component() {
  const { key = '' } = useParams();
  return <NetworkDetailScreen key={key} networkKey={key} />;
}
