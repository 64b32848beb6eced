import { useParams } from 'react-router';
import { NetworkProductScreen } from '../../features/networks/components/network-screens';

export function Component() {
  const { key = '', pid = '' } = useParams();
  return <NetworkProductScreen key={`${key}/${pid}`} networkKey={key} pid={pid} />;
}
