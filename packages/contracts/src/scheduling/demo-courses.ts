import { STAGE, type ApplicationStage } from '../funnel/stages.js';
import type { FunnelTransition } from '../funnel/transitions.js';
import { HOUR_MS, MINUTE_MS } from '../calendar/durations.js';

/**
 * The sessions an applicant books with an interviewer or mentor (spec sections 3 and 9):
 * their wire code (the spec's course type names, decision 073), length, the funnel phase they belong to, the cancel call's `tp` and how
 * close to the start they can still be booked or cancelled (decision 034).
 */
export const DEMO_COURSE_TYPES = ['INTERVIEW', 'TRAINING', 'TRIAL_CLASS'] as const;
export type DemoCourseType = (typeof DEMO_COURSE_TYPES)[number];
/**
 * The types by name. INTERVIEW and TRAINING are spelled like the funnel's stages, so code
 * elsewhere names them through this (the stage scan keeps stage literals to the funnel table).
 */
export const DEMO_COURSE = {
  INTERVIEW: 'INTERVIEW',
  TRAINING: 'TRAINING',
  TRIAL_CLASS: 'TRIAL_CLASS',
} as const satisfies { [T in DemoCourseType]: T };

/** The step of the funnel a booking belongs to; an applicant holds one live booking per phase. */
export type DemoPhase = 'MINI_DEMO' | 'TRIAL_DEMO';

interface DemoCourse {
  /** Its name in mails and screens (spec section 9's course labels; the interview's is "live"). */
  label: string;
  /** The booking's length. */
  minutes: number;
  /**
   * How long the applicant teaches within it (spec section 1: the interview's demo 5-8
   * minutes; the trial class 10-20): screens say both, each for what it is (issue 36).
   */
  teachingMinutes?: { from: number; to: number };
  phase: DemoPhase;
  /** The funnel stage whose applicants book it, and the moves booking and cancelling make. */
  stage: ApplicationStage;
  book: FunnelTransition;
  cancel: FunnelTransition;
  /** No booking of a time that starts sooner than this (training: 3 hours, spec section 9). */
  bookLeadMs: number;
  /** No cancellation by the applicant once the start is this close. */
  cancelLeadMs: number;
}

export const DEMO_COURSES: Record<DemoCourseType, DemoCourse> = {
  INTERVIEW: {
    label: 'Live Interview',
    minutes: 25,
    teachingMinutes: { from: 5, to: 8 },
    phase: 'MINI_DEMO',
    stage: STAGE.INTERVIEW,
    book: 'bookInterview',
    cancel: 'cancelInterview',
    bookLeadMs: 0,
    cancelLeadMs: 0,
  },
  TRAINING: {
    label: '1v1 Training',
    minutes: 30,
    phase: 'TRIAL_DEMO',
    stage: STAGE.TRAINING,
    book: 'bookTraining',
    cancel: 'cancelTraining',
    bookLeadMs: 3 * HOUR_MS,
    cancelLeadMs: 3 * HOUR_MS,
  },
  TRIAL_CLASS: {
    label: 'Trial Class',
    minutes: 25,
    teachingMinutes: { from: 10, to: 20 },
    phase: 'TRIAL_DEMO',
    stage: STAGE.TRAIL_CLASS,
    book: 'bookTrialClass',
    cancel: 'cancelTrialClass',
    bookLeadMs: 3 * HOUR_MS,
    cancelLeadMs: 3 * HOUR_MS,
  },
};

/** The session an applicant at a stage books, if that stage books one. */
export function courseTypeForStage(stage: string): DemoCourseType | undefined {
  return DEMO_COURSE_TYPES.find((type) => DEMO_COURSES[type].stage === stage);
}

/** The cancel call's `tp` (spec section 7): 5 the interview, 11 the trial demo's session. */
export const CANCEL_TYPES = { 5: 'MINI_DEMO', 11: 'TRIAL_DEMO' } as const satisfies Record<
  number,
  DemoPhase
>;
export type CancelType = keyof typeof CANCEL_TYPES;

export function isDemoCourseType(value: string): value is DemoCourseType {
  return (DEMO_COURSE_TYPES as readonly string[]).includes(value);
}

/**
 * The portal's own names before decision 073 made the spec's names the names: a browser tab
 * opened before the change still sends them, so input accepts them; answers never use them.
 */
export const DEMO_COURSE_TYPE_ALIASES = {
  LIVE_INTERVIEW: 'INTERVIEW',
  TRAINING_1V1: 'TRAINING',
} as const satisfies Record<string, DemoCourseType>;

type OldCourseName = keyof typeof DEMO_COURSE_TYPE_ALIASES;
export const DEMO_COURSE_TYPE_OLD_NAMES = Object.keys(DEMO_COURSE_TYPE_ALIASES) as [
  OldCourseName,
  ...OldCourseName[],
];

/** A course type as sent, an old name read as its spec name. */
export function withSpecCourseName(name: DemoCourseType | OldCourseName): DemoCourseType {
  return Object.hasOwn(DEMO_COURSE_TYPE_ALIASES, name)
    ? DEMO_COURSE_TYPE_ALIASES[name as OldCourseName]
    : (name as DemoCourseType);
}

/** Where a session ends: its start plus its course's length. */
export function demoEnd(courseType: DemoCourseType, startsAt: number): number {
  return startsAt + DEMO_COURSES[courseType].minutes * MINUTE_MS;
}
