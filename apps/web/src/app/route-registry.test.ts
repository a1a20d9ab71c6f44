import { ALL_ROUTES } from '@portal/contracts';
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
});
