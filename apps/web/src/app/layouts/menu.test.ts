import type { AppRoute, SiteConfig } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { visibleMenu, withCarriedParams } from './menu';

const onlyHome = (route: AppRoute) => route === '/home';
const everything = () => true;
const config = {
  links: { tesolCertification: 'https://tesol.example', shop: 'https://shop.example' },
} as unknown as SiteConfig;

describe('withCarriedParams', () => {
  it('carries the referral and poster parameters only', () => {
    expect(withCarriedParams('/home', '?referralCode=12&poster=p1&type=login&rf=9')).toBe(
      '/home?referralCode=12&rf=9&poster=p1',
    );
    expect(withCarriedParams('/learn', '?type=login')).toBe('/learn');
    expect(withCarriedParams('/learn', '')).toBe('/learn');
  });

  it("adds them to a query the link has, keeping the link's own values", () => {
    expect(withCarriedParams('/home?type=register', '?rf=9&poster=p1')).toBe(
      '/home?type=register&rf=9&poster=p1',
    );
    expect(withCarriedParams('/home?rf=1#form', '?rf=9')).toBe('/home?rf=1#form');
  });
});

describe('visibleMenu', () => {
  it('shows routes only once built and external links only once configured', () => {
    expect(visibleMenu(onlyHome, undefined, '')).toEqual([
      { label: 'nav.home', kind: 'route', to: '/home' },
    ]);
  });

  it('keeps the places of external links while the config loads', () => {
    expect(visibleMenu(onlyHome, undefined, '', true)).toEqual([
      { label: 'nav.home', kind: 'route', to: '/home' },
      { label: 'nav.tesolCertification', kind: 'pending' },
      { label: 'nav.shop', kind: 'pending' },
    ]);
  });

  it('keeps the menu order of the spec', () => {
    const labels = visibleMenu(everything, config, '').map((link) => link.label);
    expect(labels).toEqual([
      'nav.home',
      'nav.passiveIncome',
      'nav.tesolCertification',
      'nav.shop',
      'nav.learnMore',
    ]);
  });

  it('points external links at the configured addresses and carries parameters on routes', () => {
    const links = visibleMenu(onlyHome, config, '?rf=3');
    expect(links).toContainEqual({
      label: 'nav.shop',
      kind: 'external',
      href: 'https://shop.example',
    });
    expect(links[0]).toEqual({ label: 'nav.home', kind: 'route', to: '/home?rf=3' });
  });
});
