import { staffListResponse } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { opsCall } from './ops-call';

export const STAFF_LIST_PATH = '/ops/staff';

const staffList = staffListResponse.shape.data;

/** GET /ops/staff (ADMIN): every staff member; the list is short, so it is paged on screen. */
export const staffListQuery = queryOptions({
  queryKey: ['ops', 'staff'] as const,
  queryFn: ({ signal, client }) =>
    opsCall(client, () => api.get(STAFF_LIST_PATH, staffList, { signal, ignoreSessionEnd: true })),
});

export function useStaffList() {
  return useQuery(staffListQuery);
}
