import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { RequestOtpResponse } from '@yangdee/contracts/auth';
import type {
  ChangeOwnPasswordBody,
  ChangeOwnTelBody,
  LinkSellerLineBody,
  MyAccountResponse,
} from '@yangdee/contracts/seller-credentials';
import type {
  AcceptInvitationBody,
  InvitationView,
  RequestInvitationOtpBody,
} from '@yangdee/contracts/seller-invitations';
import type { SellerSessionResponse } from '@yangdee/contracts/seller-session';
import { api } from '../../../lib/api';

// A person's own account and shops, and invitations to work in a shop (decision 0131).

export const invitationQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ['seller', 'invitation', token],
    queryFn: () => api.post<InvitationView>('/api/seller/invitation', { token }, { auth: 'none' }),
    retry: false,
  });

export function useRequestInvitationOtp() {
  return useMutation({
    mutationFn: (body: RequestInvitationOtpBody) =>
      api.post<RequestOtpResponse>('/api/seller/request-invitation-otp', body, { auth: 'none' }),
  });
}

export function useAcceptInvitation() {
  return useMutation({
    mutationFn: (body: AcceptInvitationBody) =>
      api.post<SellerSessionResponse>('/api/seller/accept-invitation', body, { auth: 'none' }),
  });
}

export const myAccountQueryOptions = () =>
  queryOptions({
    queryKey: ['seller', 'my-account'],
    queryFn: () => api.get<MyAccountResponse>('/api/seller/my-account', { auth: 'seller' }),
    retry: false,
  });

export function useChangeShop() {
  return useMutation({
    mutationFn: (sellerId: number) =>
      api.post<SellerSessionResponse>('/api/seller/change-shop', { sellerId }, { auth: 'seller' }),
  });
}

export function useChangeOwnPassword() {
  return useMutation({
    mutationFn: (body: ChangeOwnPasswordBody) =>
      api.post<{ success: true }>('/api/seller/change-own-password', body, { auth: 'seller' }),
  });
}

export function useChangeOwnTel() {
  return useMutation({
    mutationFn: (body: ChangeOwnTelBody) =>
      api.post<{ success: true }>('/api/seller/change-own-tel', body, { auth: 'seller' }),
  });
}

/** One's own LINE for the shop's pushes (issue 35); the account is fetched again after. */
export function useLinkLine() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: LinkSellerLineBody) =>
      api.post<{ success: true }>('/api/seller/link-line', body, { auth: 'seller' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: myAccountQueryOptions().queryKey }),
  });
}

export function useUnlinkLine() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      api.post<{ success: true }>('/api/seller/unlink-line', undefined, { auth: 'seller' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: myAccountQueryOptions().queryKey }),
  });
}
