import { STAFF_AUTH_CALLS, type StaffMember } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../../lib/api-client';
import { isApiError } from '../../../../lib/api-error';
import { STAFF_ME_KEY } from './ops-call';

/** The signed-in staff member, or `null` without a staff session. */
export const staffMeQuery = queryOptions({
  queryKey: STAFF_ME_KEY,
  queryFn: async ({ signal }): Promise<StaffMember | null> => {
    try {
      return await callApi(STAFF_AUTH_CALLS.me, { signal, ignoreSessionEnd: true });
    } catch (error) {
      if (isApiError(error) && error.endsSession) return null;
      throw error;
    }
  },
  staleTime: 60_000,
});

export function useStaffMe() {
  return useQuery(staffMeQuery);
}
