import { z } from 'zod';
import { FIELD_MESSAGES } from '../errors/messages.js';
import { lineText, multiLineText } from '../plain-text.js';
import { epochMs, wireInt } from '../wire.js';
import { PUBLISH_MAX_TIMES } from './booking-rules.js';
import {
  CANCEL_TYPES,
  DEMO_COURSE_TYPE_OLD_NAMES,
  DEMO_COURSE_TYPES,
  withSpecCourseName,
} from './demo-courses.js';
import { DEMO_RESULTS, FEEDBACK_MAX_LENGTH, SCORE_MAX, SCORE_MIN } from './demo-results.js';
import { BOOKING_STATUSES } from './demo-booking.lifecycle.js';
import { BOOKING_PHASES } from './booking-phase.js';
import { RECORDING_STATUSES, VIDEO_URL_MAX_LENGTH } from './recorded-demo.js';
import { MINUTE_MS } from '../calendar/durations.js';

/**
 * A demo course type: the spec's names (INTERVIEW, TRAINING, TRIAL_CLASS), and on input the
 * portal's old names too, read as the spec's (decision 073); answers carry the spec's only.
 * A codec, not a preprocess: answers are encoded, which a one-way preprocess refuses.
 */
export const demoCourseType = z.codec(
  z.enum([...DEMO_COURSE_TYPES, ...DEMO_COURSE_TYPE_OLD_NAMES]),
  z.enum(DEMO_COURSE_TYPES),
  { decode: withSpecCourseName, encode: (name) => name },
);

export {
  BOOK_BEFORE,
  BOOKING_STATUSES,
  DEMO_BOOKING,
  DEMO_BOOKING_LIFECYCLE,
  type BookingStatus,
  type StoredBookingStatus,
} from './demo-booking.lifecycle.js';

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

/** An IANA time zone name this runtime knows (`Europe/London`). */
export const timeZoneName = lineText()
  .min(1)
  .max(64)
  .refine((name) => {
    try {
      new Intl.DateTimeFormat('en-US', { timeZone: name });
      return true;
    } catch {
      return false;
    }
  });

export const bookDemoRequest = z.object({
  startTime: epochMs,
  courseType: demoCourseType,
  /** The zone the applicant read the time in: the booking's mails write it there (issue 36). */
  timeZone: timeZoneName.optional(),
});
export type BookDemoRequest = z.infer<typeof bookDemoRequest>;

/** The cancel call of the original: `st` the booked start, `tp` 5 interview or 11 training. */
export const cancelDemoRequest = z.object({
  st: epochMs,
  tp: wireInt.pipe(z.union([z.literal(5), z.literal(11)])),
});
export type CancelDemoRequest = z.infer<typeof cancelDemoRequest>;

/**
 * Change time (decision 068): the applicant's booked session and the new start, moved in one
 * call; the kind stays the booking's own.
 */
export const moveDemoRequest = z.object({
  bookingId: wireInt,
  startTime: epochMs,
  /** The zone the new time was read in; the booking's own zone when left out. */
  timeZone: timeZoneName.optional(),
});
export type MoveDemoRequest = z.infer<typeof moveDemoRequest>;
export const CANCEL_TYPE_CODES = Object.keys(CANCEL_TYPES).map(Number);

/** The applicant's booking in a phase, as the status calls answer it. */
export const demoBooking = z.object({
  bookingId: z.number(),
  courseType: demoCourseType,
  startTime: z.number(),
  endTime: z.number(),
  status: z.enum(BOOKING_STATUSES),
  /** The member's zone when they published the time; null when not known. */
  staffTimeZone: z.string().nullable(),
  /** Who the applicant meets: the member's first name only (issue 36); null when unknown. */
  staffFirstName: z.string().nullable().default(null),
});
export type DemoBooking = z.infer<typeof demoBooking>;

/** One criterion's score of a result. */
export const criterionScore = z.object({
  criterion: lineText().min(1).max(80),
  score: z.number().int().min(SCORE_MIN).max(SCORE_MAX),
});

/** A session's result as the applicant reads it: the scores and the member's feedback. */
export const demoResultView = z.object({
  result: z.enum(DEMO_RESULTS),
  scores: z.array(criterionScore),
  feedback: z.string(),
  decidedAt: z.number(),
});
export type DemoResultView = z.infer<typeof demoResultView>;

/** A link to the applicant's video: http or https only, a URL a browser opens. */
export const videoUrl = lineText({ error: FIELD_MESSAGES.required })
  .trim()
  .min(1, FIELD_MESSAGES.required)
  .max(VIDEO_URL_MAX_LENGTH, FIELD_MESSAGES.invalid)
  .pipe(z.url({ protocol: /^https?$/, hostname: z.regexes.domain, error: FIELD_MESSAGES.invalid }));

export const submitRecordingRequest = z.object({ videoUrl });
export type SubmitRecordingRequest = z.infer<typeof submitRecordingRequest>;

