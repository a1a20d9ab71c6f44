import { APPLICATION_ROUTES, type AppRoute } from '../routes.js';

/** The funnel's stage codes (spec section 1), in order; the wire and the database keep them. */
export const APPLICATION_STAGES = [
  'BASE_INFO',
  'INTERVIEW',
  'TRAINING',
  'TRAIL_CLASS',
  'CONTRACT',
] as const;
export type ApplicationStage = (typeof APPLICATION_STAGES)[number];

/** Each stage by name, for code that means one (no stage literal outside this folder). */
export const STAGE = {
  BASE_INFO: 'BASE_INFO',
  INTERVIEW: 'INTERVIEW',
  TRAINING: 'TRAINING',
  TRAIL_CLASS: 'TRAIL_CLASS',
  CONTRACT: 'CONTRACT',
} as const satisfies Record<ApplicationStage, ApplicationStage>;

export function isApplicationStage(stage: string): stage is ApplicationStage {
  return (APPLICATION_STAGES as readonly string[]).includes(stage);
}

/** The page an applicant at a stage belongs on; the login check answers it as `callback`. */
export const STAGE_ROUTES: Record<ApplicationStage, AppRoute> = {
  BASE_INFO: APPLICATION_ROUTES.basic,
  INTERVIEW: APPLICATION_ROUTES.interview,
  TRAINING: APPLICATION_ROUTES.training,
  TRAIL_CLASS: APPLICATION_ROUTES.trial,
  CONTRACT: APPLICATION_ROUTES.contract,
};
