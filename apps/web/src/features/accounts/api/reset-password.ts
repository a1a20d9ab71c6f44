import type { ResetPasswordRequest } from '@portal/contracts';
import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client';

export const RESET_PASSWORD_PATH = '/t/tn/user/reset/password';

/** POST /t/tn/user/reset/password; a used or expired link answers BIZ_TEACHER_VERIFICATION_CODE. */
export function useResetPassword() {
  return useMutation({
    mutationFn: (body: ResetPasswordRequest) => api.post(RESET_PASSWORD_PATH, body, z.null()),
  });
}
