import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { PrivacyState, SuccessResponse } from '@yangdee/contracts/user-profile';
import { api } from '../../../lib/api';
import { saveBlob } from '../../../lib/download-file';

export const privacyQueryOptions = () =>
  queryOptions({
    queryKey: ['user', 'privacy'],
    queryFn: () => api.get<PrivacyState>('/api/user/get-privacy'),
  });

export function useSavePrivacy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (isAcceptPrivacy: boolean) =>
      api.post<SuccessResponse>('/api/user/save-privacy', { isAcceptPrivacy }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['user'] }),
  });
}

export function useRequestDeletion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      api.post<{ success: true; message: string; requestedAt: string }>(
        '/api/user/request-deletion',
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['user', 'privacy'] }),
  });
}

/** PDPA right of access: downloads everything we hold about the caller as a JSON file. */
export async function downloadMyData(): Promise<void> {
  const data = await api.get<unknown>('/api/user/export-data');
  const blob = new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' });
  saveBlob(blob, 'yangdee-my-data.json');
}

export function useDownloadMyData() {
  return useMutation({ mutationFn: downloadMyData });
}
