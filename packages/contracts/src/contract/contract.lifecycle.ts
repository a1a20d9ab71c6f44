import { defineLifecycle } from '../lifecycle/define-lifecycle.js';

/**
 * A contract version (decision 038): offered and open (INVITED), signed by the applicant
 * (never changed again), or replaced unsigned when staff offer new terms (VOID).
 */
export const CONTRACT_LIFECYCLE = defineLifecycle('contract', ['INVITED', 'SIGNED', 'VOID'], {
  offer: { from: [null], to: 'INVITED', by: ['staff'] },
  sign: { from: ['INVITED'], to: 'SIGNED', by: ['applicant'] },
  replace: { from: ['INVITED'], to: 'VOID', by: ['staff'] },
});
export const CONTRACT = CONTRACT_LIFECYCLE.status;
export const CONTRACT_STATUSES = CONTRACT_LIFECYCLE.statuses;
export type ContractStatus = (typeof CONTRACT_STATUSES)[number];
