import { ACCOUNT_CALLS, type ForgotPasswordRequest } from '@portal/contracts';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

/** A reset link by mail; answers OK for any address (nobody learns who has an account). */
export function useForgotPassword() {
  return useMutation({
    mutationFn: (body: ForgotPasswordRequest) =>
      callApi(ACCOUNT_CALLS.requestPasswordReset, { body }),
  });
}
