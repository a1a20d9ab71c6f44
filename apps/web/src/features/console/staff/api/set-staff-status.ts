import { STAFF_CALLS, type StaffSwitchStatus } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../../lib/api-client';
import { staffListQuery } from './get-staff-list';
import { opsCall } from '../../shell/api/ops-call';

export interface StaffStatusChange {
  staffId: number;
  status: StaffSwitchStatus;
}

/** Enables or disables a member; disabling ends the member's sessions at once. */
export function useSetStaffStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ staffId, status }: StaffStatusChange) =>
      opsCall(queryClient, () =>
        callApi(STAFF_CALLS.setStatus, {
          params: { staffId },
          body: { status },
          ignoreSessionEnd: true,
        }),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffListQuery.queryKey }),
  });
}
