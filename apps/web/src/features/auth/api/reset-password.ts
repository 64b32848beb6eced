import { queryOptions, useMutation } from '@tanstack/react-query';
import type {
  ResetPasswordDataResponse,
  ResetUserPasswordBody,
  SessionResponse,
} from '@yangdee/contracts/auth';
import { api } from '../../../lib/api';

// Forgotten password: the account the step key stands for, then the new password.

export function resetPasswordDataQueryOptions(key: string) {
  return queryOptions({
    queryKey: ['user', 'reset-password-data', key],
    queryFn: () =>
      api.post<ResetPasswordDataResponse>(
        '/api/user/reset-password-data',
        { key },
        { auth: 'none' },
      ),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}

export function useResetUserPassword() {
  return useMutation({
    mutationFn: (body: ResetUserPasswordBody) =>
      api.post<SessionResponse>('/api/user/reset-user-password', body, { auth: 'none' }),
  });
}
