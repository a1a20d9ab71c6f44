import type { OPS_ROUTES } from '../routes.js';
import { mayTake, type StaffAction } from './permissions.js';
import type { StaffRole } from './staff.js';

/** A screen of the staff console, named as in OPS_ROUTES. */
export type OpsScreen = keyof typeof OPS_ROUTES;

/**
 * The action a member must be allowed (STAFF_PERMISSIONS) to open each console screen; null
 * for the ways in, open before signing in. The console's menu shows a link only to a screen
 * its member may open, and each screen checks the same entry, so the two never disagree. The
 * server refuses every call of a screen on its own (each route declares its action).
 */
export const OPS_SCREEN_ACTIONS = {
  login: null,
  setPassword: null,
  home: 'ownAccount',
  twoFactor: 'ownAccount',
  staff: 'manageStaff',
  applicants: 'viewApplicants',
  applicant: 'viewApplicants',
  banners: 'manageBanners',
  sessions: 'takeDemos',
  // A session or recording opened from an applicant's page: the server answers whoever may
  // read it (the member who took it, or one who may judge any), so the screen asks only a
  // signed-in member.
  session: 'ownAccount',
  recording: 'ownAccount',
  teachers: 'viewTeachers',
  teacherWeek: 'viewClasses',
  teacherLeave: 'viewLeave',
  leave: 'viewLeave',
  pay: 'viewPay',
  payslip: 'viewPay',
  payRules: 'viewPay',
  classes: 'viewClasses',
  scheduleSettings: 'viewClasses',
  integrationKeys: 'manageIntegrationKeys',
} as const satisfies Record<OpsScreen, StaffAction | null>;

/** Whether a member (or nobody yet) may open a console screen. */
export function mayOpen(
  member: { roles: readonly StaffRole[] } | null | undefined,
  screen: OpsScreen,
): boolean {
  const action: StaffAction | null = OPS_SCREEN_ACTIONS[screen];
  return action === null || mayTake(member, action);
}

/** The console menu's screens, in the order shown; each shows only to a member who may open it. */
export const OPS_MENU = [
  'home',
  'applicants',
  'sessions',
  'teachers',
  'classes',
  'scheduleSettings',
  'leave',
  'pay',
  'integrationKeys',
  'banners',
  'twoFactor',
  'staff',
] as const satisfies readonly OpsScreen[];
export type OpsMenuScreen = (typeof OPS_MENU)[number];
