import { BASE_PATH } from '@portal/contracts';
import {
  createBrowserRouter,
  replace,
  type LoaderFunctionArgs,
  type RouteObject,
} from 'react-router';
import { consoleRoutes } from './console-routes';
import { MainLayout } from './layouts/MainLayout';
import { PageGuard } from './PageGuard';
import { PageLoader } from './PageLoader';
import { fallbackLocation } from './redirect-target';
import { registeredRoutes } from './route-registry';
import { RouteError } from './RouteError';

// `replace`, not `redirect`: the dead path leaves no history entry, so Back is no trap.
const toFallback = ({ request }: LoaderFunctionArgs) => replace(fallbackLocation(request.url));

/** Redirect routes render nothing: their loader always leaves before a render. */
const Redirecting = () => null;

function screenRoutes(): RouteObject[] {
  return registeredRoutes().map(({ path, screen, guarded }): RouteObject => {
    if (!screen) return { path, loader: toFallback, Component: Redirecting };
    if (!guarded) return { path, lazy: screen };
    // The guard wraps the screen: it decides before the screen's chunk renders.
    return { path, element: <PageGuard route={path} />, children: [{ index: true, lazy: screen }] };
  });
}

export const routes: RouteObject[] = [
  {
    path: '/',
    Component: MainLayout,
    HydrateFallback: PageLoader,
    ErrorBoundary: RouteError,
    children: [
      { index: true, loader: toFallback, Component: Redirecting },
      ...screenRoutes(),
      { path: '*', loader: toFallback, Component: Redirecting },
    ],
  },
  // The staff console: its own layout and lazy chunk; unknown /ops paths fall to '*' above.
  ...consoleRoutes(),
];

export const router = createBrowserRouter(routes, { basename: BASE_PATH });
