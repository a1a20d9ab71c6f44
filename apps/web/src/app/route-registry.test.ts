import { ALL_ROUTES, APPLICATION_ROUTES, PUBLIC_ROUTES, TEACHER_ROUTES } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { FALLBACK_ROUTE, ROUTE_SCREENS, isBuilt, registeredRoutes } from './route-registry';

describe('route registry', () => {
  it('lists exactly the routes of the contracts, no more, no fewer', () => {
    expect(Object.keys(ROUTE_SCREENS).sort()).toEqual([...ALL_ROUTES].sort());
    expect(registeredRoutes().map((r) => r.path)).toEqual([...ALL_ROUTES]);
  });

  it('has a screen for the fallback route, so redirects always land somewhere', () => {
    expect(isBuilt(FALLBACK_ROUTE)).toBe(true);
  });

  it('guards the application steps and the teacher area, never the public pages', () => {
    const guarded = (path: string) => registeredRoutes().find((r) => r.path === path)?.guarded;
    for (const path of [...Object.values(APPLICATION_ROUTES), ...Object.values(TEACHER_ROUTES)])
      expect(guarded(path), path).toBe(true);
    for (const path of Object.values(PUBLIC_ROUTES)) expect(guarded(path), path).toBe(false);
  });

  it('has the reset page, the target of the password e-mail', () => {
    expect(isBuilt('/reset')).toBe(true);
  });
});
