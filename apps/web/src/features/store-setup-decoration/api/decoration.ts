import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { DecorationResponse, SaveDecorationBody } from '@yangdee/contracts/store-decoration';
import { api } from '../../../lib/api';

// /seller/decoration: spec 7 get-decoration and save-decoration (answers the saved state).

const decorationKey = ['seller', 'decoration'] as const;

export const decorationQueryOptions = () =>
  queryOptions({
    queryKey: decorationKey,
    queryFn: () => api.get<DecorationResponse>('/api/seller/get-decoration', { auth: 'seller' }),
    retry: false,
  });

export function useSaveDecoration() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveDecorationBody) =>
      api.post<DecorationResponse>('/api/seller/save-decoration', body, { auth: 'seller' }),
    onSuccess: (data) => queryClient.setQueryData(decorationKey, data),
  });
}

/** A cropped picture as the base64 data URL the save call takes. */
export function blobToDataUrl(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(blob);
  });
}
