import { successManagerEmailResponse } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const SUCCESS_MANAGER_PATH = '/t/tc/user/get/trId/email';

const email = successManagerEmailResponse.shape.data;

/** GET /t/tc/user/get/trId/email: the applicant's success manager (or the support address). */
export const successManagerQuery = queryOptions({
  queryKey: ['application', 'successManager'] as const,
  queryFn: ({ signal }) => api.get(SUCCESS_MANAGER_PATH, email, { signal }),
  staleTime: 5 * 60_000,
});

export function useSuccessManagerEmail(enabled = true) {
  return useQuery({ ...successManagerQuery, enabled });
}
