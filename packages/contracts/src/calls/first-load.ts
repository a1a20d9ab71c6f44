import type { CallAddress } from './call-address.js';

/**
 * The addresses of the calls a public page makes on its first load: the header's login check
 * and sign-out, the site settings, the landing page's banners, the funnel's visit event.
 * Their calls spread these; the web starts the request from the address and loads the call's
 * schema while it travels (`lazyCall`), so zod stays out of the landing page's first load
 * (bench/budget.json).
 */
export const FIRST_LOAD_ADDRESSES = {
  checkLogin: { method: 'POST', path: '/t/tn/user/check/login' },
  signOut: { method: 'POST', path: '/t/tc/user/logout' },
  siteConfig: { method: 'GET', path: '/t/tn/site/config' },
  bannerList: { method: 'GET', path: '/t/tn/banner/list' },
  funnelEvent: { method: 'POST', path: '/t/tn/funnel/event' },
} as const satisfies Record<string, CallAddress>;
