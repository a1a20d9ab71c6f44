import { FIRST_LOAD_ADDRESSES, type LoginCheck } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi, lazyCall } from '../../../lib/api-client';
import { isApiError } from '../../../lib/api-error';

const checkLogin = lazyCall(FIRST_LOAD_ADDRESSES.checkLogin, () =>
  import('./session-schemas').then((m) => m.ACCOUNT_CALLS.checkLogin),
);

/**
 * The login check (spec sections 2 and 4): who is signed in and where they belong. A visitor
 * without a session is `null`, not an error, and is never bounced (`ignoreSessionEnd`): the
 * session lives in an HttpOnly cookie the page cannot read, so asking is the only way to know.
 */
export const sessionQuery = queryOptions({
  queryKey: ['session'] as const,
  queryFn: async ({ signal }): Promise<LoginCheck | null> => {
    try {
      return await callApi(checkLogin, { signal, ignoreSessionEnd: true });
    } catch (error) {
      if (isApiError(error) && error.endsSession) return null;
      throw error;
    }
  },
  staleTime: 30_000,
});

export function useSession() {
  return useQuery(sessionQuery);
}
