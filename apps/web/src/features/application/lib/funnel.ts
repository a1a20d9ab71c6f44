import {
  APPLICATION_STAGES,
  FUNNEL_STEPS,
  INITIAL_STAGE,
  INITIAL_STATUS,
  STEP_PROGRESS_PERCENT,
  type ApplicationStage,
} from '@portal/contracts';

/** Status of a submitted resume waiting for review (decision 009). */
export const SUBMITTED_STATUS = 'Apply';

export function isFunnelStage(stage: string): stage is ApplicationStage {
  return (APPLICATION_STAGES as readonly string[]).includes(stage);
}

/** 0 to 4: the step bar's position of a stage; -1 for a stage it does not know. */
export function funnelStepIndex(stage: string): number {
  return FUNNEL_STEPS.findIndex((step) => step.stage === stage);
}

/** How far the step bar's line reaches: 25% per step passed (spec section 9), 0 to 100. */
export function progressPercent(stage: string): number {
  return Math.max(0, funnelStepIndex(stage)) * STEP_PROGRESS_PERCENT;
}

/** The applicant may still edit the form: resume unfinished, or submitted and not decided. */
export function isResumeEditable(stage: string, status: string): boolean {
  return stage === INITIAL_STAGE && (status === INITIAL_STATUS || status === SUBMITTED_STATUS);
}

/** What happens next, one sentence each (application.next.* in the catalogue). */
export type NextStep =
  | 'fillForm'
  | 'underReview'
  | 'rejected'
  | 'standby'
  | 'outOfContact'
  | 'miniDemo'
  | 'recordedDemo'
  | 'interviewScheduled'
  | 'result'
  | 'failed'
  | 'trialDemo'
  | 'trialScheduled'
  | 'materials'
  | 'documents'
  | 'documentsReview'
  | 'documentsResubmit'
  | 'backgroundCheck'
  | 'activated'
  | 'contractFailed'
  | 'contract'
  | 'unknown';

const BY_STATUS: Readonly<Record<string, NextStep>> = {
  Init: 'fillForm',
  Apply: 'underReview',
  Reject: 'rejected',
  Standby: 'standby',
  OutOfContact: 'outOfContact',
  Waiver: 'outOfContact',
  InterviewInvitation_2: 'recordedDemo',
  InterviewInvitation_3: 'recordedDemo',
  Interview: 'interviewScheduled',
  InterviewUndetermined: 'result',
  InterviewReject: 'failed',
  Training1v1: 'trialScheduled',
  TRAINING_UNDETERMINED: 'result',
  TRAINING_REJECT: 'failed',
  Contract: 'documents',
  PENDING_REVIEW: 'documentsReview',
  PENDING_RESUBMIT: 'documentsResubmit',
  BACKGROUND_CHECK: 'backgroundCheck',
  Finish: 'activated',
  CONTRACT_FAIL: 'contractFailed',
};

/** The stage's own next step, for statuses without a sentence of their own. */
const BY_STAGE: Readonly<Record<ApplicationStage, NextStep>> = {
  BASE_INFO: 'fillForm',
  INTERVIEW: 'miniDemo',
  TRAINING: 'trialDemo',
  TRAIL_CLASS: 'materials',
  CONTRACT: 'contract',
};

/** What the applicant reads under their status: by status, else by stage, else "unknown". */
export function nextStep(stage: string, status: string): NextStep {
  if (!isFunnelStage(stage)) return 'unknown';
  return BY_STATUS[status] ?? BY_STAGE[stage];
}
