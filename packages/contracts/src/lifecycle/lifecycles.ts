import { PAY_BATCH_LIFECYCLE } from '../pay/pay-batch.lifecycle.js';
import { PAY_RUN_LIFECYCLE } from '../pay/pay-run.lifecycle.js';
import { PAYSLIP_LIFECYCLE } from '../pay/payslip.lifecycle.js';
import type { Lifecycle } from './define-lifecycle.js';

/**
 * Every declared lifecycle: the literal scan and the reachability test read this list, so a
 * new status set is checked the moment it is added here.
 */
export const LIFECYCLES: readonly Lifecycle<string, string>[] = [
  PAY_RUN_LIFECYCLE,
  PAYSLIP_LIFECYCLE,
  PAY_BATCH_LIFECYCLE,
];
