import { OPS_ROUTES } from '@portal/contracts';
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { loadTexts, type LaterNamespace } from '../lib/i18n';
import { PageLoader } from './PageLoader';
import { RouteError } from './RouteError';

/**
 * The console's areas (features/console/<area>, named like the server module each speaks to),
 * one lazy chunk each: visitors and teachers never download the back office, and a member
 * opening the applicants does not download the banners' upload code. The shell's chunk is the
 * frame and the ways in; the leave pages ride in the teacher's chunk (teacher/teacher-screens.ts).
 */
const AREAS = {
  shell: () => import('../features/console/shell/shell-screens'),
  dashboard: () => import('../features/console/dashboard/dashboard-screens'),
  staff: () => import('../features/console/staff/staff-screens'),
  application: () => import('../features/console/application/application-screens'),
  banners: () => import('../features/console/banners/banners-screens'),
  scheduling: () => import('../features/console/scheduling/scheduling-screens'),
  teacher: () => import('../features/console/teacher/teacher-screens'),
  'class-admin': () => import('../features/console/class-admin/class-admin-screens'),
  pay: () => import('../features/console/pay/pay-screens'),
};
type Areas = typeof AREAS;

/** The console's texts; the applicants' resume view also reads the application's field labels. */
const AREA_TEXTS: Record<keyof Areas, LaterNamespace[]> = {
  shell: ['console'],
  dashboard: ['console'],
  staff: ['console'],
  application: ['console', 'application', 'documents', 'contract'],
  banners: ['console'],
  scheduling: ['console'],
  // The teachers' pages read the teacher area's texts (bank field names) and, for their leave
  // (the appeals, the policy, a teacher's cancellations), the leave screens' (decision 041);
  // a teacher's page names contract versions as step 5 does (decision 063).
  teacher: ['console', 'teacher', 'leave', 'contract'],
  'class-admin': ['console'],
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
      lazy: screen('shell', 'ConsoleLayout'),
      HydrateFallback: PageLoader,
      ErrorBoundary: RouteError,
      children: [
        { path: OPS_ROUTES.login, lazy: screen('shell', 'StaffSignInPage') },
        { path: OPS_ROUTES.setPassword, lazy: screen('shell', 'SetPasswordPage') },
        {
          lazy: screen('shell', 'RequireStaff'),
          children: [
            { index: true, lazy: screen('dashboard', 'ConsoleHomePage') },
            { path: OPS_ROUTES.staff, lazy: screen('staff', 'StaffPage') },
            { path: OPS_ROUTES.twoFactor, lazy: screen('shell', 'TwoFactorPage') },
            { path: OPS_ROUTES.applicants, lazy: screen('application', 'ApplicantsPage') },
            { path: OPS_ROUTES.applicant, lazy: screen('application', 'ApplicantPage') },
            { path: OPS_ROUTES.banners, lazy: screen('banners', 'BannersPage') },
            { path: OPS_ROUTES.sessions, lazy: screen('scheduling', 'SessionsPage') },
            { path: OPS_ROUTES.session, lazy: screen('scheduling', 'SessionPage') },
            { path: OPS_ROUTES.recording, lazy: screen('scheduling', 'RecordingPage') },
            { path: OPS_ROUTES.teachers, lazy: screen('teacher', 'TeachersPage') },
            { path: OPS_ROUTES.teacher, lazy: screen('teacher', 'TeacherPage') },
            { path: OPS_ROUTES.teacherWeek, lazy: screen('class-admin', 'TeacherWeekPage') },
            { path: OPS_ROUTES.teacherLeave, lazy: screen('teacher', 'TeacherLeavePage') },
            { path: OPS_ROUTES.leave, lazy: screen('teacher', 'LeavePage') },
            { path: OPS_ROUTES.classes, lazy: screen('class-admin', 'ClassesPage') },
            {
              path: OPS_ROUTES.scheduleSettings,
              lazy: screen('class-admin', 'ScheduleSettingsPage'),
            },
            {
              path: OPS_ROUTES.integrationKeys,
              lazy: screen('class-admin', 'IntegrationKeysPage'),
            },
            { path: OPS_ROUTES.pay, lazy: screen('pay', 'PayPage') },
            { path: OPS_ROUTES.payslip, lazy: screen('pay', 'OpsPayslipPage') },
            { path: OPS_ROUTES.payRules, lazy: screen('pay', 'PayRulesPage') },
          ],
        },
      ],
    },
  ];
}
