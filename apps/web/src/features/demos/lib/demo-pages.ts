import {
  DEMO_CALLS,
  DEMO_COURSES,
  type DemoCourseType,
  type FunnelTransition,
  DEMO_COURSE,
} from '@portal/contracts';

/**
 * The three booking pages of steps 2 and 3 (spec section 2): the calls each reads, the course
 * it books and the cancel call's `tp` (5 the interview, 11 the trial demo's sessions).
 */
export const DEMO_PAGES = {
  interview: {
    status: DEMO_CALLS.getInterviewStatus,
    times: DEMO_CALLS.listInterviewTimes,
    courseType: DEMO_COURSE.INTERVIEW,
    tp: 5,
  },
  training: {
    status: DEMO_CALLS.getTrainingStatus,
    times: DEMO_CALLS.listTrainingTimes,
    courseType: DEMO_COURSE.TRAINING,
    tp: 11,
  },
  trial: {
    status: DEMO_CALLS.getTrialStatus,
    times: DEMO_CALLS.listTrialTimes,
    courseType: 'TRIAL_CLASS',
    tp: 11,
  },
} as const satisfies Record<
  string,
  { status: unknown; times: unknown; courseType: DemoCourseType; tp: 5 | 11 }
>;
export type DemoPage = keyof typeof DEMO_PAGES;

/** The page of a path (`/interview` -> interview), if it is one of the three. */
export function demoPageOf(pathname: string): DemoPage | undefined {
  const name = pathname.split('/').filter(Boolean).at(-1);
  return name && name in DEMO_PAGES ? (name as DemoPage) : undefined;
}

/** The move that books the page's course: the screen offers times only where it may start. */
export function bookingMove(page: DemoPage): FunnelTransition {
  return DEMO_COURSES[DEMO_PAGES[page].courseType].book;
}
