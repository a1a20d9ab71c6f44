import { describe, expect, it } from 'vitest';
import { OPS_ROUTES } from '../routes.js';
import {
  mayOpen,
  menuAreasFor,
  OPS_MENU,
  OPS_MENU_AREAS,
  OPS_SCREEN_ACTIONS,
  type OpsScreen,
} from './console-screens.js';
import { STAFF_ROLES, type StaffRole } from './staff.js';

const screens = Object.keys(OPS_ROUTES) as OpsScreen[];
const menuOf = (roles: StaffRole[]) => OPS_MENU.filter((screen) => mayOpen({ roles }, screen));

describe('the console screens and the action each needs', () => {
  it('names every console route, and opens none but the ways in without a session', () => {
    expect(Object.keys(OPS_SCREEN_ACTIONS).sort()).toEqual([...screens].sort());
    const open = screens.filter((screen) => mayOpen(null, screen));
    expect(open.sort()).toEqual(['login', 'setPassword']);
  });

  it('lets ADMIN open every screen, and every role its home and second factor', () => {
    for (const screen of screens) expect(mayOpen({ roles: ['ADMIN'] }, screen)).toBe(true);
    for (const role of STAFF_ROLES) {
      expect(mayOpen({ roles: [role] }, 'home')).toBe(true);
      expect(mayOpen({ roles: [role] }, 'twoFactor')).toBe(true);
    }
  });

  it('shows each role the menu of its work only', () => {
    expect(menuOf(['FINANCE'])).toEqual(['home', 'teachers', 'pay', 'twoFactor']);
    expect(menuOf(['RECRUITER'])).toEqual(['home', 'applicants', 'twoFactor']);
    expect(menuOf(['INTERVIEWER'])).toEqual(['home', 'applicants', 'sessions', 'twoFactor']);
    expect(menuOf(['OPERATIONS'])).toEqual([
      'home',
      'teachers',
      'classes',
      'leave',
      'scheduleSettings',
      'banners',
      'twoFactor',
    ]);
    expect(menuOf(['ADMIN'])).toEqual([...OPS_MENU]);
  });

  it('refuses a screen to a role whose work it is not', () => {
    expect(mayOpen({ roles: ['RECRUITER'] }, 'payslip')).toBe(false);
    expect(mayOpen({ roles: ['FINANCE'] }, 'teacherWeek')).toBe(false);
    expect(mayOpen({ roles: ['OPERATIONS'] }, 'applicant')).toBe(false);
    expect(mayOpen({ roles: ['OPERATIONS'] }, 'staff')).toBe(false);
  });

  it('refuses the teacher page to roles that do not read teachers', () => {
    expect(mayOpen({ roles: ['OPERATIONS'] }, 'teacher')).toBe(true);
    expect(mayOpen({ roles: ['FINANCE'] }, 'teacher')).toBe(true);
    expect(mayOpen({ roles: ['RECRUITER'] }, 'teacher')).toBe(false);
    expect(mayOpen({ roles: ['INTERVIEWER'] }, 'teacher')).toBe(false);
  });
});

describe("the sidebar's areas", () => {
  it("hold every menu entry in exactly one area, in the menu's order", () => {
    const placed = OPS_MENU_AREAS.flatMap(({ area, screens }) =>
      screens.map((screen) => ({ area, screen })),
    );
    for (const screen of OPS_MENU)
      expect(placed.filter((entry) => entry.screen === screen)).toHaveLength(1);
    expect(placed.map((entry) => entry.screen)).toEqual([...OPS_MENU]);
    expect(new Set(OPS_MENU_AREAS.map((entry) => entry.area)).size).toBe(OPS_MENU_AREAS.length);
    expect(OPS_MENU_AREAS.every((entry) => entry.screens.length > 0)).toBe(true);
  });

  it('list only screens with a page of their own, never a detail page or a way in', () => {
    const details: OpsScreen[] = ['applicant', 'session', 'recording', 'teacher', 'payslip'];
    for (const screen of [...details, 'login', 'setPassword'] as OpsScreen[])
      expect(OPS_MENU).not.toContain(screen);
  });

  it('show each role the areas of its work, and none empty', () => {
    const areasOf = (role: StaffRole) => menuAreasFor({ roles: [role] }).map((entry) => entry.area);
    expect(areasOf('FINANCE')).toEqual(['overview', 'teaching', 'pay', 'account']);
    expect(areasOf('RECRUITER')).toEqual(['overview', 'recruitment', 'account']);
    expect(areasOf('OPERATIONS')).toEqual(['overview', 'teaching', 'site', 'account']);
    expect(menuAreasFor({ roles: ['FINANCE'] })[1]?.screens).toEqual(['teachers']);
    expect(areasOf('ADMIN')).toEqual(OPS_MENU_AREAS.map((entry) => entry.area));
    expect(menuAreasFor(null)).toEqual([]);
  });
});
