import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  AddStaffBody,
  CancelStaffInvitationBody,
  ChangeStaffPermissionBody,
  EditStaffBody,
  HandOverOwnerBody,
  StaffListResponse,
} from '@yangdee/contracts/store-staff';
import { api } from '../../../lib/api';

// /seller/staff: spec 7 staff-list, add-staff (an invitation), edit-staff, change-staff-permission;
// cancel-staff-invitation and hand-over-owner (decision 0131).

const staffKey = ['seller', 'staff'] as const;

export const staffListQueryOptions = () =>
  queryOptions({
    queryKey: staffKey,
    queryFn: () => api.get<StaffListResponse>('/api/seller/staff-list', { auth: 'seller' }),
    retry: false,
  });

function useStaffMutation<T>(path: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: T) => api.post<unknown>(path, body, { auth: 'seller' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffKey }),
  });
}

export const useAddStaff = () => useStaffMutation<AddStaffBody>('/api/seller/add-staff');
export const useEditStaff = () => useStaffMutation<EditStaffBody>('/api/seller/edit-staff');
export const useChangeStaffPermission = () =>
  useStaffMutation<ChangeStaffPermissionBody>('/api/seller/change-staff-permission');
export const useCancelInvitation = () =>
  useStaffMutation<CancelStaffInvitationBody>('/api/seller/cancel-staff-invitation');
export const useHandOverOwner = () =>
  useStaffMutation<HandOverOwnerBody>('/api/seller/hand-over-owner');
