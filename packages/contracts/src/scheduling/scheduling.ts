import { z } from 'zod';
import { epochMs, wireInt } from '../wire.js';
import { PUBLISH_MAX_TIMES } from './booking-rules.js';
import { CANCEL_TYPES, DEMO_COURSE_TYPES } from './demo-courses.js';

export const demoCourseType = z.enum(DEMO_COURSE_TYPES);

/**
 * A booking's own state (spec section 4, "Booking statuses"): BOOK_BEFORE is "nothing booked
 * yet", never stored; the others are a booking row's status.
 */
export const BOOKING_STATUSES = [
  'BOOK_BEFORE',
  'BOOK_SUCCESS',
  'BOOK_CANCEL',
  'BOOK_NO_SHOW',
  'INTERVIEW_OVER',
  'REJECT',
] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];
/** The statuses a booking row holds. */
export type StoredBookingStatus = Exclude<BookingStatus, 'BOOK_BEFORE'>;

/** A range of start times, as epoch milliseconds: `[startTime, endTime)`. */
export const demoTimesQuery = z
  .object({ startTime: epochMs, endTime: epochMs })
  .refine((q) => q.endTime > q.startTime, { path: ['endTime'] });
export type DemoTimesQuery = z.infer<typeof demoTimesQuery>;

/** One bookable time: how many interviewers (or mentors) are free for it. */
export const demoTime = z.object({
  startTime: z.number(),
  endTime: z.number(),
  courseType: demoCourseType,
  available: z.number().int().positive(),
});
export const demoTimeList = z.array(demoTime);
export type DemoTime = z.infer<typeof demoTime>;

export const bookDemoRequest = z.object({ startTime: epochMs, courseType: demoCourseType });
export type BookDemoRequest = z.infer<typeof bookDemoRequest>;

/** The cancel call of the original: `st` the booked start, `tp` 5 interview or 11 training. */
export const cancelDemoRequest = z.object({
  st: epochMs,
  tp: wireInt.pipe(z.union([z.literal(5), z.literal(11)])),
});
export type CancelDemoRequest = z.infer<typeof cancelDemoRequest>;
export const CANCEL_TYPE_CODES = Object.keys(CANCEL_TYPES).map(Number);

/** The applicant's booking in a phase, as the status calls answer it. */
export const demoBooking = z.object({
  bookingId: z.number(),
  courseType: demoCourseType,
  startTime: z.number(),
  endTime: z.number(),
  status: z.enum(BOOKING_STATUSES),
});
export type DemoBooking = z.infer<typeof demoBooking>;

/** Interview state (spec section 3), for the mini demo screen. */
export const interviewStatus = z.object({
  /** Live interviews the applicant cancelled (two block live booking). */
  cancelNum: z.number().int(),
  noshowCount: z.number().int(),
  /** Whether a live interview is booked now. */
  classRegistration: z.boolean(),
  /** How the live session is held: a meeting link (decision 034). */
  protocol: z.literal('MEETING_LINK'),
  courseStartTime: z.number().nullable(),
  teacherApplyRespEnum: z.enum(BOOKING_STATUSES),
  /** The recorded demo's state; null until one is submitted (the recorded-demo slice). */
  teacherApplyDemoEnum: z.string().nullable(),
  teacherApplyDemoDTO: z.object({ videoUrl: z.string() }).nullable(),
  isRegisterCollege: z.boolean(),
  booking: demoBooking.nullable(),
});
export type InterviewStatus = z.infer<typeof interviewStatus>;

/** Trial state (spec section 3), for the 1v1 training and the trial class screens. */
export const trialDemoStatus = z.object({
  /** Trial-demo sessions the applicant cancelled. */
  cancelCourse: z.number().int(),
  protocol: z.literal('MEETING_LINK'),
  courseStartTime: z.number().nullable(),
  teacherApplyRespEnum: z.enum(BOOKING_STATUSES),
  booking: demoBooking.nullable(),
});
export type TrialDemoStatus = z.infer<typeof trialDemoStatus>;

/** Console: times an interviewer publishes, each a start of `courseType`'s length. */
export const publishTimesRequest = z.object({
  courseType: demoCourseType,
  /** Whole minutes: a time starts on the minute. */
  startTimes: z
    .array(epochMs.pipe(z.number().multipleOf(60_000)))
    .min(1)
    .max(PUBLISH_MAX_TIMES),
});
export type PublishTimesRequest = z.infer<typeof publishTimesRequest>;

export const availabilitySlot = z.object({
  slotId: z.number(),
  courseType: demoCourseType,
  startTime: z.number(),
  endTime: z.number(),
  /** The applicant booked into it, if any. */
  booking: z
    .object({
      bookingId: z.number(),
      userId: z.number(),
      email: z.string(),
      status: z.enum(BOOKING_STATUSES),
    })
    .nullable(),
});
export const availabilityList = z.array(availabilitySlot);
export type AvailabilitySlot = z.infer<typeof availabilitySlot>;

export const slotIdParams = z.object({ slotId: wireInt.pipe(z.number().int().positive()) });
