import { OPS_ROUTES } from '@portal/contracts';
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { loadTexts, type LaterNamespace } from '../lib/i18n';
import { PageLoader } from './PageLoader';
import { RouteError } from './RouteError';

/**
 * The console's areas, one lazy chunk each: visitors and teachers never download the back
 * office, and a member opening the applicants does not download the banners' upload code.
 */
const AREAS = {
  access: () => import('../features/console/screens/access'),
  home: () => import('../features/console/screens/home'),
  staff: () => import('../features/console/screens/staff'),
  applicants: () => import('../features/console/screens/applicants'),
  banners: () => import('../features/console/screens/banners'),
  sessions: () => import('../features/console/screens/sessions'),
  teachers: () => import('../features/console/screens/teachers'),
  classes: () => import('../features/console/screens/classes'),
  pay: () => import('../features/console/screens/pay'),
};
type Areas = typeof AREAS;

/** The console's texts; the applicants' resume view also reads the application's field labels. */
const AREA_TEXTS: Record<keyof Areas, LaterNamespace[]> = {
  access: ['console'],
  home: ['console'],
  staff: ['console'],
  applicants: ['console', 'application', 'documents', 'contract'],
  banners: ['console'],
  sessions: ['console'],
  // The teachers' pages read the teacher area's texts (bank field names) and, for their leave
  // (the appeals, the policy, a teacher's cancellations), the leave screens' (decision 041).
  teachers: ['console', 'teacher', 'leave'],
  classes: ['console'],
  // The pay pages name groups, items, finish types as the teacher's payslips do.
  pay: ['console', 'payslips'],
};
type ScreenOf<A extends keyof Areas> = keyof Awaited<ReturnType<Areas[A]>>;

/** One screen of an area's chunk, with the area's texts. */
const screen =
  <A extends keyof Areas>(area: A, name: ScreenOf<A>) =>
  async (): Promise<{ Component: ComponentType }> => {
    const [screens] = await Promise.all([AREAS[area](), loadTexts(...AREA_TEXTS[area])]);
    return { Component: (screens as Record<ScreenOf<A>, ComponentType>)[name] };
  };

/**
 * The staff console under /v2/ops (contracts' OPS_ROUTES), beside the public routes, with
 * its own layout. Paths that are not listed here (/ops/nope) fall to the public '*' rule.
 */
export function consoleRoutes(): RouteObject[] {
  return [
    {
      path: OPS_ROUTES.home,
      lazy: screen('access', 'ConsoleLayout'),
      HydrateFallback: PageLoader,
      ErrorBoundary: RouteError,
      children: [
        { path: OPS_ROUTES.login, lazy: screen('access', 'StaffSignInPage') },
        { path: OPS_ROUTES.setPassword, lazy: screen('access', 'SetPasswordPage') },
        {
          lazy: screen('access', 'RequireStaff'),
          children: [
            { index: true, lazy: screen('home', 'ConsoleHomePage') },
            { path: OPS_ROUTES.staff, lazy: screen('staff', 'StaffPage') },
            { path: OPS_ROUTES.twoFactor, lazy: screen('access', 'TwoFactorPage') },
            { path: OPS_ROUTES.applicants, lazy: screen('applicants', 'ApplicantsPage') },
            { path: OPS_ROUTES.applicant, lazy: screen('applicants', 'ApplicantPage') },
            { path: OPS_ROUTES.banners, lazy: screen('banners', 'BannersPage') },
            { path: OPS_ROUTES.sessions, lazy: screen('sessions', 'SessionsPage') },
            { path: OPS_ROUTES.session, lazy: screen('sessions', 'SessionPage') },
            { path: OPS_ROUTES.recording, lazy: screen('sessions', 'RecordingPage') },
            { path: OPS_ROUTES.teachers, lazy: screen('teachers', 'TeachersPage') },
            { path: OPS_ROUTES.teacherWeek, lazy: screen('classes', 'TeacherWeekPage') },
            { path: OPS_ROUTES.teacherLeave, lazy: screen('teachers', 'TeacherLeavePage') },
            { path: OPS_ROUTES.leave, lazy: screen('teachers', 'LeavePage') },
            { path: OPS_ROUTES.classes, lazy: screen('classes', 'ClassesPage') },
            { path: OPS_ROUTES.scheduleSettings, lazy: screen('classes', 'ScheduleSettingsPage') },
            { path: OPS_ROUTES.integrationKeys, lazy: screen('classes', 'IntegrationKeysPage') },
            { path: OPS_ROUTES.pay, lazy: screen('pay', 'PayPage') },
            { path: OPS_ROUTES.payslip, lazy: screen('pay', 'OpsPayslipPage') },
            { path: OPS_ROUTES.payRules, lazy: screen('pay', 'PayRulesPage') },
          ],
        },
      ],
    },
  ];
}
