import { StoreSearchScreen } from '../../features/stores/components/store-search-screen';

export function Component() {
  return <StoreSearchScreen mode="tyre" />;
}
