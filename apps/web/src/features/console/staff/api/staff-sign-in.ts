import { STAFF_AUTH_CALLS, type StaffSignInRequest } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../../lib/api-client';
import { staffMeQuery } from '../../shell/api/get-staff-me';

/**
 * Staff sign-in. The session is the HttpOnly `portal_staff` cookie; the token in the
 * answer is not kept. The member becomes the console's signed-in member at once.
 */
export function useStaffSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: StaffSignInRequest) =>
      callApi(STAFF_AUTH_CALLS.signIn, { body, ignoreSessionEnd: true }),
    onSuccess: ({ staff }) => {
      queryClient.setQueryData(staffMeQuery.queryKey, staff);
    },
  });
}
