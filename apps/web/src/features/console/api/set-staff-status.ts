import { staffMember } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { staffListQuery } from './get-staff-list';
import { opsCall } from './ops-call';

export interface StaffStatusChange {
  staffId: number;
  status: 'ACTIVE' | 'DISABLED';
}

/** POST /ops/staff/:staffId/status (ADMIN): disabling ends the member's sessions at once. */
export function useSetStaffStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ staffId, status }: StaffStatusChange) =>
      opsCall(queryClient, () =>
        api.post(`/ops/staff/${staffId}/status`, { status }, staffMember, {
          ignoreSessionEnd: true,
        }),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffListQuery.queryKey }),
  });
}
