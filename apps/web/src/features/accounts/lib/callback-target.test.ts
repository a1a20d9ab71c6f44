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

describe('callbackRoute: edges', () => {
  it('trims the callback and drops any number of trailing slashes', () => {
    expect(callbackRoute('  /basic  ')).toBe('/basic');
    expect(callbackRoute('/basic///')).toBe('/basic');
    expect(callbackRoute('/v2/referral/list/')).toBe('/referral/list');
  });

  it('strips the base path only as a whole segment', () => {
    expect(callbackRoute('/v2basic')).toBeNull();
    expect(callbackRoute('/v2/')).toBeNull();
    expect(callbackRoute('/')).toBeNull();
  });

  it('refuses what is not an address at all', () => {
    expect(callbackRoute('http://')).toBeNull();
    expect(callbackRoute('http://[')).toBeNull();
  });
});

describe('guardDecision: the teacher area', () => {
  it('sends a teacher from the funnel or a public page to their schedule', () => {
    expect(guardDecision({ callback: '/booking' }, '/home', everything)).toEqual({
      kind: 'redirect',
      to: '/booking',
    });
  });

  it('sends an applicant out of the teacher area to their step', () => {
    expect(guardDecision({ callback: '/basic' }, '/booking', everything)).toEqual({
      kind: 'redirect',
      to: '/basic',
    });
  });

  it('lets a teacher stay on their schedule', () => {
    expect(guardDecision({ callback: '/booking' }, '/booking', everything)).toEqual({
      kind: 'allow',
    });
  });

  it('lets a visitor with an unknown callback stay', () => {
    expect(guardDecision({ callback: 'https://evil.example' }, '/basic', everything)).toEqual({
      kind: 'allow',
    });
  });
});

describe('landingTarget: the screen being built', () => {
  it('asks about the callback’s own route', () => {
    const asked: AppRoute[] = [];
    const isBuilt = (route: AppRoute) => {
      asked.push(route);
      return true;
    };
    expect(landingTarget('/v2/Interview/', '/home', isBuilt)).toBe('/interview');
    expect(asked).toEqual(['/interview']);
  });
});
