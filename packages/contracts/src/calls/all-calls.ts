import { CLASS_ADMIN_CALLS } from '../classes/class-admin-calls.js';
import { CLASS_CALLS } from '../classes/class-calls.js';
import { INTEGRATION_CALLS } from '../classes/integration-calls.js';
import { ACCOUNT_CALLS } from '../accounts/account-calls.js';
import { STAFF_AUTH_CALLS, STAFF_CALLS } from '../accounts/staff-calls.js';
import { SAVED_FILTER_CALLS } from '../accounts/saved-filters.js';
import { APPLICATION_CALLS } from '../application/application-calls.js';
import { REVIEW_CALLS } from '../application/review-calls.js';
import { BANNER_CALLS, SITE_CALLS } from '../content/content-calls.js';
import { CONTRACT_CALLS } from '../contract/contract-calls.js';
import { DOCUMENT_CALLS } from '../contract/document-calls.js';
import { PROFILE_CALLS, TEACHER_ADMIN_CALLS } from '../contract/profile-calls.js';
import { FILE_CALLS } from '../files/file-calls.js';
import { LEAVE_ADMIN_CALLS } from '../leave/leave-admin-calls.js';
import { LEAVE_CALLS } from '../leave/leave-calls.js';
import { NOTIFICATION_CALLS } from '../notifications/notification-calls.js';
import { PAY_ADMIN_CALLS } from '../pay/pay-admin-calls.js';
import { PAY_BATCH_CALLS } from '../pay/pay-batch-calls.js';
import { PAY_CALLS } from '../pay/pay-calls.js';
import { FIXED_CALLS, FIXED_INTEGRATION_CALLS } from '../fixed/fixed-calls.js';
import { AVAILABILITY_CALLS, DEMO_CALLS, RECORDING_CALLS } from '../scheduling/scheduling-calls.js';
import type { AnyCall } from './define-call.js';
import { SYSTEM_CALLS } from './system-calls.js';

/**
 * Every call of the wire API, by area: the table the server's routes must match, one to one
 * (calls-table.test.ts). The web imports an area's calls, never this list: it would bring
 * every schema into each page's load.
 */
export const CALL_AREAS = {
  accounts: ACCOUNT_CALLS,
  staffAuth: STAFF_AUTH_CALLS,
  staff: STAFF_CALLS,
  savedFilters: SAVED_FILTER_CALLS,
  application: APPLICATION_CALLS,
  review: REVIEW_CALLS,
  demos: DEMO_CALLS,
  availability: AVAILABILITY_CALLS,
  recordings: RECORDING_CALLS,
  banners: BANNER_CALLS,
  site: SITE_CALLS,
  files: FILE_CALLS,
  documents: DOCUMENT_CALLS,
  contracts: CONTRACT_CALLS,
  profile: PROFILE_CALLS,
  teacherAdmin: TEACHER_ADMIN_CALLS,
  classes: CLASS_CALLS,
  classAdmin: CLASS_ADMIN_CALLS,
  integration: INTEGRATION_CALLS,
  leave: LEAVE_CALLS,
  leaveAdmin: LEAVE_ADMIN_CALLS,
  fixed: FIXED_CALLS,
  fixedIntegration: FIXED_INTEGRATION_CALLS,
  pay: PAY_CALLS,
  payAdmin: PAY_ADMIN_CALLS,
  payBatches: PAY_BATCH_CALLS,
  notifications: NOTIFICATION_CALLS,
  system: SYSTEM_CALLS,
} as const;

export const ALL_CALLS: readonly AnyCall[] = Object.values(CALL_AREAS).flatMap((area): AnyCall[] =>
  Object.values(area),
);
