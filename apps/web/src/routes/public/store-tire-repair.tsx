import type { LoaderFunctionArgs } from 'react-router';
import { queryClient } from '../../app/query-client';
import { storeFilterQueryOptions } from '../../features/stores/api/store-queries';
import { StoreSearchScreen } from '../../features/stores/components/store-search-screen';

/** The filters' choices come before the first render: arriving later they pushed the filters
 *  below them down (CLS 0.09 on a phone, issue 13 §2). A failed call leaves them to useQuery. */
export async function loader({ request }: LoaderFunctionArgs) {
  const province = new URL(request.url).searchParams.get('province') || undefined;
  await queryClient
    .ensureQueryData(storeFilterQueryOptions('repair', province))
    .catch(() => undefined);
  return null;
}

export function Component() {
  return <StoreSearchScreen mode="repair" />;
}
