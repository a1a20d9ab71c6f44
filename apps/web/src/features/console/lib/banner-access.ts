import { OPS_ROUTES, type StaffMember } from '@portal/contracts';

/** The console's banner screen (below the base path: /v2/ops/banners). */
export const BANNERS_ROUTE = OPS_ROUTES.banners;

/** Banners are the OPERATIONS role's (the server lets ADMIN do everything as well). */
export function canManageBanners(member: Pick<StaffMember, 'roles'> | null | undefined): boolean {
  return Boolean(member?.roles.some((role) => role === 'OPERATIONS' || role === 'ADMIN'));
}
