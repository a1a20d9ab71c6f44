import { describe, expect, it } from 'vitest';
import { canManageStaff, statusChangeFor } from './console-access';

describe('canManageStaff', () => {
  it('is for ADMIN only', () => {
    expect(canManageStaff({ roles: ['ADMIN'] })).toBe(true);
    expect(canManageStaff({ roles: ['RECRUITER', 'ADMIN'] })).toBe(true);
    expect(canManageStaff({ roles: ['RECRUITER', 'FINANCE'] })).toBe(false);
    expect(canManageStaff(null)).toBe(false);
  });
});

describe('statusChangeFor', () => {
  it('enables the disabled and disables everybody else, never oneself', () => {
    expect(statusChangeFor({ id: 2, status: 'DISABLED' }, 1)).toBe('ACTIVE');
    expect(statusChangeFor({ id: 2, status: 'ACTIVE' }, 1)).toBe('DISABLED');
    expect(statusChangeFor({ id: 2, status: 'INVITED' }, 1)).toBe('DISABLED');
    expect(statusChangeFor({ id: 1, status: 'ACTIVE' }, 1)).toBeNull();
  });
});
