import type { LoaderFunctionArgs } from 'react-router';
import { useParams } from 'react-router';
import { queryClient } from '../../app/query-client';
import { searchProductsQueryOptions } from '../../features/catalog/api/search-products';
import { ListingScreen } from '../../features/catalog/components/listing-screen';
import { criteriaFromQuery } from '../../features/catalog/lib/listing-query';
import { Component as NotFound } from './not-found';

export function loader({ request, params }: LoaderFunctionArgs) {
  const criteria = criteriaFromQuery(new URL(request.url).searchParams, params.brand);
  void queryClient.prefetchQuery(searchProductsQueryOptions(criteria));
  return null;
}

/** /brand/:brand: the listing with the brand from the path; an unknown brand is not found. */
export function Component() {
  const { brand = '' } = useParams();
  return <ListingScreen variant="brand" pathBrand={brand} notFound={<NotFound />} />;
}
