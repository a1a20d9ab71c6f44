import { FALLBACK_ROUTE } from './route-registry';

/**
 * The fallback location for a redirect, keeping the query string: a visitor who followed
 * /v2/?referralCode=123 must still arrive with their referral code (spec section 2 carries
 * referral and poster parameters across the public pages).
 */
export function fallbackLocation(requestUrl: string): string {
  const { search } = new URL(requestUrl);
  return `${FALLBACK_ROUTE}${search}`;
}
