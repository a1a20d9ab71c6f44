import { describe, expect, it } from 'vitest';
import { mayTake, rolesFor, STAFF_PERMISSIONS, type StaffAction } from './permissions.js';
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
    expect(mayTake({ roles: ['OPERATIONS'] }, 'manageBanners')).toBe(true);
    expect(mayTake({ roles: ['RECRUITER', 'FINANCE'] }, 'manageBanners')).toBe(false);
    expect(mayTake({ roles: ['RECRUITER', 'OPERATIONS'] }, 'manageStaff')).toBe(false);
    expect(mayTake({ roles: ['RECRUITER', 'ADMIN'] }, 'manageStaff')).toBe(true);
  });

  it('names the allowed roles with ADMIN, in the roles’ order', () => {
    expect(rolesFor('manageStaff')).toEqual(['ADMIN']);
    expect(rolesFor('reviewApplicants')).toEqual(['ADMIN', 'RECRUITER']);
    expect(rolesFor('ownAccount')).toEqual([...STAFF_ROLES]);
    // The overview (decision 026): everybody who works the funnel, not finance.
    expect(rolesFor('viewOverview')).toEqual(['ADMIN', 'RECRUITER', 'INTERVIEWER', 'OPERATIONS']);
  });
});
