import { STAFF_CALLS } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../../lib/api-client';
import { opsCall } from '../../shell/api/ops-call';

/** Applicants per funnel stage, and the total. */
export const funnelCountsQuery = queryOptions({
  queryKey: ['ops', 'funnel'] as const,
  queryFn: ({ signal, client }) =>
    opsCall(client, () => callApi(STAFF_CALLS.funnelCounts, { signal, ignoreSessionEnd: true })),
  staleTime: 30_000,
});

export function useFunnelCounts() {
  return useQuery(funnelCountsQuery);
}
