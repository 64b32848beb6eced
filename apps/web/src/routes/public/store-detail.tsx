import { useParams } from 'react-router';
import { StoreDetailScreen } from '../../features/stores/components/store-detail-screen';

export function Component() {
  const { id = '' } = useParams();
  return <StoreDetailScreen key={id} storeId={id} />;
}
