import {
  recoveryCodes,
  twoFactorSetup,
  type TwoFactorConfirmRequest,
  type TwoFactorDisableRequest,
} from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client';
import { opsCall } from './ops-call';
import { staffMeQuery } from './get-staff-me';

export const TWO_FACTOR_PATHS = {
  setup: '/ops/auth/two-factor/setup',
  confirm: '/ops/auth/two-factor/confirm',
  disable: '/ops/auth/two-factor/disable',
} as const;

/** POST /ops/auth/two-factor/setup: a new secret and its QR code (decision 029). */
export function useTwoFactorSetup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      opsCall(queryClient, () =>
        api.post(TWO_FACTOR_PATHS.setup, undefined, twoFactorSetup, { ignoreSessionEnd: true }),
      ),
  });
}

/** POST /ops/auth/two-factor/confirm: on with the first code; the recovery codes, once. */
export function useTwoFactorConfirm() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TwoFactorConfirmRequest) =>
      opsCall(queryClient, () =>
        api.post(TWO_FACTOR_PATHS.confirm, body, recoveryCodes, { ignoreSessionEnd: true }),
      ),
  });
}

/** POST /ops/auth/two-factor/disable: off again, for roles that may go without. */
export function useTwoFactorDisable() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TwoFactorDisableRequest) =>
      opsCall(queryClient, () =>
        api.post(TWO_FACTOR_PATHS.disable, body, z.null(), { ignoreSessionEnd: true }),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffMeQuery.queryKey }),
  });
}
