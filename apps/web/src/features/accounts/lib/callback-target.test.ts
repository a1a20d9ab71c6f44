import type { AppRoute } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { callbackRoute, guardDecision, landingTarget } from './callback-target';

const nothingBuilt = (route: AppRoute) => route === '/home' || route === '/reset';
const everything = () => true;

describe('callbackRoute', () => {
  it('lowercases and strips base path, origin, query and trailing slash', () => {
    expect(callbackRoute('/Basic')).toBe('/basic');
    expect(callbackRoute('/v2/booking/')).toBe('/booking');
    expect(callbackRoute('https://elsewhere.example/v2/interview?x=1')).toBe('/interview');
    expect(callbackRoute('/referral/list/new')).toBe('/referral/list/new');
  });

  it('refuses anything that is not one of our routes', () => {
    expect(callbackRoute('/nope')).toBeNull();
    expect(callbackRoute('')).toBeNull();
    expect(callbackRoute('/v2')).toBeNull();
  });
});

describe('landingTarget', () => {
  it('goes to a built callback', () => {
    expect(landingTarget('/BASIC', '/home', everything)).toBe('/basic');
  });

  it('stays while the callback screen is not built: no redirect, so no loop via /home', () => {
    expect(landingTarget('/basic', '/home', nothingBuilt)).toBeNull();
  });

  it('stays when already there, or for an unknown callback', () => {
    expect(landingTarget('/basic', '/basic', everything)).toBeNull();
    expect(landingTarget('/unknown', '/home', everything)).toBeNull();
  });
});

describe('guardDecision', () => {
  it('sends a visitor without a session to /home', () => {
    expect(guardDecision(null, '/basic', everything)).toEqual({ kind: 'redirect', to: '/home' });
  });

  it('sends an applicant to their own step when it is built', () => {
    expect(guardDecision({ callback: '/interview' }, '/basic', everything)).toEqual({
      kind: 'redirect',
      to: '/interview',
    });
  });

  it('lets them stay when the callback is this page or not built yet', () => {
    expect(guardDecision({ callback: '/basic' }, '/basic', everything)).toEqual({ kind: 'allow' });
    expect(guardDecision({ callback: '/interview' }, '/basic', nothingBuilt)).toEqual({
      kind: 'allow',
    });
  });

  it('lets an activated teacher move within the teacher area, not into the funnel', () => {
    expect(guardDecision({ callback: '/booking' }, '/payslip/list', everything)).toEqual({
      kind: 'allow',
    });
    expect(guardDecision({ callback: '/booking' }, '/basic', everything)).toEqual({
      kind: 'redirect',
      to: '/booking',
    });
  });
});
