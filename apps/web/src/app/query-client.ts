import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../lib/api';
import { renderScope } from '../lib/render-scope';

function shouldRetry(failureCount: number, error: unknown): boolean {
  // Client errors (bad input, no login, not found) do not get better by asking again.
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 2;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 60_000, retry: shouldRetry, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}

/**
 * On the server every request renders with its own client (decision 0120): route loaders that
 * prefetch into `queryClient` reach the current request's through this stand-in.
 */
function perRequestClient(fallback: QueryClient): QueryClient {
  return new Proxy(fallback, {
    get(target, property) {
      const client = renderScope()?.queryClient ?? target;
      const value = Reflect.get(client, property, client);
      return typeof value === 'function' ? value.bind(client) : value;
    },
  });
}

/** The app's one client, shared by the React tree and the route loaders that prefetch. */
// import.meta.env.SSR is a build-time constant: the browser bundle keeps only its own branch.
export const queryClient = import.meta.env.SSR
  ? perRequestClient(createQueryClient())
  : createQueryClient();
