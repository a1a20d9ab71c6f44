import { DEMO_COURSES, type DemoCourseType, DEMO_COURSE } from './demo-courses.js';
import { DAY_MS } from '../calendar/durations.js';

/** Live-demo cancellations after which live booking is refused (spec section 9). */
export const LIVE_DEMO_CANCEL_LIMIT = 2;
/** Late misses (no-shows, cancellations within 24 hours) beyond which only a recording counts. */
export const LATE_MISS_LIMIT = 2;
/** A cancellation this close to the start counts as a late miss. */
export const LATE_CANCEL_WINDOW_MS = DAY_MS;

/** How far ahead an interviewer may publish a time (the slot opening window of section 9). */
export const PUBLISH_AHEAD_MS = 5 * 7 * DAY_MS;
/** The most times one publishing call may add (a weekly pattern of five weeks fits easily). */
export const PUBLISH_MAX_TIMES = 200;
/** The longest range one bookable-times call reads (the screen shows 7 days at a time). */
export const LIST_RANGE_MAX_MS = PUBLISH_AHEAD_MS;

/** Whether an applicant may book a time that starts at `startsAt` (never past, lead respected). */
export function isBookable(courseType: DemoCourseType, startsAt: number, now: number): boolean {
  return startsAt > now && startsAt - now >= DEMO_COURSES[courseType].bookLeadMs;
}

/** The first start an applicant may book now: the lists read from here. */
export function earliestBookable(courseType: DemoCourseType, now: number): number {
  return now + Math.max(1, DEMO_COURSES[courseType].bookLeadMs);
}

/** Whether the applicant may still cancel their booking (training: not within 3 hours). */
export function mayCancel(courseType: DemoCourseType, startsAt: number, now: number): boolean {
  return startsAt > now && startsAt - now >= DEMO_COURSES[courseType].cancelLeadMs;
}

/** A cancellation within 24 hours of the start counts with the no-shows. */
export function isLateCancellation(startsAt: number, now: number): boolean {
  return startsAt - now < LATE_CANCEL_WINDOW_MS;
}

/** Whether an applicant with this history may still book a live interview. */
export function mayBookLiveInterview(history: { cancelNum: number }): boolean {
  return history.cancelNum < LIVE_DEMO_CANCEL_LIMIT;
}

/** Whether the misses so far leave only a recorded demo (InterviewInvitation_3). */
export function recordedDemoOnly(history: { lateMisses: number }): boolean {
  return history.lateMisses > LATE_MISS_LIMIT;
}

/** Why an interviewer may not publish a time now: past, or beyond the five-week window. */
export function publishRefusal(startsAt: number, now: number): 'past' | 'beyondWindow' | undefined {
  if (startsAt <= now) return 'past';
  if (startsAt - now > PUBLISH_AHEAD_MS) return 'beyondWindow';
  return undefined;
}

/** Why a booked session may not move to `newStartsAt` now; undefined when it may (decision 068). */
export type MoveRefusal = 'tooLateToCancel' | 'cancelLimit' | 'recordingOnly' | 'notBookable';

/**
 * Change time is a cancellation and a booking in one step, so it keeps both rules: the old
 * session must still be cancellable, the cancellation counts (a live interview's third would
 * refuse the new booking, and a late one may leave only a recorded demo), and the new time
 * must be open to booking.
 */
export function moveRefusal(input: {
  courseType: DemoCourseType;
  startsAt: number;
  newStartsAt: number;
  now: number;
  history: { cancelNum: number; lateMisses: number };
}): MoveRefusal | undefined {
  return (
    sessionMoveRefusal(input) ??
    (isBookable(input.courseType, input.newStartsAt, input.now) ? undefined : 'notBookable')
  );
}

/** The booked session's half of `moveRefusal`: whether Change time is offered at all. */
export function sessionMoveRefusal(input: {
  courseType: DemoCourseType;
  startsAt: number;
  now: number;
  history: { cancelNum: number; lateMisses: number };
}): Exclude<MoveRefusal, 'notBookable'> | undefined {
  const { courseType, startsAt, now, history } = input;
  if (!mayCancel(courseType, startsAt, now)) return 'tooLateToCancel';
  if (courseType !== DEMO_COURSE.INTERVIEW) return undefined;
  if (!mayBookLiveInterview({ cancelNum: history.cancelNum + 1 })) return 'cancelLimit';
  const late = isLateCancellation(startsAt, now) ? 1 : 0;
  if (recordedDemoOnly({ lateMisses: history.lateMisses + late })) return 'recordingOnly';
  return undefined;
}
