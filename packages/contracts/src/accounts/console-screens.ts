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
  teacher: 'viewTeachers',
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

/**
 * The console's sidebar (decision 063): its areas in the order shown, each with its screens in
 * order. Declared once: the menu's order is this one, and each screen sits in one area only
 * (console-screens.test.ts). A member sees an area only with a screen they may open.
 */
export const OPS_MENU_AREAS = [
  { area: 'overview', screens: ['home'] },
  { area: 'recruitment', screens: ['applicants', 'sessions'] },
  { area: 'teaching', screens: ['teachers', 'classes', 'leave', 'scheduleSettings'] },
  { area: 'pay', screens: ['pay'] },
  { area: 'site', screens: ['banners'] },
  { area: 'administration', screens: ['staff', 'integrationKeys'] },
  { area: 'account', screens: ['twoFactor'] },
] as const satisfies readonly { area: string; screens: readonly OpsScreen[] }[];
export type OpsMenuArea = (typeof OPS_MENU_AREAS)[number]['area'];
export type OpsMenuScreen = (typeof OPS_MENU_AREAS)[number]['screens'][number];

/** The console menu's screens, in the order shown; each shows only to a member who may open it. */
export const OPS_MENU: readonly OpsMenuScreen[] = OPS_MENU_AREAS.flatMap(
  (entry): readonly OpsMenuScreen[] => entry.screens,
);

/** The member's sidebar: the areas with a screen they may open, each with those screens. */
export function menuAreasFor(
  member: { roles: readonly StaffRole[] } | null | undefined,
): { area: OpsMenuArea; screens: OpsMenuScreen[] }[] {
  return OPS_MENU_AREAS.map(({ area, screens }) => ({
    area,
    screens: screens.filter((screen) => mayOpen(member, screen)),
  })).filter((entry) => entry.screens.length > 0);
}
