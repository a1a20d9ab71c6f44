import { defineLifecycle } from '../lifecycle/define-lifecycle.js';

/**
 * A student side's request for a place in a fixed period (decision 041): waiting on the
 * teacher (PENDING), answered, or gone by. It leaves PENDING once, before its deadline but
 * for the clock's expiry; one request per period is ACCEPTED.
 */
export const FIXED_REQUEST_LIFECYCLE = defineLifecycle(
  'fixedRequest',
  ['PENDING', 'ACCEPTED', 'DECLINED', 'EXPIRED', 'CANCELLED'],
  {
    request: { from: [null], to: 'PENDING', by: ['student side'] },
    /** The continue check's next period: accepted for the same students as it is made. */
    continueAccepted: { from: [null], to: 'ACCEPTED', by: ['teacher'] },
    accept: { from: ['PENDING'], to: 'ACCEPTED', by: ['teacher'] },
    decline: { from: ['PENDING'], to: 'DECLINED', by: ['teacher'] },
    // Nobody answered it: the place went to another request, or the period was withdrawn (by
    // whoever took its last week out).
    declineUnanswered: { from: ['PENDING'], to: 'DECLINED', by: ['teacher', 'staff', 'clock'] },
    /** The student side takes its request back. */
    withdraw: { from: ['PENDING'], to: 'CANCELLED', by: ['student side'] },
    /** The clock: a waiting request past its deadline (reads already answer as of now). */
    expire: { from: ['PENDING'], to: 'EXPIRED', by: ['clock'] },
  },
);
export const FIXED_REQUEST = FIXED_REQUEST_LIFECYCLE.status;
export const FIXED_REQUEST_STATUSES = FIXED_REQUEST_LIFECYCLE.statuses;
export type FixedRequestStatus = (typeof FIXED_REQUEST_STATUSES)[number];
