import { staffSession, type StaffSignInRequest } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { staffMeQuery } from './get-staff-me';

export const STAFF_SIGN_IN_PATH = '/ops/auth/login';

/**
 * POST /ops/auth/login. The session is the HttpOnly `portal_staff` cookie; the token in the
 * answer is not kept. The member becomes the console's signed-in member at once.
 */
export function useStaffSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: StaffSignInRequest) =>
      api.post(STAFF_SIGN_IN_PATH, body, staffSession, { ignoreSessionEnd: true }),
    onSuccess: ({ staff }) => {
      queryClient.setQueryData(staffMeQuery.queryKey, staff);
    },
  });
}
