import { applicationStatusResponse } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useSession } from '../../accounts/public';

export const APPLICATION_STATUS_PATH = '/t/tc/apply/status';

const applicationStatus = applicationStatusResponse.shape.data;

/** GET /t/tc/apply/status: the applicant's stage and status, and how long a review takes. */
export const applicationStatusQuery = queryOptions({
  queryKey: ['application', 'status'] as const,
  queryFn: ({ signal }) => api.get(APPLICATION_STATUS_PATH, applicationStatus, { signal }),
  staleTime: 30_000,
});

/** Asked only while signed in: after a sign-out the page does not ask again (and fail). */
export function useApplicationStatus() {
  const { data: session } = useSession();
  return useQuery({ ...applicationStatusQuery, enabled: Boolean(session) });
}
