import { defineLifecycle } from '../lifecycle/define-lifecycle.js';

/**
 * A carousel banner (spec section 3): made OFF, so nothing half-made reaches the landing page,
 * then switched ON (shown) and OFF by OPERATIONS staff.
 */
export const BANNER_LIFECYCLE = defineLifecycle('banner', ['ON', 'OFF'], {
  create: { from: [null], to: 'OFF', by: ['staff'] },
  switchOn: { from: ['OFF'], to: 'ON', by: ['staff'] },
  switchOff: { from: ['ON'], to: 'OFF', by: ['staff'] },
});
export const BANNER = BANNER_LIFECYCLE.status;
/** ON = shown (spec section 3). */
export const BANNER_STATUSES = BANNER_LIFECYCLE.statuses;
export type BannerStatus = (typeof BANNER_STATUSES)[number];
/** The move that leaves a banner at each status. */
export const BANNER_SWITCH = { ON: 'switchOn', OFF: 'switchOff' } as const satisfies Record<
  BannerStatus,
  string
>;