/** The applicant's latest recorded demo (the interview status's `teacherApplyDemoDTO`). */
export const recordedDemo = z.object({
  recordingId: z.number(),
  videoUrl: z.string(),
  status: z.enum(RECORDING_STATUSES),
  submittedAt: z.number(),
});
export type RecordedDemo = z.infer<typeof recordedDemo>;

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
  /** The booking phase (spec section 4, `bookingPhase`): BOOK_BEFORE ... BOOK_OVER, ALREADY. */
  bookPhase: z.enum(BOOKING_PHASES),
  /** The latest recorded demo's state; null when none was ever submitted. */
  teacherApplyDemoEnum: z.enum(RECORDING_STATUSES).nullable(),
  teacherApplyDemoDTO: recordedDemo.nullable(),
  isRegisterCollege: z.boolean(),
  booking: demoBooking.nullable(),
  /**
   * The latest result of the mini demo, live or recorded, once decided (a SPARE awaiting a
   * second look is not shown).
   */
  result: demoResultView.nullable(),
});
export type InterviewStatus = z.infer<typeof interviewStatus>;

/** Trial state (spec section 3), for the 1v1 training and the trial class screens. */
export const trialDemoStatus = z.object({
  /** Trial-demo sessions the applicant cancelled. */
  cancelCourse: z.number().int(),
  protocol: z.literal('MEETING_LINK'),
  courseStartTime: z.number().nullable(),
  teacherApplyRespEnum: z.enum(BOOKING_STATUSES),
  bookPhase: z.enum(BOOKING_PHASES),
  booking: demoBooking.nullable(),
  result: demoResultView.nullable(),
});
export type TrialDemoStatus = z.infer<typeof trialDemoStatus>;

/** Console: times an interviewer publishes, each a start of `courseType`'s length. */
export const publishTimesRequest = z.object({
  courseType: demoCourseType,
  /** The member's zone: the applicant is told when the zones' difference changes (036). */
  timeZone: timeZoneName.optional(),
  /** Whole minutes: a time starts on the minute. */
  startTimes: z
    .array(epochMs.pipe(z.number().multipleOf(MINUTE_MS)))
    .min(1)
    .max(PUBLISH_MAX_TIMES),
});
export type PublishTimesRequest = z.infer<typeof publishTimesRequest>;

export const availabilitySlot = z.object({
  slotId: z.number(),
  courseType: demoCourseType,
  startTime: z.number(),
  endTime: z.number(),
  /** Booked, over, and neither a result nor a no-show recorded: the console flags it. */
  unmarked: z.boolean(),
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

export const bookingIdParams = z.object({ bookingId: wireInt.pipe(z.number().int().positive()) });

/** Console: a member's result of a session, with a score per criterion and feedback. */
export const recordResultRequest = z.object({
  result: wireInt.pipe(z.union([z.literal(1), z.literal(2), z.literal(3)])),
  scores: z.array(criterionScore).min(1).max(20),
  feedback: multiLineText().min(1).max(FEEDBACK_MAX_LENGTH),
});
export type RecordResultRequest = z.infer<typeof recordResultRequest>;

/** A recorded result as the console lists it: who gave it too. */
export const memberResult = demoResultView.extend({ staffId: z.number(), staffName: z.string() });

/** Console: one booked session, what was recorded of it, and what may be done now. */
export const demoSession = z.object({
  bookingId: z.number(),
  courseType: demoCourseType,
  startTime: z.number(),
  endTime: z.number(),
  status: z.enum(BOOKING_STATUSES),
  applicant: z.object({ userId: z.number(), email: z.string(), name: z.string() }),
  /** The member whose time it is. */
  staffId: z.number(),
  criteria: z.array(z.string()),
  results: z.array(memberResult),
  unmarked: z.boolean(),
  /** Whether the room's link is served now (10 minutes before the start to the end). */
  roomOpen: z.boolean(),
});
export type DemoSession = z.infer<typeof demoSession>;

/** A room's link: the meeting URL (spec section 7: "the result is the URL"). */
export const roomLink = z.url();

export const recordingIdParams = z.object({
  recordingId: wireInt.pipe(z.number().int().positive()),
});

/** Console: one recorded demo, what was recorded of it, and whether it waits for a look. */
export const demoRecording = z.object({
  recordingId: z.number(),
  videoUrl: z.string(),
  status: z.enum(RECORDING_STATUSES),
  submittedAt: z.number(),
  applicant: z.object({ userId: z.number(), email: z.string(), name: z.string() }),
  criteria: z.array(z.string()),
  results: z.array(memberResult),
  /** Submitted and not reviewed, or a SPARE waiting for a second member. */
  awaitingReview: z.boolean(),
});
export type DemoRecording = z.infer<typeof demoRecording>;
export const demoRecordingList = z.array(demoRecording);
