import { funnelCounts } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { opsCall } from './ops-call';

export const FUNNEL_COUNTS_PATH = '/ops/dashboard/funnel';

/** GET /ops/dashboard/funnel: applicants per funnel stage, and the total. */
export const funnelCountsQuery = queryOptions({
  queryKey: ['ops', 'funnel'] as const,
  queryFn: ({ signal, client }) =>
    opsCall(client, () =>
      api.get(FUNNEL_COUNTS_PATH, funnelCounts, { signal, ignoreSessionEnd: true }),
    ),
  staleTime: 30_000,
});

export function useFunnelCounts() {
  return useQuery(funnelCountsQuery);
}
