import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../lib/api';

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

/** The app's one client, shared by the React tree and the route loaders that prefetch. */
export const queryClient = createQueryClient();
