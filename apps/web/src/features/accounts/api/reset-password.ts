import { ACCOUNT_CALLS, type ResetPasswordRequest } from '@portal/contracts';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

/** A new password from a reset link; a used or expired link answers BIZ_TEACHER_VERIFICATION_CODE. */
export function useResetPassword() {
  return useMutation({
    mutationFn: (body: ResetPasswordRequest) => callApi(ACCOUNT_CALLS.resetPassword, { body }),
  });
}
