import { REGISTER_REDIRECT_DELAY_MS } from '@portal/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import { sessionQuery } from '../api/check-login';

/**
 * After a sign-up or sign-in: the form shows its success state for REGISTER_REDIRECT_DELAY_MS
 * (200 ms, spec section 4), then the session is asked again. The landing page (HomeScreen)
 * then goes to the callback if its screen is built, or its account corner (AccountEntry) shows
 * the signed-in state: one place decides, so the form and the page never race to two
 * destinations.
 */
export function useAfterSignIn(): () => void {
  const queryClient = useQueryClient();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  return useCallback(() => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      void queryClient.invalidateQueries({ queryKey: sessionQuery.queryKey });
    }, REGISTER_REDIRECT_DELAY_MS);
  }, [queryClient]);
}
