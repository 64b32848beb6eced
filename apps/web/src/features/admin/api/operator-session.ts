import { useMutation, useQuery } from '@tanstack/react-query';
import type {
  OperatorLoginBody,
  OperatorLoginResponse,
  OperatorPermission,
} from '@yangdee/contracts/operators';
import { ADMIN_ME_KEY, adminApi, clearOperatorSession, type MeResponse } from './admin-api';

// The signed-in operator (GET /api/admin/me): the console's layout and screens read the role and
// permissions from here, always from the server (a role changed by an owner shows at once).

export function useOperator() {
  return useQuery({
    queryKey: ADMIN_ME_KEY,
    queryFn: ({ signal }) => adminApi.get<MeResponse>('/api/admin/me', { signal }),
    select: (data) => data.operator,
    staleTime: 60_000,
  });
}

/** True when the signed-in operator holds `permission` (false while loading). */
export function useOperatorMay(permission: OperatorPermission): boolean {
  const { data } = useOperator();
  return data?.permissions.includes(permission) ?? false;
}

export function useOperatorLogin() {
  return useMutation({
    mutationFn: (body: OperatorLoginBody) =>
      adminApi.post<OperatorLoginResponse>('/api/admin/login', body),
  });
}

/** Ends the session on the server, forgets the token and goes to the sign-in page. */
export function useOperatorLogout() {
  return useMutation({
    mutationFn: () => adminApi.post<unknown>('/api/admin/logout', {}),
    onSettled: () => {
      clearOperatorSession();
      window.location.assign('/admin/login');
    },
  });
}
