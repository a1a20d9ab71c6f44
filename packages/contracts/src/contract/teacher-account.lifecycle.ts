import { defineLifecycle } from '../lifecycle/define-lifecycle.js';

/**
 * A teacher account's state (spec section 8: STATUS_DISABLE): made ACTIVE when the background
 * check activates the applicant, suspended (DISABLED) and restored by OPERATIONS.
 */
export const TEACHER_ACCOUNT_LIFECYCLE = defineLifecycle('teacherAccount', ['ACTIVE', 'DISABLED'], {
  activate: { from: [null], to: 'ACTIVE', by: ['staff'] },
  suspend: { from: ['ACTIVE'], to: 'DISABLED', by: ['staff'] },
  restore: { from: ['DISABLED'], to: 'ACTIVE', by: ['staff'] },
});
export const TEACHER_ACCOUNT = TEACHER_ACCOUNT_LIFECYCLE.status;
/** A teacher account's state, set by OPERATIONS (ACTIVE, or suspended: DISABLED). */
export const ACCOUNT_STATES = TEACHER_ACCOUNT_LIFECYCLE.statuses;
export type AccountState = (typeof ACCOUNT_STATES)[number];
