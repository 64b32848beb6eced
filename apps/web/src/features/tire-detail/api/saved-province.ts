import { queryOptions } from '@tanstack/react-query';
import type { Profile } from '@yangdee/contracts/user-profile';
import { api } from '../../../lib/api';

/**
 * The signed-in shopper's own saved address (GET /api/user/get-profile, the account page's query:
 * same key, one request), for the province the cart will deliver to (decision 0166).
 */
export const savedAddressQueryOptions = (signedIn: boolean) =>
  queryOptions({
    queryKey: ['user', 'profile'],
    queryFn: () => api.get<Profile>('/api/user/get-profile'),
    enabled: signedIn,
    staleTime: 5 * 60_000,
  });
