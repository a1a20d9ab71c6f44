/**
 * The login check's answer schema, loaded while the check travels (check-login.ts): the
 * header asks on every public page, and zod stays out of the landing page's first load.
 */
export { loginCheck } from '@portal/contracts';
