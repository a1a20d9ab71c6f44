import { CARRIED_QUERY_PARAMS } from '@portal/contracts';

/**
 * `to` plus whichever carried parameters (spec section 2: referralCode, rf, poster) the
 * current query string holds. A parameter `to` names itself is kept as `to` gives it.
 */
export function withCarriedParams(to: string, currentSearch: string): string {
  const current = new URLSearchParams(currentSearch);
  const hashAt = to.indexOf('#');
  const hash = hashAt >= 0 ? to.slice(hashAt) : '';
  const withoutHash = hashAt >= 0 ? to.slice(0, hashAt) : to;
  const queryAt = withoutHash.indexOf('?');
  const path = queryAt >= 0 ? withoutHash.slice(0, queryAt) : withoutHash;
  const params = new URLSearchParams(queryAt >= 0 ? withoutHash.slice(queryAt + 1) : '');
  for (const name of CARRIED_QUERY_PARAMS) {
    const value = current.get(name);
    if (value && !params.has(name)) params.set(name, value);
  }
  const query = params.toString();
  return `${path}${query ? `?${query}` : ''}${hash}`;
}
