import {
  ALL_ROUTES,
  APPLICATION_ROUTES,
  BASE_PATH,
  TEACHER_ROUTES,
  type AppRoute,
} from '@portal/contracts';
import type { ComponentType } from 'react';
import { matchPath } from 'react-router';

/** What a route's `lazy` resolves to: one screen, loaded as its own chunk. */
export type ScreenLoader = () => Promise<{ Component: ComponentType }>;

/** The teacher area's screens (one chunk); pages not built yet show "coming soon" in its frame. */
const teacherScreens = () => import('../features/teacher/screens');
const comingSoon: ScreenLoader = () =>
  teacherScreens().then((m) => ({ Component: m.ComingSoonScreen }));
/** Cancellations and their history (one chunk), the fixed classes and the payslips (others). */
const leaveScreens = () => import('../features/leave/screens');
const fixedScreens = () => import('../features/fixed/screens');
const payslipScreens = () => import('../features/payslips/screens');

/**
 * Every client route of spec section 2 (contracts' ALL_ROUTES), each with its screen or
 * `null` while the screen is not built. The Record type makes a route missing here a compile
 * error; a `null` route redirects to /home, and the menu hides links to it.
 */
export const ROUTE_SCREENS: Record<AppRoute, ScreenLoader | null> = {
  // Public and general
  '/home': () => import('./screens/HomeScreen').then((m) => ({ Component: m.HomeScreen })),
  '/refcenter': () =>
    import('../features/public/RefCenterPage').then((m) => ({ Component: m.RefCenterPage })),
  '/learn': () => import('../features/public/LearnPage').then((m) => ({ Component: m.LearnPage })),
  '/privacy': () =>
    import('../features/public/PrivacyPage').then((m) => ({ Component: m.PrivacyPage })),
  '/reset': () =>
    import('../features/accounts/components/ResetPasswordPage').then((m) => ({
      Component: m.ResetPasswordPage,
    })),
  '/download': () =>
    import('../features/public/DownloadPage').then((m) => ({ Component: m.DownloadPage })),
  // Application steps
  '/basic': () =>
    import('../features/application/components/BasicScreen').then((m) => ({
      Component: m.BasicScreen,
    })),
  '/activity': null,
  '/interview': () =>
    import('../features/demos/components/DemoScreen').then((m) => ({
      Component: m.DemoScreen,
    })),
  '/training': () =>
    import('../features/demos/components/DemoScreen').then((m) => ({
      Component: m.DemoScreen,
    })),
  '/trial': () =>
    import('../features/demos/components/DemoScreen').then((m) => ({
      Component: m.DemoScreen,
    })),
  '/contract': () =>
    import('../features/contract/components/ContractScreen').then((m) => ({
      Component: m.ContractScreen,
    })),
  // Teacher area
  '/referral/list/new': comingSoon,
  '/referral/list': comingSoon,
  '/booking/schedule': () =>
    import('../features/schedule/components/ScheduleScreen').then((m) => ({
      Component: m.ScheduleScreen,
    })),
  '/booking/cancellation': () => leaveScreens().then((m) => ({ Component: m.CancellationScreen })),
  '/booking/cancel-history': () =>
    leaveScreens().then((m) => ({ Component: m.CancelHistoryScreen })),
  '/booking/fixed': () => fixedScreens().then((m) => ({ Component: m.FixedClassesScreen })),
  '/booking': () =>
    import('../features/schedule/components/TeacherHomeScreen').then((m) => ({
      Component: m.TeacherHomeScreen,
    })),
  '/homeroom': comingSoon,
  '/evaluate/record': comingSoon,
  '/evaluate': comingSoon,
  '/payslip/list': () => payslipScreens().then((m) => ({ Component: m.PayslipListScreen })),
  '/payslip/detail/:payslipId': () =>
    payslipScreens().then((m) => ({ Component: m.PayslipDetailScreen })),
  '/user': () => teacherScreens().then((m) => ({ Component: m.ProfileScreen })),
  '/shop': comingSoon,
};

/**
 * Routes behind the page guard (spec section 4): the application steps and the teacher area.
 * They need a session, and the server's callback decides which of them the user may see.
 */
export const GUARDED_ROUTES: ReadonlySet<AppRoute> = new Set<AppRoute>([
  ...Object.values(APPLICATION_ROUTES),
  ...Object.values(TEACHER_ROUTES),
]);

/** Whether an address of the page (with the base path) is one of the guarded routes. */
export function isGuardedPath(pathname: string): boolean {
  if (!pathname.startsWith(BASE_PATH)) return false;
  const inApp = pathname.slice(BASE_PATH.length) || '/';
  return [...GUARDED_ROUTES].some((path) => matchPath({ path, end: true }, inApp) !== null);
}

export interface RegisteredRoute {
  path: AppRoute;
  screen: ScreenLoader | null;
  guarded: boolean;
}

/** The registry in contracts' order. */
export function registeredRoutes(): RegisteredRoute[] {
  return ALL_ROUTES.map((path) => ({
    path,
    screen: ROUTE_SCREENS[path],
    guarded: GUARDED_ROUTES.has(path),
  }));
}

/**
 * Whether a route's feature is built: links from the site's header, menu and footer lead only
 * to these. A teacher route that says "coming soon" renders, inside the teacher area's own
 * menu, but is not offered elsewhere (an applicant would be sent back to their step).
 */
export function isBuilt(path: AppRoute): boolean {
  const screen = ROUTE_SCREENS[path];
  return screen !== null && screen !== comingSoon;
}

/** Where the root, unknown paths and unbuilt routes go (spec section 2). */
export const FALLBACK_ROUTE: AppRoute = '/home';
