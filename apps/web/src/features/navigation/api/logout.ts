import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { endUserSession } from '../../../lib/auth-store';

/** Logout: the server revokes the token; the session is cleared here whatever it answers. */
export function useLogout() {
  return useMutation({
    mutationFn: () => api.post<{ success: true }>('/api/user/logout', {}, { auth: 'user' }),
    onSettled: () => endUserSession(),
  });
}
