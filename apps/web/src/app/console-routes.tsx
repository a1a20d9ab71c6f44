import { OPS_ROUTES } from '@portal/contracts';
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { APPLICANT_ROUTE, APPLICANTS_ROUTE } from '../features/console/lib/applicant-access';
import { BANNERS_ROUTE } from '../features/console/lib/banner-access';
import type * as ConsoleScreens from '../features/console/console-screens';
import { PageLoader } from './PageLoader';
import { RouteError } from './RouteError';

type ScreenName = keyof typeof ConsoleScreens;

/** One screen of the console chunk (every /ops route imports the same module). */
const screen = (name: ScreenName) => async (): Promise<{ Component: ComponentType }> => {
  const screens = await import('../features/console/console-screens');
  return { Component: screens[name] };
};

/**
 * The staff console under /v2/ops (contracts' OPS_ROUTES), beside the public routes, with
 * its own layout. Paths that are not listed here (/ops/nope) fall to the public '*' rule.
 */
export function consoleRoutes(): RouteObject[] {
  return [
    {
      path: OPS_ROUTES.home,
      lazy: screen('ConsoleLayout'),
      HydrateFallback: PageLoader,
      ErrorBoundary: RouteError,
      children: [
        { path: OPS_ROUTES.login, lazy: screen('StaffSignInPage') },
        { path: OPS_ROUTES.setPassword, lazy: screen('SetPasswordPage') },
        {
          lazy: screen('RequireStaff'),
          children: [
            { index: true, lazy: screen('ConsoleHomePage') },
            { path: OPS_ROUTES.staff, lazy: screen('StaffPage') },
            { path: OPS_ROUTES.twoFactor, lazy: screen('TwoFactorPage') },
            { path: APPLICANTS_ROUTE, lazy: screen('ApplicantsPage') },
            { path: APPLICANT_ROUTE, lazy: screen('ApplicantPage') },
            {
              path: BANNERS_ROUTE,
              // Its own chunk: the banner screen's upload and ordering code.
              lazy: () =>
                import('../features/console/components/BannersPage').then((m) => ({
                  Component: m.BannersPage,
                })),
            },
          ],
        },
      ],
    },
  ];
}
