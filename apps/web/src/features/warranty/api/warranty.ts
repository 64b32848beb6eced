import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  AcceptClaimBody,
  AnswerClaimBody,
  ClaimAnswer,
  ClaimList,
  ClaimReport,
  FileClaimBody,
  MyWarrantyList,
  WarrantyClaim,
  WarrantyRegistration,
} from '@yangdee/contracts/warranty';
import { api } from '../../../lib/api';

// The shopper's warranty and claims, and the shop's claim screens (issue 36, decision 0161).

export const myWarrantyQueryOptions = () =>
  queryOptions({
    queryKey: ['my', 'warranty'],
    queryFn: () => api.get<MyWarrantyList>('/api/user/my-warranty'),
  });

export const myRegistrationQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['my', 'warranty', 'registration', id],
    queryFn: () =>
      api.get<{ registration: WarrantyRegistration }>(
        `/api/user/my-warranty/${encodeURIComponent(id)}`,
      ),
  });

export const myClaimQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['my', 'warranty', 'claim', id],
    queryFn: () =>
      api.get<{ claim: WarrantyClaim }>(`/api/user/warranty-claim/${encodeURIComponent(id)}`),
  });

export function useFileClaim() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: FileClaimBody) => api.post<ClaimAnswer>('/api/user/warranty-claim', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['my', 'warranty'] }),
  });
}

export function useAnswerClaim(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AnswerClaimBody) =>
      api.post<ClaimAnswer>(`/api/user/warranty-claim/${id}/answer`, body),
    onSuccess: (data) => {
      queryClient.setQueryData(['my', 'warranty', 'claim', String(id)], { claim: data.claim });
      void queryClient.invalidateQueries({ queryKey: ['my', 'warranty'] });
    },
  });
}

/** A picked file as the data URL the claim calls take (the server checks and re-encodes it). */
export function fileToDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}

// ---- the shop ----

const seller = { auth: 'seller' as const };

export const sellerClaimsQueryOptions = (state: string) =>
  queryOptions({
    queryKey: ['seller', 'warranty-claims', state],
    queryFn: () => api.post<ClaimList>('/api/seller/warranty-claims', { state }, seller),
  });

export const sellerClaimQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['seller', 'warranty-claim', id],
    queryFn: () =>
      api.get<{ claim: WarrantyClaim }>(
        `/api/seller/warranty-claim/${encodeURIComponent(id)}`,
        seller,
      ),
  });

export function useSellerClaimAction(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (
      input:
        | { action: 'ask-info'; body: { text: string } }
        | { action: 'reject'; body: { reason: string } }
        | { action: 'accept'; body: AcceptClaimBody },
    ) =>
      api.post<ClaimAnswer>(`/api/seller/warranty-claim/${id}/${input.action}`, input.body, seller),
    onSuccess: (data) => {
      queryClient.setQueryData(['seller', 'warranty-claim', String(id)], { claim: data.claim });
      void queryClient.invalidateQueries({ queryKey: ['seller', 'warranty-claims'] });
    },
  });
}

export const claimReportQueryOptions = (startDate: string, endDate: string) =>
  queryOptions({
    queryKey: ['seller', 'report', 'warranty-claims', startDate, endDate],
    queryFn: () =>
      api.post<ClaimReport>('/api/seller/report/warranty-claims', { startDate, endDate }, seller),
  });
