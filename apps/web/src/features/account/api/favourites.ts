import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProductCardPage } from '@yangdee/contracts/catalog';
import { api } from '../../../lib/api';

// Favourites list of /my/favorite (the calls are [3/6]'s favourites module).

export const favouritesQueryOptions = (page: number) =>
  queryOptions({
    queryKey: ['favourites', 'list', page],
    queryFn: () => api.post<ProductCardPage>('/api/favorite/get-product', { page, pageSize: 12 }),
    placeholderData: keepPreviousData,
  });

export function useRemoveFavourite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (productId: number) => api.post('/api/favorite/remove-product', { productId }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['favourites'] }),
  });
}
