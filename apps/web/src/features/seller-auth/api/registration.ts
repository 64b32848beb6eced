import { queryOptions, useMutation } from '@tanstack/react-query';
import type {
  RegisterStoreBody,
  RegistrationStatusResponse,
  SellerRegisterPasswordBody,
  SellerResetPasswordBody,
} from '@yangdee/contracts/seller-registration';
import type { SellerLoginResponse, SellerSessionResponse } from '@yangdee/contracts/seller-session';
import { api } from '../../../lib/api';

// Registration steps after the phone code (spec 7 "Seller"): password, the store form, and where
// the shop stands.

export function useRegisterPassword() {
  return useMutation({
    mutationFn: (body: SellerRegisterPasswordBody) =>
      api.post<SellerLoginResponse>('/api/seller/register-password', body, { auth: 'none' }),
  });
}

export function useResetSellerPassword() {
  return useMutation({
    mutationFn: (body: SellerResetPasswordBody) =>
      api.post<SellerLoginResponse>('/api/seller/reset-password', body, { auth: 'none' }),
  });
}

export function useRegisterStore() {
  return useMutation({
    mutationFn: (body: RegisterStoreBody) =>
      api.post<SellerSessionResponse>('/api/seller/register-store', body, { auth: 'seller' }),
  });
}

export const registrationStatusQueryOptions = () =>
  queryOptions({
    queryKey: ['seller', 'registration-status'],
    queryFn: () =>
      api.get<RegistrationStatusResponse>('/api/seller/check-registration-status', {
        auth: 'seller',
      }),
    retry: false,
  });
