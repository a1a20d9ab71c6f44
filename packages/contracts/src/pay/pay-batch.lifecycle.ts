import { defineLifecycle } from '../lifecycle/define-lifecycle.js';

/**
 * A payment batch (decision 042): FINANCE open it over a month's payslips sent for payment,
 * then mark it PAID (with each payslip) or CANCELLED (its payslips let go to be batched
 * again); never deleted.
 */
export const PAY_BATCH_LIFECYCLE = defineLifecycle('payBatch', ['OPEN', 'PAID', 'CANCELLED'], {
  open: { from: [null], to: 'OPEN', by: ['staff'] },
  pay: { from: ['OPEN'], to: 'PAID', by: ['staff'] },
  cancel: { from: ['OPEN'], to: 'CANCELLED', by: ['staff'] },
});
export const PAY_BATCH = PAY_BATCH_LIFECYCLE.status;
export const PAY_BATCH_STATUSES = PAY_BATCH_LIFECYCLE.statuses;
export type PayBatchStatus = (typeof PAY_BATCH_STATUSES)[number];
