import { APPLICATION_CALLS } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

/** The channel code the applicant signed up with: it presets "heard from" (spec section 5). */
export const channelCodeQuery = queryOptions({
  queryKey: ['application', 'channel-code'] as const,
  queryFn: ({ signal }) => callApi(APPLICATION_CALLS.getChannelCode, { signal }),
  staleTime: Infinity,
});

export function useChannelCode() {
  return useQuery(channelCodeQuery);
}
