import type { AppRoute, SiteConfig } from '@portal/contracts';

/** The funnel's side menu (spec section 2), in order. */
export type SideMenuId =
  'learnMore' | 'howToPass' | 'contactUs' | 'accelerate' | 'download' | 'referralCenter';

export type SideMenuItem =
  | { id: SideMenuId; kind: 'route'; to: AppRoute }
  | { id: SideMenuId; kind: 'external'; href: string }
  | { id: SideMenuId; kind: 'dialog' };

/**
 * The entries to show: pages only once their screen is built, the How To PASS video once the
 * site config has its address; Contact Us and Accelerate open a dialog here. No dead link.
 */
export function sideMenuItems(
  isBuilt: (route: AppRoute) => boolean,
  config: { links: Pick<SiteConfig['links'], 'howToPassVideo'> } | undefined,
): SideMenuItem[] {
  const items: SideMenuItem[] = [];
  if (isBuilt('/learn')) items.push({ id: 'learnMore', kind: 'route', to: '/learn' });
  const video = config?.links.howToPassVideo;
  if (video) items.push({ id: 'howToPass', kind: 'external', href: video });
  items.push({ id: 'contactUs', kind: 'dialog' }, { id: 'accelerate', kind: 'dialog' });
  if (isBuilt('/download')) items.push({ id: 'download', kind: 'route', to: '/download' });
  if (isBuilt('/referral/list'))
    items.push({ id: 'referralCenter', kind: 'route', to: '/referral/list' });
  return items;
}
