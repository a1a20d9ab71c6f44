import { TEACHER_ROUTES } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { navEntryFor, TEACHER_NAV } from './teacher-nav';

describe('the teacher menu', () => {
  it('leads to every teacher route but the payslip detail, once each', () => {
    const routes = TEACHER_NAV.map((entry) => entry.route);
    const expected = Object.values(TEACHER_ROUTES).filter(
      (route) => route !== TEACHER_ROUTES.payslipDetail,
    );
    expect([...routes].sort()).toEqual([...expected].sort());
    expect(new Set(TEACHER_NAV.map((entry) => entry.key)).size).toBe(TEACHER_NAV.length);
  });

  it('starts at home, the page the login check sends a teacher to', () => {
    expect(TEACHER_NAV[0]).toEqual({ key: 'home', route: '/booking' });
  });
});

describe('navEntryFor', () => {
  it('finds a page’s own entry, with or without a trailing slash', () => {
    expect(navEntryFor('/booking')?.key).toBe('home');
    expect(navEntryFor('/booking/schedule/')?.key).toBe('schedule');
    expect(navEntryFor('/booking/fixed')?.key).toBe('fixed');
    expect(navEntryFor('/booking/cancel-history')?.key).toBe('cancelHistory');
    expect(navEntryFor('/referral/list/new')?.key).toBe('newReferrals');
    expect(navEntryFor('/referral/list')?.key).toBe('referrals');
  });

  it('puts a payslip’s detail under the payslips', () => {
    expect(navEntryFor('/payslip/detail/42')?.key).toBe('payslips');
  });

  it('knows no entry for a page outside the teacher area', () => {
    expect(navEntryFor('/basic')).toBeUndefined();
    expect(navEntryFor('/booking/elsewhere')).toBeUndefined();
  });
});
