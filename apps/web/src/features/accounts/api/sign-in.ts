import { sessionIssued, type SignInRequest } from '@portal/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const SIGN_IN_PATH = '/t/tn/user/foreign/login';

/** POST /t/tn/user/foreign/login; the session arrives as an HttpOnly cookie. */
export function useSignIn() {
  return useMutation({
    mutationFn: (body: SignInRequest) => api.post(SIGN_IN_PATH, body, sessionIssued),
  });
}
