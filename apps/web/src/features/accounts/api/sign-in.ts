import { ACCOUNT_CALLS, type SignInRequest } from '@portal/contracts';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

/** Sign-in; the session arrives as an HttpOnly cookie. */
export function useSignIn() {
  return useMutation({
    mutationFn: (body: SignInRequest) => callApi(ACCOUNT_CALLS.signIn, { body }),
  });
}
