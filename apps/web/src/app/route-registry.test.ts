import { describe, expect, it } from 'vitest';
import { FALLBACK_ROUTE, isBuilt, isGuardedPath, registeredRoutes } from './route-registry';

// The routes of spec section 2, written out here rather than read from the contracts the
// registry is built from: a route lost, added or guarded by mistake there fails here.
const SPEC_PUBLIC = ['/home', '/refcenter', '/learn', '/privacy', '/reset', '/download'];
const SPEC_GUARDED = [
  '/basic',
  '/activity',
  '/interview',
  '/training',
  '/trial',
  '/contract',
  '/referral/list/new',
  '/referral/list',
  '/booking/schedule',
  '/booking/cancellation',
  '/booking/cancel-history',
  // A project route: spec section 2 implies the fixed-class screen without its path.
  '/booking/fixed',
  '/booking',
  '/homeroom',
  '/evaluate/record',
  '/evaluate',
  '/payslip/list',
  '/payslip/detail/:payslipId',
  '/user',
  '/shop',
];

describe('route registry', () => {
  it('lists exactly the routes of the spec, no more, no fewer', () => {
    expect(
      registeredRoutes()
        .map((r) => r.path)
        .sort(),
    ).toEqual([...SPEC_PUBLIC, ...SPEC_GUARDED].sort());
  });

  it('has a screen for the fallback route, so redirects always land somewhere', () => {
    expect(isBuilt(FALLBACK_ROUTE)).toBe(true);
  });

  it('guards the application steps and the teacher area, never the public pages', () => {
    const guarded = registeredRoutes()
      .filter((r) => r.guarded)
      .map((r) => r.path);
    expect(guarded.sort()).toEqual([...SPEC_GUARDED].sort());
  });

  it('has the reset page, the target of the password e-mail', () => {
    expect(isBuilt('/reset')).toBe(true);
  });

  it('renders every teacher route, but offers only built ones outside the teacher area', () => {
    const teacher = registeredRoutes().filter((r) => r.path === '/shop' || r.path === '/booking');
    expect(teacher.every((r) => r.screen !== null)).toBe(true);
    expect(isBuilt('/booking')).toBe(true);
    expect(isBuilt('/user')).toBe(true);
    expect(isBuilt('/booking/cancellation')).toBe(true);
    expect(isBuilt('/booking/cancel-history')).toBe(true);
    expect(isBuilt('/booking/fixed')).toBe(true);
    expect(isBuilt('/payslip/list')).toBe(true);
    expect(isBuilt('/payslip/detail/:payslipId')).toBe(true);
    // "Coming soon": the header's Referral Center link waits for the referral feature.
    expect(isBuilt('/referral/list')).toBe(false);
    expect(isBuilt('/shop')).toBe(false);
  });

  it('tells the page addresses of guarded routes from the others, parameters and base path included', () => {
    expect(isGuardedPath('/v2/booking')).toBe(true);
    expect(isGuardedPath('/v2/booking/schedule')).toBe(true);
    expect(isGuardedPath('/v2/payslip/detail/42')).toBe(true);
    expect(isGuardedPath('/v2/basic')).toBe(true);
    expect(isGuardedPath('/v2/home')).toBe(false);
    expect(isGuardedPath('/v2/')).toBe(false);
    expect(isGuardedPath('/v2/ops/applicants')).toBe(false);
    // Without the base path it is not the portal's page at all.
    expect(isGuardedPath('/booking')).toBe(false);
  });
});
