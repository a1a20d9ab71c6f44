import { ALL_ROUTES, BASE_PATH, TEACHER_ROUTES, type AppRoute } from '@portal/contracts';

export type IsBuilt = (route: AppRoute) => boolean;

const HOME: AppRoute = '/home';
const TEACHER_AREA: readonly string[] = Object.values(TEACHER_ROUTES);

/**
 * The server's callback as one of our routes: lowercased (spec section 2), without origin,
 * base path, query or trailing slash. Null for anything that is not a known route, so a
 * callback can never send the browser elsewhere.
 */
export function callbackRoute(callback: string): AppRoute | null {
  let path: string;
  try {
    path = new URL(callback.trim().toLowerCase(), 'http://portal.invalid').pathname;
  } catch {
    return null;
  }
  if (path === BASE_PATH || path.startsWith(`${BASE_PATH}/`)) path = path.slice(BASE_PATH.length);
  if (path.length > 1) path = path.replace(/\/+$/, '');
  return ALL_ROUTES.find((route) => route === path) ?? null;
}

/**
 * Where the landing page (or a finished sign-up or sign-in) sends a signed-in user: their
 * callback, once its screen is built and if they are not on it already. Null means stay:
 * no redirect to a screen that does not exist yet, and so no loop through /home.
 */
export function landingTarget(
  callback: string,
  currentRoute: string,
  isBuilt: IsBuilt,
): AppRoute | null {
  const route = callbackRoute(callback);
  if (!route || route === currentRoute || !isBuilt(route)) return null;
  return route;
}

export type GuardDecision = { kind: 'allow' } | { kind: 'redirect'; to: AppRoute };

/**
 * The page guard of spec section 4 for a protected route: no session goes to /home; a
 * callback elsewhere (and built) wins over the current page. An activated teacher, whose
 * callback is their schedule, moves freely between the teacher-area pages.
 */
export function guardDecision(
  session: { callback: string } | null,
  currentRoute: AppRoute,
  isBuilt: IsBuilt,
): GuardDecision {
  if (!session) return { kind: 'redirect', to: HOME };
  const target = landingTarget(session.callback, currentRoute, isBuilt);
  if (!target) return { kind: 'allow' };
  if (TEACHER_AREA.includes(target) && TEACHER_AREA.includes(currentRoute))
    return { kind: 'allow' };
  return { kind: 'redirect', to: target };
}
