import { channelsResponse } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const CHANNELS_PATH = '/t/tn/apply/channels';

const channels = channelsResponse.shape.data;

/** GET /t/tn/apply/channels: "How did you hear about us?" (with Friend Referral and Other). */
export const channelsQuery = queryOptions({
  queryKey: ['application', 'channels'] as const,
  queryFn: ({ signal }) => api.get(CHANNELS_PATH, channels, { signal }),
  staleTime: Infinity,
});

export function useChannels() {
  return useQuery(channelsQuery);
}
