import type { AppRoute } from '@portal/contracts';
import { Navigate, Outlet, useNavigation } from 'react-router';
import { useSession } from '../features/accounts/api/check-login';
import { guardDecision } from '../features/accounts/lib/callback-target';
import { PageLoader } from './PageLoader';
import { isBuilt } from './route-registry';

/**
 * The page guard of spec section 4, as a layout route around one protected screen: it asks
 * the login check; no session (or a failed check) goes to /home, a callback elsewhere that
 * is built goes there, otherwise the screen renders. Only built callbacks redirect, so the
 * guard and the landing page never bounce a user between them.
 */
export function PageGuard({ route }: { route: AppRoute }) {
  const session = useSession();
  const navigation = useNavigation();
  if (session.isPending) return <PageLoader />;
  const decision = guardDecision(session.isError ? null : session.data, route, isBuilt);
  // A navigation under way wins (Sign Out goes to /home?type=login and ends the session on
  // the way): the guard redirects only when the user stays on this page.
  if (decision.kind === 'redirect' && navigation.state !== 'idle') return <PageLoader />;
  if (decision.kind === 'redirect') return <Navigate to={decision.to} replace />;
  return <Outlet />;
}
