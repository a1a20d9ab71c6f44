import { staffMember, type StaffInviteRequest } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { staffListQuery } from './get-staff-list';
import { opsCall } from './ops-call';

export const INVITE_STAFF_PATH = '/ops/staff/invite';

/** POST /ops/staff/invite (ADMIN): adds the member and mails them their set-password link. */
export function useInviteStaff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: StaffInviteRequest) =>
      opsCall(queryClient, () =>
        api.post(INVITE_STAFF_PATH, body, staffMember, { ignoreSessionEnd: true }),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffListQuery.queryKey }),
  });
}
