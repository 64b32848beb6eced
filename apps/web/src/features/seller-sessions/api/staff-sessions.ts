import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  EndStaffSessionBody,
  StaffSessionListResponse,
} from '@yangdee/contracts/seller-sessions';
import { api } from '../../../lib/api';

// The owner's list of its staff's live sessions and "end session" (decision 0132).

const sessionsKey = ['seller', 'staff-sessions'] as const;

export const staffSessionsQueryOptions = () =>
  queryOptions({
    queryKey: sessionsKey,
    queryFn: () =>
      api.get<StaffSessionListResponse>('/api/seller/staff-sessions', { auth: 'seller' }),
    retry: false,
  });

export function useEndStaffSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: EndStaffSessionBody) =>
      api.post<unknown>('/api/seller/end-staff-session', body, { auth: 'seller' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionsKey }),
  });
}
