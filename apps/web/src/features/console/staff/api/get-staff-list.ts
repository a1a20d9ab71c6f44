import { STAFF_CALLS } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../../lib/api-client';
import { opsCall } from '../../shell/api/ops-call';

/** Every staff member; the list is short, so it is paged on screen. */
export const staffListQuery = queryOptions({
  queryKey: ['ops', 'staff'] as const,
  queryFn: ({ signal, client }) =>
    opsCall(client, () => callApi(STAFF_CALLS.list, { signal, ignoreSessionEnd: true })),
});

export function useStaffList() {
  return useQuery(staffListQuery);
}
