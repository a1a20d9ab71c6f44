import { DEMO_COURSE } from './demo-courses.js';
import type { FunnelTransition } from '../funnel/transitions.js';
import type { DemoCourseType, DemoPhase } from './demo-courses.js';
import { mayMove } from '../lifecycle/define-lifecycle.js';
import {
  DEMO_BOOKING,
  DEMO_BOOKING_LIFECYCLE,
  type BookingStatus,
  type StoredBookingStatus,
} from './demo-booking.lifecycle.js';

/** The result codes of spec section 3: PASS 1, SPARE 2, NOPASS 3. */
export const DEMO_RESULT_CODES = { 1: 'PASS', 2: 'SPARE', 3: 'NOPASS' } as const;
export type DemoResultCode = keyof typeof DEMO_RESULT_CODES;
export type DemoResult = (typeof DEMO_RESULT_CODES)[DemoResultCode];
export const DEMO_RESULTS = Object.values(DEMO_RESULT_CODES);

/**
 * The funnel move each result makes (decision 035). SPARE on the 1v1 training invites to the
 * optional trial class; SPARE on the interview or the trial class waits for a second member's
 * look, who then passes or fails.
 */
export const RESULT_MOVES: Record<DemoCourseType, Record<DemoResult, FunnelTransition>> = {
  INTERVIEW: { PASS: 'passInterview', SPARE: 'spareInterview', NOPASS: 'failInterview' },
  TRAINING: { PASS: 'passTraining', SPARE: 'offerTrialClass', NOPASS: 'failTraining' },
  TRIAL_CLASS: { PASS: 'passTrialClass', SPARE: 'spareTrialClass', NOPASS: 'failTrialClass' },
};

/** Whether a result leaves the session waiting for a second member's look. */
export function awaitsSecondLook(courseType: DemoCourseType, result: DemoResult): boolean {
  return result === 'SPARE' && courseType !== DEMO_COURSE.TRAINING;
}

/** The move a no-show makes; an interview's may leave only a recorded demo (booking-rules). */
export const NO_SHOW_MOVES: Record<DemoCourseType, FunnelTransition> = {
  INTERVIEW: 'interviewNoShow',
  TRAINING: 'trainingNoShow',
  TRIAL_CLASS: 'trialClassNoShow',
};
export const INTERVIEW_NO_SHOW_TO_RECORDING: FunnelTransition = 'interviewNoShowToRecording';

/** Scores run from 1 (not yet) to 5 (excellent) on each criterion. */
export const SCORE_MIN = 1;
export const SCORE_MAX = 5;
export const FEEDBACK_MAX_LENGTH = 2000;

/**
 * The criteria scored per phase, by default: the school graded "energy and TPR, not
 * technical skill" (business-facts.md). The server's configuration may replace either list
 * (INTERVIEW_CRITERIA, TRAINING_CRITERIA); the console reads the list from the booking.
 */
export const DEFAULT_DEMO_CRITERIA: Record<DemoPhase, readonly string[]> = {
  MINI_DEMO: ['Energy and warmth', 'TPR and gestures', 'Clear instructions', 'Pronunciation'],
  TRIAL_DEMO: [
    'Energy and warmth',
    'TPR and gestures',
    'Clear instructions',
    'Lesson pace and timing',
    'Correction and praise',
  ],
};

/** Whether the scores name each criterion once, and nothing else. */
export function scoresMatchCriteria(
  scores: readonly { criterion: string }[],
  criteria: readonly string[],
): boolean {
  const named = new Set(scores.map((score) => score.criterion));
  return (
    named.size === scores.length &&
    scores.length === criteria.length &&
    criteria.every((criterion) => named.has(criterion))
  );
}

/**
 * The criteria not scored yet, in the list's order: the result form names each one under the
 * "score every criterion" message and marks its field (issue 36).
 */
export function unscoredCriteria(
  criteria: readonly string[],
  scored: Readonly<Record<string, string | number | undefined>>,
): string[] {
  return criteria.filter((criterion) => {
    const score = scored[criterion];
    return score === undefined || score === '';
  });
}

/** How long before its start a session's room opens (to its end). */
export const ROOM_OPENS_BEFORE_MS = 10 * 60 * 1000;

/** Whether a session's room link may be served now: 10 minutes before the start to the end. */
export function isRoomOpen(session: { startsAt: number; endsAt: number }, now: number): boolean {
  return now >= session.startsAt - ROOM_OPENS_BEFORE_MS && now < session.endsAt;
}

/** Whether the session has begun, so attendance and a result may be recorded. */
export function hasStarted(session: { startsAt: number }, now: number): boolean {
  return now >= session.startsAt;
}

/** Whether the member may close a session at `status` (a result recorded, or a no-show). */
export function mayCloseSession(
  status: BookingStatus,
  move: 'recordResult' | 'markNoShow',
): boolean {
  const stored = (DEMO_BOOKING_LIFECYCLE.statuses as readonly string[]).includes(status);
  return stored && mayMove(DEMO_BOOKING_LIFECYCLE, move, status as StoredBookingStatus);
}

/** Booked, over, and neither a result nor a no-show recorded: the console flags it. */
export function isUnmarked(session: { status: string; endsAt: number }, now: number): boolean {
  return session.status === DEMO_BOOKING.BOOK_SUCCESS && session.endsAt <= now;
}
