import { type LoaderFunctionArgs, useParams } from 'react-router';
import { prefetchStoreFirstScreen } from '../../features/stores/api/prefetch-store';
import { StoreDetailScreen } from '../../features/stores/components/store-detail-screen';

function focusOf(spid: string | undefined): number | undefined {
  return spid && /^\d{1,10}$/.test(spid) ? Number(spid) : undefined;
}

export function loader({ params }: LoaderFunctionArgs) {
  if (params.id) prefetchStoreFirstScreen(params.id, focusOf(params.spid));
  return null;
}

export function Component() {
  const { id = '', spid = '' } = useParams();
  return (
    <StoreDetailScreen key={`${id}/${spid}`} storeId={id} focusSellerProductId={focusOf(spid)} />
  );
}
