import { STAFF_CALLS, type StaffInviteRequest } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../../lib/api-client';
import { staffListQuery } from './get-staff-list';
import { opsCall } from '../../shell/api/ops-call';

/** Adds the member and mails them their set-password link. */
export function useInviteStaff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: StaffInviteRequest) =>
      opsCall(queryClient, () => callApi(STAFF_CALLS.invite, { body, ignoreSessionEnd: true })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffListQuery.queryKey }),
  });
}
