import { ACCOUNT_CALLS, type RegisterRequest } from '@portal/contracts';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

/**
 * Registration. The session comes back as an HttpOnly cookie; the token values in the answer
 * are ignored: the SPA stores no token anywhere (cookie only).
 */
export function useRegister() {
  return useMutation({
    mutationFn: (body: RegisterRequest) => callApi(ACCOUNT_CALLS.register, { body }),
  });
}
