import type { StaffSetPasswordRequest } from '@portal/contracts';
import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client';

export const STAFF_SET_PASSWORD_PATH = '/ops/auth/password';

/** POST /ops/auth/password: the password from an invitation link (once, within 7 days). */
export function useSetStaffPassword() {
  return useMutation({
    mutationFn: (body: StaffSetPasswordRequest) =>
      api.post(STAFF_SET_PASSWORD_PATH, body, z.null(), { ignoreSessionEnd: true }),
  });
}
