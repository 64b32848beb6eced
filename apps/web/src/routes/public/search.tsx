import { SearchPage } from '../../features/catalog/components/search-page';

/** /search?k=&t= (spec 2.1): the global search with its three tabs. */
export function Component() {
  return <SearchPage />;
}
