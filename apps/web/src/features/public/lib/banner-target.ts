import { BASE_PATH } from '@portal/contracts';

/** Where a banner click goes: nowhere, one of our routes (the router), or a new window. */
export type BannerTarget =
  { kind: 'none' } | { kind: 'route'; path: string } | { kind: 'external'; href: string };

/**
 * Reads a banner's `redirectUrl` (contracts: '' or a /path or an https address). A path may
 * name the base path too (/v2/learn is /learn). Anything else leads nowhere.
 */
export function bannerTarget(redirectUrl: string): BannerTarget {
  const url = redirectUrl.trim();
  if (url.startsWith('/') && !url.startsWith('//')) {
    const path =
      url === BASE_PATH || url.startsWith(`${BASE_PATH}/`) || url.startsWith(`${BASE_PATH}?`)
        ? url.slice(BASE_PATH.length) || '/'
        : url;
    return { kind: 'route', path: path.startsWith('/') ? path : `/${path}` };
  }
  if (/^https:\/\/\S+$/i.test(url)) return { kind: 'external', href: url };
  return { kind: 'none' };
}
