import type { LoaderFunctionArgs } from 'react-router';
import { queryClient } from '../../app/query-client';
import { searchProductsQueryOptions } from '../../features/catalog/api/search-products';
import { ListingScreen } from '../../features/catalog/components/listing-screen';
import { criteriaFromQuery } from '../../features/catalog/lib/listing-query';

export function loader({ request }: LoaderFunctionArgs) {
  // Start the search with the route chunk; the screen renders without waiting for it.
  const criteria = criteriaFromQuery(new URL(request.url).searchParams);
  void queryClient.prefetchQuery(searchProductsQueryOptions(criteria));
  return null;
}

export function Component() {
  return <ListingScreen variant="type" />;
}
