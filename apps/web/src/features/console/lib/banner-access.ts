import { OPS_ROUTES } from '@portal/contracts';

/** The console's banner screen (below the base path: /v2/ops/banners). */
export const BANNERS_ROUTE = OPS_ROUTES.banners;
