import { STAFF_AUTH_CALLS } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../../lib/api-client';
import { isApiError } from '../../../../lib/api-error';
import { STAFF_ME_KEY } from './ops-call';

/** Sign-out; an already ended session counts as signed out. Console data is dropped. */
export function useStaffSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      try {
        await callApi(STAFF_AUTH_CALLS.signOut, { ignoreSessionEnd: true });
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
