import { defineLifecycle } from '../lifecycle/define-lifecycle.js';

/**
 * A staff member's account: invited (by an ADMIN, or the first one by the operator's `npm run
 * staff -- create`), active once they set a password, disabled and enabled again by an ADMIN;
 * enabled without a password yet, it waits as invited.
 */
export const STAFF_ACCOUNT_LIFECYCLE = defineLifecycle(
  'staffAccount',
  ['INVITED', 'ACTIVE', 'DISABLED'],
  {
    invite: { from: [null], to: 'INVITED', by: ['staff', 'operator'] },
    /** The member sets their first password through the invitation's link. */
    setFirstPassword: { from: ['INVITED'], to: 'ACTIVE', by: ['staff'] },
    disable: { from: ['INVITED', 'ACTIVE'], to: 'DISABLED', by: ['staff'] },
    enable: { from: ['DISABLED'], to: 'ACTIVE', by: ['staff'] },
    enableInvited: { from: ['DISABLED'], to: 'INVITED', by: ['staff'] },
  },
);
export const STAFF_ACCOUNT = STAFF_ACCOUNT_LIFECYCLE.status;
export const STAFF_STATUSES = STAFF_ACCOUNT_LIFECYCLE.statuses;
export type StaffStatus = (typeof STAFF_STATUSES)[number];
/** What an ADMIN may switch a member to (`STAFF_CALLS.setStatus`). */
export const STAFF_SWITCH_STATUSES = [
  'ACTIVE',
  'DISABLED',
] as const satisfies readonly StaffStatus[];
export type StaffSwitchStatus = (typeof STAFF_SWITCH_STATUSES)[number];
