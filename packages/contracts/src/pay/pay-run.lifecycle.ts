import { defineLifecycle } from '../lifecycle/define-lifecycle.js';

/**
 * A month's payslip generation (decision 042): FINANCE start it, the job claims and runs it,
 * it ends DONE or FAILED; a FAILED run (or one cut by a restart) is claimed again.
 */
export const PAY_RUN_LIFECYCLE = defineLifecycle('payRun', ['RUNNING', 'DONE', 'FAILED'], {
  start: { from: [null], to: 'RUNNING', by: ['staff'] },
  /** The job takes the run up: a first time, after a restart (RUNNING) or after a failure. */
  claim: { from: ['RUNNING', 'FAILED'], to: 'RUNNING', by: ['clock'] },
  finish: { from: ['RUNNING'], to: 'DONE', by: ['clock'] },
  fail: { from: ['RUNNING'], to: 'FAILED', by: ['clock'] },
});
export const PAY_RUN = PAY_RUN_LIFECYCLE.status;
export const PAY_RUN_STATUSES = PAY_RUN_LIFECYCLE.statuses;
export type PayRunStatus = (typeof PAY_RUN_STATUSES)[number];
