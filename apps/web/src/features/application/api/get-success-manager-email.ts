import { APPLICATION_CALLS } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

/** The applicant's success manager (or the support address). */
export const successManagerQuery = queryOptions({
  queryKey: ['application', 'successManager'] as const,
  queryFn: ({ signal }) => callApi(APPLICATION_CALLS.getSuccessManagerEmail, { signal }),
  staleTime: 5 * 60_000,
});

export function useSuccessManagerEmail(enabled = true) {
  return useQuery({ ...successManagerQuery, enabled });
}
