import { APPLICATION_ROUTES, type AppRoute } from './routes.js';

/** The five funnel stages (spec section 1), in order. */
export const APPLICATION_STAGES = [
  'BASE_INFO',
  'INTERVIEW',
  'TRAINING',
  'TRAIL_CLASS',
  'CONTRACT',
] as const;
export type ApplicationStage = (typeof APPLICATION_STAGES)[number];

/** A new account starts here: resume unfinished (spec section 4). */
export const INITIAL_STAGE: ApplicationStage = 'BASE_INFO';
export const INITIAL_STATUS = 'Init';
/** The contract-stage status that means the account is activated. */
export const ACTIVATED_STATUS = 'Finish';

/** The page an applicant at a stage belongs on; the login check answers it as `callback`. */
const STAGE_ROUTES: Record<ApplicationStage, AppRoute> = {
  BASE_INFO: APPLICATION_ROUTES.basic,
  INTERVIEW: APPLICATION_ROUTES.interview,
  TRAINING: APPLICATION_ROUTES.training,
  TRAIL_CLASS: APPLICATION_ROUTES.trial,
  CONTRACT: APPLICATION_ROUTES.contract,
};

/** Activated teachers land on their class schedule. */
export const TEACHER_HOME_ROUTE: AppRoute = '/booking';

export function callbackFor(stage: ApplicationStage, status: string): AppRoute {
  if (stage === 'CONTRACT' && status === ACTIVATED_STATUS) return TEACHER_HOME_ROUTE;
  return STAGE_ROUTES[stage];
}
