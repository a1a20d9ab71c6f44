import {
  STAFF_AUTH_CALLS,
  type TwoFactorConfirmRequest,
  type TwoFactorDisableRequest,
} from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../../lib/api-client';
import { opsCall } from '../../shell/api/ops-call';
import { staffMeQuery } from '../../shell/api/get-staff-me';

/** A new secret and its QR code (decision 029). */
export function useTwoFactorSetup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      opsCall(queryClient, () =>
        callApi(STAFF_AUTH_CALLS.twoFactorSetup, { ignoreSessionEnd: true }),
      ),
  });
}

/** On with the first code; the recovery codes, once. */
export function useTwoFactorConfirm() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TwoFactorConfirmRequest) =>
      opsCall(queryClient, () =>
        callApi(STAFF_AUTH_CALLS.twoFactorConfirm, { body, ignoreSessionEnd: true }),
      ),
  });
}

/** Off again, for roles that may go without. */
export function useTwoFactorDisable() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TwoFactorDisableRequest) =>
      opsCall(queryClient, () =>
        callApi(STAFF_AUTH_CALLS.twoFactorDisable, { body, ignoreSessionEnd: true }),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffMeQuery.queryKey }),
  });
}
