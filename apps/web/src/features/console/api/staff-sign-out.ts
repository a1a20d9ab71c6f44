import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client';
import { isApiError } from '../../../lib/api-error';
import { STAFF_ME_KEY } from './ops-call';

export const STAFF_SIGN_OUT_PATH = '/ops/auth/logout';

/** POST /ops/auth/logout; an already ended session counts as signed out. Console data is dropped. */
export function useStaffSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      try {
        await api.post(STAFF_SIGN_OUT_PATH, undefined, z.null(), { ignoreSessionEnd: true });
      } catch (error) {
        if (!(isApiError(error) && error.endsSession)) throw error;
      }
    },
    onSuccess: () => {
      queryClient.setQueryData(STAFF_ME_KEY, null);
      queryClient.removeQueries({
        predicate: (query) => query.queryKey[0] === 'ops' && query.queryKey[1] !== STAFF_ME_KEY[1],
      });
    },
  });
}
