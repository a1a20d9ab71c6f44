import { SYSTEM_CALLS } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { clockSkew } from '../lib/server-clock';

/** The server clock's lead over the device's, read once per page load. */
export const serverClockQuery = queryOptions({
  queryKey: ['server-clock'] as const,
  queryFn: async ({ signal }) => {
    const sentAt = Date.now();
    const serverTime = await callApi(SYSTEM_CALLS.serverTimestamp, { signal });
    return clockSkew(serverTime, sentAt, Date.now());
  },
  staleTime: Infinity,
  retry: false,
});

/** The skew to add to `Date.now()`; 0 until it is known or when it cannot be read. */
export function useClockSkew(): number {
  return useQuery(serverClockQuery).data ?? 0;
}
