import { useMutation, useQueryClient } from '@tanstack/react-query';
import { FIRST_LOAD_ADDRESSES } from '@portal/contracts';
import { callApi } from '../../../lib/api-client';
import { isApiError } from '../../../lib/api-error';
import { sessionQuery } from './check-login';

/** The answer is `null` and is not read: the address alone (the header's module stays free of zod). */
const signOut = FIRST_LOAD_ADDRESSES.signOut;

/** Queries that hold nobody's data and survive a sign-out. */
const PUBLIC_QUERIES = new Set<unknown>(['site']);

/**
 * Sign-out: the server ends every session of the user and clears the cookie.
 * A session that had already ended counts as signed out. Afterwards the cache keeps no
 * user data: the session reads `null` and every user query is dropped.
 */
export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      try {
        await callApi(signOut, { ignoreSessionEnd: true });
      } catch (error) {
        if (!(isApiError(error) && error.endsSession)) throw error;
      }
    },
    onSuccess: () => {
      queryClient.setQueryData(sessionQuery.queryKey, null);
      queryClient.removeQueries({
        predicate: (query) =>
          !PUBLIC_QUERIES.has(query.queryKey[0]) && query.queryKey[0] !== sessionQuery.queryKey[0],
      });
    },
  });
}
