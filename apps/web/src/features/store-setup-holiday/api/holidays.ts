import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  HolidayListResponse,
  RemoveHolidayBody,
  SaveHolidayBody,
} from '@yangdee/contracts/store-holidays';
import { api } from '../../../lib/api';

// /seller/holiday: spec 7 get-holiday, save-holiday, remove-holiday (each answers the list).

const holidaysKey = ['seller', 'holidays'] as const;

export const holidaysQueryOptions = () =>
  queryOptions({
    queryKey: holidaysKey,
    queryFn: () => api.get<HolidayListResponse>('/api/seller/get-holiday', { auth: 'seller' }),
    retry: false,
  });

function useHolidayMutation<T>(path: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: T) => api.post<HolidayListResponse>(path, body, { auth: 'seller' }),
    onSuccess: (data) => queryClient.setQueryData(holidaysKey, data),
  });
}

export const useSaveHoliday = () => useHolidayMutation<SaveHolidayBody>('/api/seller/save-holiday');
export const useRemoveHoliday = () =>
  useHolidayMutation<RemoveHolidayBody>('/api/seller/remove-holiday');
