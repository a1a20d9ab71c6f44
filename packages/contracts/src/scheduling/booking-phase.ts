import { DEMO_COURSES, type DemoCourseType } from './demo-courses.js';
import { DEMO_BOOKING, type StoredBookingStatus } from './demo-booking.lifecycle.js';

/**
 * The booking phase of spec section 4 ("Booking phase: BOOK_BEFORE, BOOK_SUCCESS, BOOK_OVER,
 * ALREADY"), answered beside the booking's status by the interview and trial status calls
 * (decision 073): where the applicant stands with the session of a funnel phase.
 */
export const BOOKING_PHASES = ['BOOK_BEFORE', 'BOOK_SUCCESS', 'BOOK_OVER', 'ALREADY'] as const;
export type BookingPhase = (typeof BOOKING_PHASES)[number];

interface LatestBooking {
  courseType: DemoCourseType;
  status: StoredBookingStatus;
  /** Epoch milliseconds. */
  endsAt: number;
}

/**
 * - BOOK_BEFORE: nothing to attend; a time may be booked (none yet, or the last one was
 *   cancelled, moved or missed).
 * - BOOK_SUCCESS: a booked session that has not ended.
 * - BOOK_OVER: a booked session has ended and neither a result nor a no-show is recorded yet.
 * - ALREADY: the session was held and its result recorded: nothing is left to book, unless
 *   the applicant's stage now books another session of the same phase (the trial class after
 *   a training's SPARE), which starts again at BOOK_BEFORE.
 */
export function bookingPhase(
  latest: LatestBooking | undefined,
  booksNow: DemoCourseType | undefined,
  now: number,
): BookingPhase {
  if (!latest) return 'BOOK_BEFORE';
  if (latest.status === DEMO_BOOKING.BOOK_SUCCESS)
    return latest.endsAt > now ? 'BOOK_SUCCESS' : 'BOOK_OVER';
  if (latest.status !== DEMO_BOOKING.INTERVIEW_OVER) return 'BOOK_BEFORE';
  const another =
    booksNow !== undefined &&
    booksNow !== latest.courseType &&
    DEMO_COURSES[booksNow].phase === DEMO_COURSES[latest.courseType].phase;
  return another ? 'BOOK_BEFORE' : 'ALREADY';
}
