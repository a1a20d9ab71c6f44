import type { ForgotPasswordRequest } from '@portal/contracts';
import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client';

export const FORGOT_PASSWORD_PATH = '/t/tn/user/forget/password';

/** POST /t/tn/user/forget/password: answers OK for any address (nobody learns who has an account). */
export function useForgotPassword() {
  return useMutation({
    mutationFn: (body: ForgotPasswordRequest) => api.post(FORGOT_PASSWORD_PATH, body, z.null()),
  });
}
