import { BASE_PATH } from '@portal/contracts';
import {
  createBrowserRouter,
  replace,
  type LoaderFunctionArgs,
  type RouteObject,
} from 'react-router';
import { MainLayout } from './layouts/MainLayout';
import { PageLoader } from './PageLoader';
import { fallbackLocation } from './redirect-target';
import { registeredRoutes } from './route-registry';
import { RouteError } from './RouteError';

// `replace`, not `redirect`: the dead path leaves no history entry, so Back is no trap.
const toFallback = ({ request }: LoaderFunctionArgs) => replace(fallbackLocation(request.url));

/** Redirect routes render nothing: their loader always leaves before a render. */
const Redirecting = () => null;

function screenRoutes(): RouteObject[] {
  return registeredRoutes().map(({ path, screen }) =>
    screen ? { path, lazy: screen } : { path, loader: toFallback, Component: Redirecting },
  );
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
];

export const router = createBrowserRouter(routes, { basename: BASE_PATH });
