import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { Car, SuccessResponse } from '@yangdee/contracts/user-profile';
import { api } from '../../../lib/api';

export const carsQueryOptions = () =>
  queryOptions({
    queryKey: ['user', 'cars'],
    queryFn: () => api.get<Car[]>('/api/user/get-car'),
    retry: false,
  });

export function useDeleteCar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.post<SuccessResponse>('/api/user/delete-car', { id }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['user', 'cars'] }),
  });
}
