import { TEACHER_ROUTES } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import teacherLocale from '../../../locales/en/teacher.json';
import { navEntryFor, TEACHER_NAV } from './teacher-nav';

describe('the teacher menu', () => {
  it('lists its entries in order, with their paths and the indented ones', () => {
    expect(TEACHER_NAV).toStrictEqual([
      { key: 'home', route: '/booking' },
      { key: 'schedule', route: '/booking/schedule' },
      { key: 'fixed', route: '/booking/fixed', child: true },
      { key: 'cancellations', route: '/booking/cancellation' },
      { key: 'cancelHistory', route: '/booking/cancel-history', child: true },
      { key: 'homeroom', route: '/homeroom' },
      { key: 'evaluations', route: '/evaluate' },
      { key: 'evaluationRecords', route: '/evaluate/record', child: true },
      { key: 'payslips', route: '/payslip/list' },
      { key: 'referrals', route: '/referral/list' },
      { key: 'newReferrals', route: '/referral/list/new', child: true },
      { key: 'shop', route: '/shop' },
      { key: 'profile', route: '/user' },
    ]);
  });

  it('leads to every teacher route but the payslip detail, once each', () => {
    const routes = TEACHER_NAV.map((entry) => entry.route);
    const expected = Object.values(TEACHER_ROUTES).filter(
      (route) => route !== TEACHER_ROUTES.payslipDetail,
    );
    expect([...routes].sort()).toEqual([...expected].sort());
  });

  it('has a label in teacher.json for every entry', () => {
    const labels: Record<string, string> = teacherLocale.layout.nav;
    for (const { key } of TEACHER_NAV) expect(labels[key], key).toEqual(expect.any(String));
  });
});

describe('navEntryFor', () => {
  it('finds a page’s own entry, ignoring trailing slashes', () => {
    expect(navEntryFor('/booking')?.key).toBe('home');
    expect(navEntryFor('/booking/schedule/')?.key).toBe('schedule');
    expect(navEntryFor('/booking//')?.key).toBe('home');
    expect(navEntryFor('/referral/list/new')?.key).toBe('newReferrals');
    expect(navEntryFor('/referral/list')?.key).toBe('referrals');
  });

  it('puts a payslip’s detail under the payslips', () => {
    expect(navEntryFor('/payslip/detail/42')).toBe(TEACHER_NAV[8]);
    expect(navEntryFor('/payslip/detail/42/')?.key).toBe('payslips');
  });

  it('knows no entry for a page outside the teacher area', () => {
    expect(navEntryFor('/')).toBeUndefined();
    expect(navEntryFor('/basic')).toBeUndefined();
    expect(navEntryFor('/booking/elsewhere')).toBeUndefined();
    expect(navEntryFor('/payslip/detail')).toBeUndefined();
  });
});
