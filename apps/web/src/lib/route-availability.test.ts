import type { AppRoute } from '@portal/contracts';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { RouteAvailability, useRouteAvailability } from './route-availability';

/** Renders whether each route is built, as a feature's menu reads it. */
function Probe({ routes }: { routes: AppRoute[] }) {
  const isBuilt = useRouteAvailability();
  return createElement('p', null, routes.map((route) => `${route}:${isBuilt(route)}`).join(' '));
}

const routes: AppRoute[] = ['/learn', '/download'];

describe('useRouteAvailability', () => {
  it('says nothing is built without the registry', () => {
    expect(renderToStaticMarkup(createElement(Probe, { routes }))).toBe(
      '<p>/learn:false /download:false</p>',
    );
  });

  it('answers as the app’s route registry provides', () => {
    const isBuilt = (route: AppRoute) => route === '/learn';
    const page = createElement(
      RouteAvailability.Provider,
      { value: isBuilt },
      createElement(Probe, { routes }),
    );
    expect(renderToStaticMarkup(page)).toBe('<p>/learn:true /download:false</p>');
  });
});
