import { APPLICATION_CALLS } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { useSession } from '../../accounts/public';

/**
 * The saved form (files as fresh 10-minute links). Read again on
 * every visit, so the links shown are new.
 */
export const resumeQuery = queryOptions({
  queryKey: ['application', 'resume'] as const,
  queryFn: ({ signal }) => callApi(APPLICATION_CALLS.getResume, { signal }),
  staleTime: 0,
});

/** Asked only while signed in: after a sign-out the page does not ask again (and fail). */
export function useResume() {
  const { data: session } = useSession();
  return useQuery({ ...resumeQuery, enabled: Boolean(session) });
}
