import { subscribeResponse } from '@portal/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const SUBSCRIBE_PATH = '/t/tn/user/subscribe';

/**
 * POST /t/tn/user/subscribe: the newsletter (spec sections 5 and 8). The server stores an
 * address once; a bad one answers BIZ_PARAM_INVALID with the field's message.
 */
export function useSubscribe() {
  return useMutation({
    mutationFn: (email: string) =>
      api.post(SUBSCRIBE_PATH, { email }, subscribeResponse.shape.data),
  });
}
