import type { AppRoute } from '@portal/contracts';
import { createContext, useContext } from 'react';

/**
 * Whether a route's screen is built, for menus inside features: the app's route registry
 * provides it (features never import `app/`, which imports them).
 */
export const RouteAvailability = createContext<(route: AppRoute) => boolean>(() => false);

export function useRouteAvailability(): (route: AppRoute) => boolean {
  return useContext(RouteAvailability);
}
