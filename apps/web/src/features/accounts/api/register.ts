import { sessionIssued, type RegisterRequest } from '@portal/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const REGISTER_PATH = '/t/tn/user/register';

/**
 * POST /t/tn/user/register. The session comes back as an HttpOnly cookie; the token values in
 * the answer are ignored: the SPA stores no token anywhere (cookie only).
 */
export function useRegister() {
  return useMutation({
    mutationFn: (body: RegisterRequest) => api.post(REGISTER_PATH, body, sessionIssued),
  });
}
