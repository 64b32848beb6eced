import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  FavouriteChangeResponse,
  FavouriteContentResponse,
} from '@yangdee/contracts/favourites';
import { api } from '../../../lib/api';

// Favourite toggle of the tyre detail (spec 7 "Favourites (auth)"). Keys live under
// ['favourites'] so /my/favorite's list refreshes with them.

export const favouriteIdsQueryOptions = (token: string | null) =>
  queryOptions({
    queryKey: ['favourites', 'content', token],
    queryFn: () => api.get<FavouriteContentResponse>('/api/favorite/get-content'),
    enabled: token !== null,
    staleTime: 60_000,
  });

export function useToggleFavourite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ productId, isFavourite }: { productId: number; isFavourite: boolean }) =>
      api.post<FavouriteChangeResponse>(
        isFavourite ? '/api/favorite/remove-product' : '/api/favorite/add-product',
        { productId },
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['favourites'] }),
  });
}
