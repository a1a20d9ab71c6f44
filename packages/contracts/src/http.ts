/** Headers and paths both sides must agree on. */

/** Teacher session header (known-api.md); browsers use the HttpOnly cookie instead. */
export const TEACHER_TOKEN_HEADER = 'x-user-token';
/**
 * Every cookie-authenticated change must carry this header (any value). A cross-site form
 * cannot send a custom header, and CORS is closed, so such a change comes from our pages.
 */
export const CSRF_HEADER = 'x-requested-with';
export const CSRF_VALUE = 'portal-web';
/** Query parameters carried across every public link and into registration (spec section 2). */
export const CARRIED_QUERY_PARAMS = ['referralCode', 'rf', 'poster'] as const;
