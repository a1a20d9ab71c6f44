import { describe, expect, it } from 'vitest';
import { routePrefix } from './rate-limit-store.js';

describe('the rate-limit store route prefix', () => {
  it('names a route by method and path, so routes keep their own counters', () => {
    expect(routePrefix({ method: 'POST', url: '/t/tn/user/foreign/login' })).toBe(
      'POST /t/tn/user/foreign/login ',
    );
    expect(routePrefix({ method: ['GET', 'HEAD'], url: '/t/tn/captcha' })).toBe(
      'GET,HEAD /t/tn/captcha ',
    );
  });

  it('refuses a limiter without a route, whose calls would all share one counter', () => {
    expect(() => routePrefix({})).toThrow(/routes/);
    expect(() => routePrefix(undefined)).toThrow(/routes/);
  });
});
