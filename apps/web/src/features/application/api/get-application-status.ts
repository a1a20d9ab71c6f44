import { APPLICATION_CALLS } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { useSession } from '../../accounts/public';

/** The applicant's stage and status, and how long a review takes. */
export const applicationStatusQuery = queryOptions({
  queryKey: ['application', 'status'] as const,
  queryFn: ({ signal }) => callApi(APPLICATION_CALLS.getStatus, { signal }),
  staleTime: 30_000,
});

/** Asked only while signed in: after a sign-out the page does not ask again (and fail). */
export function useApplicationStatus() {
  const { data: session } = useSession();
  return useQuery({ ...applicationStatusQuery, enabled: Boolean(session) });
}
