import type { StaffAction } from '../accounts/permissions.js';
import { STAGE, type ApplicationStage } from './stages.js';
import { STATUS, type StatusCode } from './statuses.js';

export interface FunnelPlace {
  stage: ApplicationStage;
  status: StatusCode;
}

interface Transition {
  /** The places the move starts from; any other current place refuses it (400050005). */
  from: readonly FunnelPlace[];
  to: FunnelPlace;
  /** Who makes the move: the applicant themselves, or staff taking this action. */
  by: 'applicant' | StaffAction;
}

const at = (stage: ApplicationStage, status: StatusCode): FunnelPlace => ({ stage, status });
const submitted = at(STAGE.BASE_INFO, STATUS.Apply);

/**
 * Every move through the funnel the portal makes, and from where: the server moves an
 * applicant only by name through this table (a conditional update from `from`, plus an
 * audit row, in one transaction). A feature that moves applicants adds its moves here.
 */
export const FUNNEL_TRANSITIONS = {
  /** The third form step saved: the resume goes to the recruiters. */
  submitResume: { from: [at(STAGE.BASE_INFO, STATUS.Init)], to: submitted, by: 'applicant' },
  passResume: {
    from: [submitted],
    to: at(STAGE.INTERVIEW, STATUS.InterviewInvitation_1),
    by: 'reviewApplicants',
  },
  rejectResume: {
    from: [submitted],
    to: at(STAGE.BASE_INFO, STATUS.Reject),
    by: 'reviewApplicants',
  },
  standbyResume: {
    from: [submitted],
    to: at(STAGE.BASE_INFO, STATUS.Standby),
    by: 'reviewApplicants',
  },
} as const satisfies Record<string, Transition>;

export type FunnelTransition = keyof typeof FUNNEL_TRANSITIONS;

/** Where a new account starts: resume unfinished (spec section 4). */
export const INITIAL_PLACE = at(STAGE.BASE_INFO, STATUS.Init);

/** Whether a transition may start from a place (the server's update checks the same). */
export function canMove(transition: FunnelTransition, place: { stage: string; status: string }) {
  return FUNNEL_TRANSITIONS[transition].from.some(
    (from) => from.stage === place.stage && from.status === place.status,
  );
}

/** The places in which the applicant may still edit their form: before and while it is reviewed. */
export const RESUME_EDITABLE: readonly FunnelPlace[] = [INITIAL_PLACE, submitted];

export function isResumeEditable(stage: string, status: string): boolean {
  return RESUME_EDITABLE.some((place) => place.stage === stage && place.status === status);
}

/** The contract-stage status that means the account is activated. */
export const ACTIVATED_PLACE = at(STAGE.CONTRACT, STATUS.Finish);
