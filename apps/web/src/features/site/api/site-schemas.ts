/**
 * The schemas of the calls every public page makes, in a module of their own that the calls
 * load while their request travels: zod stays out of the landing page's first load
 * (bench/budget.json). Import them through `api.get(url, () => import('./site-schemas')...)`.
 */
export { siteConfig } from '@portal/contracts';
