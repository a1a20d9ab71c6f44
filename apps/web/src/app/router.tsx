import {
  APPLICATION_ROUTES,
  BASE_PATH,
  PUBLIC_ROUTES,
  TEACHER_ROUTES,
  type AppRoute,
} from '@portal/contracts';
import {
  createBrowserRouter,
  replace,
  type LoaderFunctionArgs,
  type RouteObject,
} from 'react-router';
import { loadTexts, type LaterNamespace } from '../lib/i18n';
import { consoleRoutes } from './console-routes';
import { MainLayout } from './layouts/MainLayout';
import { PageGuard } from './PageGuard';
import { PageLoader } from './PageLoader';
import { fallbackLocation } from './redirect-target';
import {
  FALLBACK_ROUTE,
  registeredRoutes,
  type RegisteredRoute,
  type ScreenLoader,
} from './route-registry';
import { RouteError } from './RouteError';

// `replace`, not `redirect`: the dead path leaves no history entry, so Back is no trap.
const toFallback = ({ request }: LoaderFunctionArgs) => replace(fallbackLocation(request.url));

/** Redirect routes render nothing: their loader always leaves before a render. */
const Redirecting = () => null;

/**
 * The public pages built with plain elements: they render without Mantine (the landing page
 * loads its Mantine parts, the account and newsletter forms, itself). Every other screen
 * renders inside the Mantine layout below.
 */
const PLAIN_SCREENS: ReadonlySet<AppRoute> = new Set<AppRoute>([
  '/home',
  '/refcenter',
  '/learn',
  '/privacy',
  '/download',
]);

/**
 * A pathless layout route: Mantine's provider and stylesheet, and the accounts' texts (the
 * shared form fields), loaded beside the screen's own chunk before it renders.
 */
const withMantine = (children: RouteObject[]): RouteObject => ({
  lazy: async () => {
    const [scope] = await Promise.all([import('./mantine/MantineScope'), loadTexts('accounts')]);
    return { Component: scope.MantineOutlet };
  },
  HydrateFallback: PageLoader,
  children,
});

const PUBLIC_PATHS: ReadonlySet<AppRoute> = new Set<AppRoute>(Object.values(PUBLIC_ROUTES));
const TEACHER_PATHS: ReadonlySet<AppRoute> = new Set<AppRoute>(Object.values(TEACHER_ROUTES));

/**
 * The namespaces a screen reads (lib/i18n.ts): the public pages' own, the reset page's
 * accounts', the funnel's and the teacher area's application texts; the leave, fixed-class
 * and payslip screens add their own.
 */
function namespacesOf(path: AppRoute): LaterNamespace[] {
  if (path === PUBLIC_ROUTES.reset) return ['accounts'];
  if (PUBLIC_PATHS.has(path)) return ['publicSite'];
  if (path === APPLICATION_ROUTES.contract)
    return ['accounts', 'application', 'documents', 'contract'];
  if (path === TEACHER_ROUTES.bookingCancellation || path === TEACHER_ROUTES.bookingCancelHistory)
    return ['accounts', 'application', 'teacher', 'leave'];
  if (path === TEACHER_ROUTES.bookingFixed) return ['accounts', 'application', 'teacher', 'fixed'];
  if (path === TEACHER_ROUTES.payslipList || path === TEACHER_ROUTES.payslipDetail)
    return ['accounts', 'application', 'teacher', 'payslips'];
  if (TEACHER_PATHS.has(path)) return ['accounts', 'application', 'teacher', 'schedule'];
  return ['accounts', 'application'];
}

/**
 * Every screen but the landing page also waits for its area's texts (lib/i18n.ts); the
 * landing page's are in the first load.
 */
const withTexts =
  (screen: ScreenLoader, namespaces: LaterNamespace[]): ScreenLoader =>
  async () =>
    (await Promise.all([screen(), loadTexts(...namespaces)]))[0];

function screenRoute({ path, screen: registered, guarded }: RegisteredRoute): RouteObject {
  if (!registered) return { path, loader: toFallback, Component: Redirecting };
  const screen = path === FALLBACK_ROUTE ? registered : withTexts(registered, namespacesOf(path));
  if (!guarded) return { path, lazy: screen };
  // The guard wraps the screen: it decides before the screen's chunk renders.
  return { path, element: <PageGuard route={path} />, children: [{ index: true, lazy: screen }] };
}

function screenRoutes(): RouteObject[] {
  const routes = registeredRoutes();
  const plain = routes.filter((route) => !route.screen || PLAIN_SCREENS.has(route.path));
  const withinMantine = routes.filter((route) => route.screen && !PLAIN_SCREENS.has(route.path));
  return [...plain.map(screenRoute), withMantine(withinMantine.map(screenRoute))];
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
  { ...withMantine(consoleRoutes()), ErrorBoundary: RouteError },
];

export const router = createBrowserRouter(routes, { basename: BASE_PATH });
