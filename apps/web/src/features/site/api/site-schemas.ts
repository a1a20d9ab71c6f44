/**
 * The site settings' call, loaded while its request travels (`lazyCall`): every public page
 * asks, and zod stays out of the landing page's first load (bench/budget.json).
 */
export { SYSTEM_CALLS } from '@portal/contracts';
