import { type LoaderFunctionArgs, useParams } from 'react-router';
import { prefetchStoreFirstScreen } from '../../features/stores/api/prefetch-store';
import { StoreDetailScreen } from '../../features/stores/components/store-detail-screen';

export function loader({ params }: LoaderFunctionArgs) {
  if (params.id) prefetchStoreFirstScreen(params.id);
  return null;
}

export function Component() {
  const { id = '' } = useParams();
  return <StoreDetailScreen key={id} storeId={id} />;
}
