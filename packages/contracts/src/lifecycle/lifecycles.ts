import { BANNER_LIFECYCLE } from '../content/banner.lifecycle.js';
import { CONTRACT_LIFECYCLE } from '../contract/contract.lifecycle.js';
import { DOCUMENT_LIFECYCLE } from '../contract/document.lifecycle.js';
import { PAY_RUN_LIFECYCLE } from '../pay/pay-run.lifecycle.js';
import { DEMO_BOOKING_LIFECYCLE } from '../scheduling/demo-booking.lifecycle.js';
import { DEMO_RECORDING_LIFECYCLE } from '../scheduling/demo-recording.lifecycle.js';
import type { Lifecycle } from './define-lifecycle.js';

/**
 * Every declared lifecycle: the literal scan and the reachability test read this list, so a
 * new status set is checked the moment it is added here.
 */
export const LIFECYCLES: readonly Lifecycle<string, string>[] = [
  PAY_RUN_LIFECYCLE,
  DEMO_BOOKING_LIFECYCLE,
  DEMO_RECORDING_LIFECYCLE,
  DOCUMENT_LIFECYCLE,
  CONTRACT_LIFECYCLE,
  BANNER_LIFECYCLE,
];
