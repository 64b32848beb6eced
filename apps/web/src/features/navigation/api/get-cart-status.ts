import { queryOptions } from '@tanstack/react-query';
import { ApiError, api } from '../../../lib/api';
import { endUserSession } from '../../../lib/auth-store';

export interface CartStatus {
  hasCart: boolean;
}

/** Spec 2.5 and 6: asked only with a customer token; a 401 ends the customer session. */
export async function getCartStatus(): Promise<CartStatus> {
  try {
    return await api.get<CartStatus>('/api/order/get-cart-status', { auth: 'user' });
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) {
      endUserSession();
      return { hasCart: false };
    }
    throw error;
  }
}

export const cartStatusQueryOptions = (token: string | null) =>
  queryOptions({
    queryKey: ['cart', 'status', token],
    queryFn: getCartStatus,
    enabled: token !== null,
  });
