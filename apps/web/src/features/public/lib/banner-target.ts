import { BASE_PATH, isHttpsAddress, isSameSitePath } from '@portal/contracts';

/** Where a banner click goes: nowhere, one of our routes (the router), or a new window. */
export type BannerTarget =
  { kind: 'none' } | { kind: 'route'; path: string } | { kind: 'external'; href: string };

/**
 * Reads a banner's `redirectUrl` (contracts: '' or a /path or an https address, checked again
 * here with the same rule). A path may name the base path too (/v2/learn is /learn). Anything
 * else leads nowhere.
 */
export function bannerTarget(redirectUrl: string): BannerTarget {
  const url = redirectUrl.trim();
  if (isSameSitePath(url)) {
    const inApp =
      url === BASE_PATH || url.startsWith(`${BASE_PATH}/`) || url.startsWith(`${BASE_PATH}?`)
        ? url.slice(BASE_PATH.length) || '/'
        : url;
    const path = inApp.startsWith('/') ? inApp : `/${inApp}`;
    // Links saved before the server checked them the same way are checked here too.
    return isSameSitePath(path) ? { kind: 'route', path } : { kind: 'none' };
  }
  if (isHttpsAddress(url)) return { kind: 'external', href: url };
  return { kind: 'none' };
}
