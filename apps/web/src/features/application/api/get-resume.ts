import { savedResumeResponse } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useSession } from '../../accounts/public';

export const RESUME_PATH = '/t/tc/apply/get/resume';

const savedResume = savedResumeResponse.shape.data;

/**
 * GET /t/tc/apply/get/resume: the saved form (files as fresh 10-minute links). Read again on
 * every visit, so the links shown are new.
 */
export const resumeQuery = queryOptions({
  queryKey: ['application', 'resume'] as const,
  queryFn: ({ signal }) => api.get(RESUME_PATH, savedResume, { signal }),
  staleTime: 0,
});

/** Asked only while signed in: after a sign-out the page does not ask again (and fail). */
export function useResume() {
  const { data: session } = useSession();
  return useQuery({ ...resumeQuery, enabled: Boolean(session) });
}
