import { defineLifecycle } from '../lifecycle/define-lifecycle.js';

/**
 * An applicant's booking of a live interview or trial class (decision 034): booked on a free
 * published time, then cancelled by the applicant (or moved to another time, which closes it as
 * a cancellation beside the new booking), or closed by the member whose time it is
 * (a result recorded: INTERVIEW_OVER; the applicant did not come: BOOK_NO_SHOW). Each close
 * happens in the transaction of the funnel move it goes with.
 */
export const DEMO_BOOKING_LIFECYCLE = defineLifecycle(
  'demoBooking',
  ['BOOK_SUCCESS', 'BOOK_CANCEL', 'BOOK_NO_SHOW', 'INTERVIEW_OVER'],
  {
    book: { from: [null], to: 'BOOK_SUCCESS', by: ['applicant'] },
    cancel: { from: ['BOOK_SUCCESS'], to: 'BOOK_CANCEL', by: ['applicant'] },
    // Change time (decision 068): the old booking closes as a cancellation, in the unit of work
    // that books the new time; a move that finds the new time taken writes nothing.
    moveTime: { from: ['BOOK_SUCCESS'], to: 'BOOK_CANCEL', by: ['applicant'] },
    recordResult: { from: ['BOOK_SUCCESS'], to: 'INTERVIEW_OVER', by: ['staff'] },
    markNoShow: { from: ['BOOK_SUCCESS'], to: 'BOOK_NO_SHOW', by: ['staff'] },
  },
);
export const DEMO_BOOKING = DEMO_BOOKING_LIFECYCLE.status;
/** The statuses a booking row holds. */
export type StoredBookingStatus = (typeof DEMO_BOOKING_LIFECYCLE.statuses)[number];

/** "Nothing booked yet" (spec section 4): the status calls' answer when no row exists. */
export const BOOK_BEFORE = 'BOOK_BEFORE' as const;

/**
 * A booking's state on the wire (spec section 4, "Booking statuses"): BOOK_BEFORE and the
 * stored statuses, and REJECT, which the spec lists and the portal never writes (a failed
 * session ends INTERVIEW_OVER; the funnel's status tells the failure).
 */
export const BOOKING_STATUSES = [
  BOOK_BEFORE,
  ...DEMO_BOOKING_LIFECYCLE.statuses,
  'REJECT',
] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];
