import { STAFF_ACCOUNT_LIFECYCLE } from '../accounts/staff-account.lifecycle.js';
import { SLOT_LIFECYCLE } from '../classes/slot.lifecycle.js';
import { BANNER_LIFECYCLE } from '../content/banner.lifecycle.js';
import { CONTRACT_LIFECYCLE } from '../contract/contract.lifecycle.js';
import { DOCUMENT_LIFECYCLE } from '../contract/document.lifecycle.js';
import { TEACHER_ACCOUNT_LIFECYCLE } from '../contract/teacher-account.lifecycle.js';
import { FIXED_PERIOD_LIFECYCLE } from '../fixed/fixed-period.lifecycle.js';
import { FIXED_REQUEST_LIFECYCLE } from '../fixed/fixed-request.lifecycle.js';
import { LEAVE_APPEAL_LIFECYCLE } from '../leave/leave-appeal.lifecycle.js';
import { LEAVE_RECORD_LIFECYCLE } from '../leave/leave-record.lifecycle.js';
import { STUDENT_SIDE_NOTICE_LIFECYCLE } from '../leave/student-side-notice.lifecycle.js';
import { PAY_BATCH_LIFECYCLE } from '../pay/pay-batch.lifecycle.js';
import { PAY_RUN_LIFECYCLE } from '../pay/pay-run.lifecycle.js';
import { PAYSLIP_LIFECYCLE } from '../pay/payslip.lifecycle.js';
import { DEMO_BOOKING_LIFECYCLE } from '../scheduling/demo-booking.lifecycle.js';
import { DEMO_RECORDING_LIFECYCLE } from '../scheduling/demo-recording.lifecycle.js';
import type { Lifecycle } from './define-lifecycle.js';

/**
 * Every declared lifecycle: the literal scan and the reachability test read this list, so a
 * new status set is checked the moment it is added here.
 */
export const LIFECYCLES: readonly Lifecycle<string, string>[] = [
  PAY_RUN_LIFECYCLE,
  SLOT_LIFECYCLE,
  FIXED_PERIOD_LIFECYCLE,
  FIXED_REQUEST_LIFECYCLE,
  LEAVE_RECORD_LIFECYCLE,
  LEAVE_APPEAL_LIFECYCLE,
  STUDENT_SIDE_NOTICE_LIFECYCLE,
  PAYSLIP_LIFECYCLE,
  PAY_BATCH_LIFECYCLE,
  DEMO_BOOKING_LIFECYCLE,
  DEMO_RECORDING_LIFECYCLE,
  DOCUMENT_LIFECYCLE,
  CONTRACT_LIFECYCLE,
  BANNER_LIFECYCLE,
  TEACHER_ACCOUNT_LIFECYCLE,
  STAFF_ACCOUNT_LIFECYCLE,
];
