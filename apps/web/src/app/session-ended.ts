import type { QueryClient } from '@tanstack/react-query';
import { sessionQuery } from '../features/accounts/api/check-login';
import { errorMessage } from '../lib/api-error';
import { toast } from '../lib/toast';
import { FALLBACK_ROUTE } from './route-registry';

interface Navigator {
  navigate: (to: string, options: { replace: boolean }) => Promise<void>;
}

let ending = false;

/**
 * The server no longer knows the session (TOKEN_NULL, TOKEN_EXPIRED, ...): say so once, go to
 * /home (spec section 2) and drop cached user data, keeping the public site config. Several
 * calls failing together end the session once.
 */
export function createSessionEndedHandler(queryClient: QueryClient, router: Navigator) {
  return (reason: unknown): void => {
    if (ending) return;
    ending = true;
    toast.error(errorMessage(reason));
    void router
      .navigate(FALLBACK_ROUTE, { replace: true })
      .then(() => {
        queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== 'site' });
        // The header and the landing page show the visitor's state at once.
        queryClient.setQueryData(sessionQuery.queryKey, null);
      })
      .finally(() => {
        ending = false;
      });
  };
}
