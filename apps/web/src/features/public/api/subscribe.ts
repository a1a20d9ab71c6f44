import { SITE_CALLS } from '@portal/contracts';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

/**
 * The newsletter (spec sections 5 and 8). The server stores an address once; a bad one
 * answers BIZ_PARAM_INVALID with the field's message.
 */
export function useSubscribe() {
  return useMutation({
    mutationFn: (email: string) => callApi(SITE_CALLS.subscribe, { body: { email } }),
  });
}
