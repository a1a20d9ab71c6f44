import type { AppRoute, SiteConfig } from '@portal/contracts';
import { withCarriedParams } from '../../lib/carried-params';

export type MenuLabel =
  'nav.home' | 'nav.passiveIncome' | 'nav.tesolCertification' | 'nav.shop' | 'nav.learnMore';

type MenuEntry =
  { label: MenuLabel; route: AppRoute } | { label: MenuLabel; external: keyof SiteConfig['links'] };

export type MenuLink =
  | { label: MenuLabel; kind: 'route'; to: string }
  | { label: MenuLabel; kind: 'external'; href: string }
  /** An external link whose address is still loading: its place is kept (no href yet). */
  | { label: MenuLabel; kind: 'pending' };

/** The landing page's top menu (spec section 2), in order. */
export const TOP_MENU: readonly MenuEntry[] = [
  { label: 'nav.home', route: '/home' },
  { label: 'nav.passiveIncome', route: '/refcenter' },
  { label: 'nav.tesolCertification', external: 'tesolCertification' },
  { label: 'nav.shop', external: 'shop' },
  { label: 'nav.learnMore', route: '/learn' },
];

export { withCarriedParams };

/**
 * The links to show: routes only once their screen is built, external links only once the
 * site config has given their address. No link leads nowhere. While the config loads
 * (`configPending`), external entries are placeholders, so the menu does not move when their
 * addresses arrive.
 */
export function visibleMenu(
  isBuilt: (route: AppRoute) => boolean,
  config: SiteConfig | undefined,
  currentSearch: string,
  configPending = false,
): MenuLink[] {
  const links: MenuLink[] = [];
  for (const entry of TOP_MENU) {
    if ('route' in entry) {
      if (isBuilt(entry.route)) {
        links.push({
          label: entry.label,
          kind: 'route',
          to: withCarriedParams(entry.route, currentSearch),
        });
      }
      continue;
    }
    const href = config?.links[entry.external];
    if (href) links.push({ label: entry.label, kind: 'external', href });
    else if (!config && configPending) links.push({ label: entry.label, kind: 'pending' });
  }
  return links;
}
