import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { userDisplayOf } from '@yangdee/contracts/auth';
import type { Profile, SaveAddressBody, SuccessResponse } from '@yangdee/contracts/user-profile';
import { api } from '../../../lib/api';
import { notifySessionChanged } from '../../../lib/auth-store';
import { STORAGE_KEYS, writeStorage } from '../../../lib/storage';

// /my/profile: one query, one mutation per field (spec 3: each profile field is saved by its own call).

export const profileQueryOptions = () =>
  queryOptions({
    queryKey: ['user', 'profile'],
    queryFn: () => api.get<Profile>('/api/user/get-profile'),
  });

type ProfileCalls = {
  'save-name': { name: string };
  'save-email': { email: string };
  'save-birthdate': { birthDate: string };
  'save-gender': { gender: Profile['gender'] };
  'save-address': SaveAddressBody;
};

export function useSaveProfileField<K extends keyof ProfileCalls>(call: K) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ProfileCalls[K]) => api.post<SuccessResponse>(`/api/user/${call}`, body),
    onSuccess: (_res, body) => {
      // The header's account link shows the display name (spec 2.5): a new name shows at once.
      if ('name' in body) {
        const profile = queryClient.getQueryData<Profile>(['user', 'profile']);
        writeStorage(
          STORAGE_KEYS.userDisplay,
          userDisplayOf({ name: body.name, username: profile?.username ?? null }),
        );
        notifySessionChanged();
      }
      return queryClient.invalidateQueries({ queryKey: ['user', 'profile'] });
    },
  });
}

export function useChangePassword() {
  return useMutation({
    mutationFn: (body: { currentPassword: string; newPassword: string }) =>
      api.post<SuccessResponse>('/api/user/change-password', body),
  });
}
