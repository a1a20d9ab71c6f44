import { TEACHER_ROUTES, type AppRoute } from '@portal/contracts';

/** The label keys of the teacher menu (teacher.json `layout.nav`). */
export type TeacherNavKey =
  | 'home'
  | 'schedule'
  | 'fixed'
  | 'cancellations'
  | 'cancelHistory'
  | 'homeroom'
  | 'evaluations'
  | 'evaluationRecords'
  | 'payslips'
  | 'referrals'
  | 'newReferrals'
  | 'shop'
  | 'profile';

export interface TeacherNavEntry {
  key: TeacherNavKey;
  route: AppRoute;
  /** An entry under another one: indented in the menu. */
  child?: boolean;
}

/**
 * The teacher menu: every teacher route of spec section 2 in the order a teacher works
 * (the payslip detail is reached from the list, so it has no entry of its own).
 */
export const TEACHER_NAV: readonly TeacherNavEntry[] = [
  { key: 'home', route: TEACHER_ROUTES.booking },
  { key: 'schedule', route: TEACHER_ROUTES.bookingSchedule },
  { key: 'fixed', route: TEACHER_ROUTES.bookingFixed, child: true },
  { key: 'cancellations', route: TEACHER_ROUTES.bookingCancellation },
  { key: 'cancelHistory', route: TEACHER_ROUTES.bookingCancelHistory, child: true },
  { key: 'homeroom', route: TEACHER_ROUTES.homeroom },
  { key: 'evaluations', route: TEACHER_ROUTES.evaluate },
  { key: 'evaluationRecords', route: TEACHER_ROUTES.evaluateRecord, child: true },
  { key: 'payslips', route: TEACHER_ROUTES.payslipList },
  { key: 'referrals', route: TEACHER_ROUTES.referralList },
  { key: 'newReferrals', route: TEACHER_ROUTES.referralListNew, child: true },
  { key: 'shop', route: TEACHER_ROUTES.shop },
  { key: 'profile', route: TEACHER_ROUTES.user },
];

const PAYSLIP_DETAIL = TEACHER_ROUTES.payslipDetail.replace(/:payslipId$/, '');

/**
 * The menu entry a page belongs to: its own, or for a payslip's detail the payslips'. Paths
 * arrive as the router gives them (below the base path; a trailing slash is ignored).
 */
export function navEntryFor(pathname: string): TeacherNavEntry | undefined {
  const path = pathname.replace(/\/+$/, '');
  const own = TEACHER_NAV.find((entry) => entry.route === path);
  if (own) return own;
  if (path.startsWith(PAYSLIP_DETAIL)) return TEACHER_NAV.find((entry) => entry.key === 'payslips');
  return undefined;
}
