import { queryClient } from '../../../app/query-client';
import { locationKeyOf, readStoredLocation } from '../../../lib/location';
import { storeDetailQueryOptions, storeProductsQueryOptions } from './store-queries';

/**
 * What a shop's page shows first (its card, then its first ten tyres), asked for by the route so
 * it starts with the page's script — and, on the server, so the page is rendered with it
 * (decision 0120). Keys as StoreDetailScreen makes them.
 */
export function prefetchStoreFirstScreen(id: string, focusSellerProductId?: number): void {
  const detail = storeDetailQueryOptions(id, locationKeyOf(readStoredLocation()));
  void queryClient.prefetchQuery(detail).then(() => {
    if (!queryClient.getQueryData(detail.queryKey)) return;
    return queryClient.prefetchQuery(
      storeProductsQueryOptions({ id, page: 1, pageSize: 10, focusSellerProductId }),
    );
  });
}
