import { QueryClient } from '@tanstack/react-query';
import { isApiError } from '../lib/api-error';

/**
 * Retry once, and only what may succeed on a second try: a dropped connection or a server
 * fault. A time-out (FAIL) already cost the user 20 s, and 4xx answers will not change.
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= 1 || !isApiError(error)) return false;
  return error.code === 'NETWORK_ERROR' || error.status >= 500;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
