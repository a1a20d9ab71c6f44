import { describe, expect, it } from 'vitest';
import { OPS_ROUTES } from '../routes.js';
import { mayOpen, OPS_MENU, OPS_SCREEN_ACTIONS, type OpsScreen } from './console-screens.js';
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
      'scheduleSettings',
      'leave',
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
});
