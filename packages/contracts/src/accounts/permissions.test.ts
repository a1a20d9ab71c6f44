import { describe, expect, it } from 'vitest';
import {
  mayTake,
  rolesFor,
  STAFF_PERMISSIONS,
  TWO_FACTOR_ROLES,
  twoFactorRequired,
  type StaffAction,
} from './permissions.js';
import { STAFF_ROLES } from './staff.js';

describe('the staff permission map', () => {
  it('lets ADMIN take every action, and nobody take one without a session', () => {
    for (const action of Object.keys(STAFF_PERMISSIONS) as StaffAction[]) {
      expect(mayTake({ roles: ['ADMIN'] }, action)).toBe(true);
      expect(mayTake(null, action)).toBe(false);
      expect(mayTake({ roles: [] }, action)).toBe(false);
    }
  });

  it('gives each action to its roles only', () => {
    expect(mayTake({ roles: ['RECRUITER'] }, 'reviewApplicants')).toBe(true);
    expect(mayTake({ roles: ['FINANCE', 'INTERVIEWER'] }, 'reviewApplicants')).toBe(false);
    // Interviewers read applicants (their sessions, results and trail) but decide no resume.
    expect(mayTake({ roles: ['INTERVIEWER'] }, 'viewApplicants')).toBe(true);
    expect(mayTake({ roles: ['RECRUITER'] }, 'viewApplicants')).toBe(true);
    expect(mayTake({ roles: ['FINANCE', 'OPERATIONS'] }, 'viewApplicants')).toBe(false);
    expect(mayTake({ roles: ['OPERATIONS'] }, 'manageBanners')).toBe(true);
    expect(mayTake({ roles: ['RECRUITER', 'FINANCE'] }, 'manageBanners')).toBe(false);
    expect(mayTake({ roles: ['RECRUITER', 'OPERATIONS'] }, 'manageStaff')).toBe(false);
    expect(mayTake({ roles: ['RECRUITER', 'ADMIN'] }, 'manageStaff')).toBe(true);
    // Leave (decision 041): OPERATIONS read and decide; nobody else but ADMIN.
    expect(rolesFor('viewLeave')).toEqual(['ADMIN', 'OPERATIONS']);
    expect(rolesFor('manageLeave')).toEqual(['ADMIN', 'OPERATIONS']);
    expect(mayTake({ roles: ['FINANCE', 'RECRUITER', 'INTERVIEWER'] }, 'manageLeave')).toBe(false);
  });

  it('names the allowed roles with ADMIN, in the roles’ order', () => {
    expect(rolesFor('manageStaff')).toEqual(['ADMIN']);
    expect(rolesFor('reviewApplicants')).toEqual(['ADMIN', 'RECRUITER']);
    expect(rolesFor('viewApplicants')).toEqual(['ADMIN', 'RECRUITER', 'INTERVIEWER']);
    expect(rolesFor('ownAccount')).toEqual([...STAFF_ROLES]);
    // The overview (decision 026): everybody who works the funnel, not finance.
    expect(rolesFor('viewOverview')).toEqual(['ADMIN', 'RECRUITER', 'INTERVIEWER', 'OPERATIONS']);
  });
});

describe('the second factor (decision 029)', () => {
  it('is required of ADMIN and FINANCE, who see bank details and change permissions', () => {
    expect(TWO_FACTOR_ROLES).toEqual(['ADMIN', 'FINANCE']);
    expect(twoFactorRequired(['ADMIN'])).toBe(true);
    expect(twoFactorRequired(['FINANCE'])).toBe(true);
  });

  it('is required when any one of a member’s roles needs it', () => {
    expect(twoFactorRequired(['RECRUITER', 'FINANCE'])).toBe(true);
    expect(twoFactorRequired(['OPERATIONS', 'ADMIN'])).toBe(true);
  });

  it('is only offered to the other roles, and to a member without roles', () => {
    expect(twoFactorRequired(['RECRUITER', 'INTERVIEWER', 'OPERATIONS'])).toBe(false);
    expect(twoFactorRequired(['RECRUITER'])).toBe(false);
    expect(twoFactorRequired([])).toBe(false);
  });
});
