import { STAFF_CALLS } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../../lib/api-client';
import { opsCall } from '../../shell/api/ops-call';

/** Conversions, median days per step, who waits on staff. */
export const consoleOverviewQuery = queryOptions({
  queryKey: ['ops', 'overview'] as const,
  queryFn: ({ signal, client }) =>
    opsCall(client, () => callApi(STAFF_CALLS.overview, { signal, ignoreSessionEnd: true })),
  staleTime: 30_000,
});

export function useConsoleOverview(enabled: boolean) {
  return useQuery({ ...consoleOverviewQuery, enabled });
}
