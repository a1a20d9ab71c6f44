import type { QueryClient } from '@tanstack/react-query';
import { isApiError } from '../../../../lib/api-error';

/** The console's session query key (STAFF_AUTH_CALLS.me). */
export const STAFF_ME_KEY = ['ops', 'me'] as const;

/**
 * Every console call runs through here with `ignoreSessionEnd`: the public site's handler
 * would send a staff member to /home. When the staff session has ended (signed out
 * elsewhere, disabled, expired) the console forgets its member, and the guard (RequireStaff)
 * takes them to the console's own sign-in page. The failure still reaches the caller.
 */
export async function opsCall<T>(client: QueryClient, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (isApiError(error) && error.endsSession) client.setQueryData(STAFF_ME_KEY, null);
    throw error;
  }
}
