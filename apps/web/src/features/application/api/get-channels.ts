import { APPLICATION_CALLS } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

/** "How did you hear about us?" (with Friend Referral and Other). */
export const channelsQuery = queryOptions({
  queryKey: ['application', 'channels'] as const,
  queryFn: ({ signal }) => callApi(APPLICATION_CALLS.listChannels, { signal }),
  staleTime: Infinity,
});

export function useChannels() {
  return useQuery(channelsQuery);
}
