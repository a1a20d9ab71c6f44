/**
 * The landing page's content calls, loaded while their request travels (`lazyCall`): zod and
 * these schemas stay out of the landing page's first load (bench/budget.json).
 */
export { BANNER_CALLS } from '@portal/contracts';
