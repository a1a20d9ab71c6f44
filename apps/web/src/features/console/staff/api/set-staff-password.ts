import { STAFF_AUTH_CALLS, type StaffSetPasswordRequest } from '@portal/contracts';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../../lib/api-client';

/** The password from an invitation link (once, within 7 days). */
export function useSetStaffPassword() {
  return useMutation({
    mutationFn: (body: StaffSetPasswordRequest) =>
      callApi(STAFF_AUTH_CALLS.setPassword, { body, ignoreSessionEnd: true }),
  });
}
