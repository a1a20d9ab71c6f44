import { bannerListResponse } from '@portal/contracts';

/**
 * Schemas of the landing page's content calls, loaded while their request travels: zod and
 * these schemas stay out of the landing page's first load (bench/budget.json).
 */
export const bannerList = bannerListResponse.shape.data;
