import { useParams } from 'react-router';
import { StoreDetailScreen } from '../../features/stores/components/store-detail-screen';

export function Component() {
  const { id = '', spid = '' } = useParams();
  const focus = /^\d{1,10}$/.test(spid) ? Number(spid) : undefined;
  return <StoreDetailScreen key={`${id}/${spid}`} storeId={id} focusSellerProductId={focus} />;
}
