import { useNavigate } from 'react-router';
import { toast } from '../../../lib/toast';
import { useSignOut } from '../api/sign-out';

/** Where a sign-out lands (spec section 2 says /home; the sign-in form is the likely next step). */
export const SIGNED_OUT_LOCATION = '/home?type=login';

/** Sign Out from the header or the welcome panel: end the session, then the sign-in form. */
export function useSignOutAndLeave(): { run: () => void; pending: boolean } {
  const signOut = useSignOut();
  const navigate = useNavigate();
  return {
    run: () =>
      signOut.mutate(undefined, {
        // At once, not in a transition: a guarded page sees the way out under way and does
        // not send the signed-out user to /home first (PageGuard).
        onSuccess: () => void navigate(SIGNED_OUT_LOCATION, { flushSync: true }),
        onError: (error) => toast.error(error),
      }),
    pending: signOut.isPending,
  };
}
