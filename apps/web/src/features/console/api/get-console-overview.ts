import { consoleOverview } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { opsCall } from './ops-call';

export const CONSOLE_OVERVIEW_PATH = '/ops/dashboard/overview';

/** GET /ops/dashboard/overview: conversions, median days per step, who waits on staff. */
export const consoleOverviewQuery = queryOptions({
  queryKey: ['ops', 'overview'] as const,
  queryFn: ({ signal, client }) =>
    opsCall(client, () =>
      api.get(CONSOLE_OVERVIEW_PATH, consoleOverview, { signal, ignoreSessionEnd: true }),
    ),
  staleTime: 30_000,
});

export function useConsoleOverview(enabled: boolean) {
  return useQuery({ ...consoleOverviewQuery, enabled });
}
