import { API_PREFIXES, BASE_PATH, OPS_ROUTES } from '@portal/contracts';

/**
 * /robots.txt: crawlers may read the public site under the base path, not the calls or the
 * staff console (a signed-in page shows a crawler nothing but the landing page anyway).
 * Without it, /robots.txt would redirect to the landing page's HTML like any unknown path.
 */
export function robotsTxt(): string {
  const disallowed = [`${BASE_PATH}${OPS_ROUTES.home}/`, ...API_PREFIXES];
  return [
    'User-agent: *',
    `Allow: ${BASE_PATH}/`,
    ...disallowed.map((path) => `Disallow: ${path}`),
    '',
  ].join('\n');
}
