import { defineLifecycle } from '../lifecycle/define-lifecycle.js';

/**
 * A fixed period (decision 041): OFFERED (open to requests), ACTIVE (a request accepted: its
 * weeks are booked), ENDED (its last week is over or taken out), WITHDRAWN (its last week
 * taken out before anyone was accepted).
 */
export const FIXED_PERIOD_LIFECYCLE = defineLifecycle(
  'fixedPeriod',
  ['OFFERED', 'ACTIVE', 'ENDED', 'WITHDRAWN'],
  {
    offer: { from: [null], to: 'OFFERED', by: ['teacher'] },
    /** The continue check said CONTINUE: the next period is booked at once for the same students. */
    continueBooked: { from: [null], to: 'ACTIVE', by: ['teacher'] },
    /** The teacher accepts a request: every week is booked. */
    accept: { from: ['OFFERED'], to: 'ACTIVE', by: ['teacher'] },
    // Its last week taken out (deleted by the teacher, given back through leave by the teacher,
    // released by staff or the clock, decision 052): an offered period is withdrawn, an active
    // one ends.
    withdrawEmpty: { from: ['OFFERED'], to: 'WITHDRAWN', by: ['teacher', 'staff', 'clock'] },
    endEmpty: { from: ['ACTIVE'], to: 'ENDED', by: ['teacher', 'staff', 'clock'] },
    /** The clock: a live period past its last date. */
    end: { from: ['OFFERED', 'ACTIVE'], to: 'ENDED', by: ['clock'] },
  },
);
export const FIXED_PERIOD = FIXED_PERIOD_LIFECYCLE.status;
export const FIXED_PERIOD_STATUSES = FIXED_PERIOD_LIFECYCLE.statuses;
export type FixedPeriodStatus = (typeof FIXED_PERIOD_STATUSES)[number];
