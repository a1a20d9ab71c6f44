/**
 * The login check's call, loaded while the check travels (`lazyCall` in check-login.ts): the
 * header asks on every public page, and zod stays out of the landing page's first load.
 */
export { ACCOUNT_CALLS } from '@portal/contracts';
