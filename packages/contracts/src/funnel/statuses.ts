import type { ApplicationStage } from './stages.js';

/**
 * The status groups of spec section 4 ("Applicant stage labels"). The step bar follows the
 * group (decision 016); the contract group splits into the document step and the contract
 * step.
 */
export type StatusGroup = 'RESUME' | 'INTERVIEW' | 'TRIAL_DEMO' | 'DOCUMENTS' | 'CONTRACT';

/** What the applicant is told comes next (the web's `application.next.*` sentences). */
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

interface StatusEntry {
  /** Absent for the codes shared by several groups (Standby, OutOfContact): their stage decides. */
  group?: StatusGroup;
  /** The sentence under the status; absent: the stage's own. */
  next?: NextStep;
  /** The applicant waits on someone's decision, told "1-2 business days". */
  awaitsDecision?: true;
}

/**
 * Every applicant status the portal knows, with its group and next step: the one table of
 * statuses (spec section 4); their labels are `FUNNEL_STATUS_LABELS` (status-labels.ts), keyed
 * by the same codes. Code names a status as `STATUS.Apply`, never as a string.
 */
export const FUNNEL_STATUSES = {
  Init: { group: 'RESUME', next: 'fillForm', awaitsDecision: true },
  Apply: { group: 'RESUME', next: 'underReview', awaitsDecision: true },
  Reject: { group: 'RESUME', next: 'rejected' },
  Standby: { next: 'standby' },
  OutOfContact: { next: 'outOfContact' },
  Waiver: { next: 'outOfContact' },
  InterviewInvitation_1: { group: 'INTERVIEW' },
  InterviewInvitation_2: {
    group: 'INTERVIEW',
    next: 'recordedDemo',
  },
  InterviewInvitation_3: {
    group: 'INTERVIEW',
    next: 'recordedDemo',
  },
  Interview: { group: 'INTERVIEW', next: 'interviewScheduled' },
  INTERVIEW_CANCEL: { group: 'INTERVIEW' },
  COURSE_NO_SHOW: { group: 'INTERVIEW' },
  InterviewReject: { group: 'INTERVIEW', next: 'failed' },
  InterviewUndetermined: {
    group: 'INTERVIEW',
    next: 'result',
    awaitsDecision: true,
  },
  Training1v1Invitation_1: { group: 'TRIAL_DEMO' },
  Training1v1Invitation_2: { group: 'TRIAL_DEMO' },
  Training1v1Invitation_3: { group: 'TRIAL_DEMO' },
  /** The optional trial class offered after a SPARE result on the 1v1 training (decision 034). */
  TrialInvitation_1: { group: 'TRIAL_DEMO' },
  /** The trial class booked (the slot action of spec section 4). */
  TrialInvitation_2: {
    group: 'TRIAL_DEMO',
    next: 'trialScheduled',
  },
  Training1v1: { group: 'TRIAL_DEMO', next: 'trialScheduled' },
  TRAINING_CANCEL: { group: 'TRIAL_DEMO' },
  TRAINING_NO_SHOW: { group: 'TRIAL_DEMO' },
  TRAINING_UNDETERMINED: {
    group: 'TRIAL_DEMO',
    next: 'result',
    awaitsDecision: true,
  },
  TRAINING_REJECT: { group: 'TRIAL_DEMO', next: 'failed' },
  Contract: { group: 'DOCUMENTS', next: 'documents' },
  PENDING_REVIEW: { group: 'DOCUMENTS', next: 'documentsReview' },
  PENDING_RESUBMIT: {
    group: 'DOCUMENTS',
    next: 'documentsResubmit',
  },
  CONTRACT_INVITATION: { group: 'CONTRACT', next: 'contract' },
  BACKGROUND_CHECK: {
    group: 'CONTRACT',
    next: 'backgroundCheck',
  },
  Finish: { group: 'CONTRACT', next: 'activated' },
  CONTRACT_FAIL: { group: 'CONTRACT', next: 'contractFailed' },
} as const satisfies Record<string, StatusEntry>;

export type StatusCode = keyof typeof FUNNEL_STATUSES;

/** Each status by name: `STATUS.Apply` is 'Apply', checked by the compiler. */
export const STATUS = Object.fromEntries(
  Object.keys(FUNNEL_STATUSES).map((code) => [code, code]),
) as { readonly [K in StatusCode]: K };

const entryOf = (status: string | null | undefined): StatusEntry | undefined =>
  status && Object.hasOwn(FUNNEL_STATUSES, status)
    ? (FUNNEL_STATUSES as Record<string, StatusEntry>)[status]
    : undefined;

/** The group a status belongs to, or its stage's when the code is shared or unknown. */
export function statusGroup(stage: ApplicationStage, status: string): StatusGroup {
  return entryOf(status)?.group ?? STAGE_GROUPS[stage];
}

/** A stage's group for codes that do not say: the contract stage starts with documents. */
const STAGE_GROUPS: Record<ApplicationStage, StatusGroup> = {
  BASE_INFO: 'RESUME',
  INTERVIEW: 'INTERVIEW',
  TRAINING: 'TRIAL_DEMO',
  TRAIL_CLASS: 'TRIAL_DEMO',
  CONTRACT: 'DOCUMENTS',
};

/** A stage's own next step, for statuses without a sentence of their own. */
const STAGE_NEXT: Record<ApplicationStage, NextStep> = {
  BASE_INFO: 'fillForm',
  INTERVIEW: 'miniDemo',
  TRAINING: 'trialDemo',
  TRAIL_CLASS: 'trialDemo',
  CONTRACT: 'materials',
};

/** What the applicant reads under their status: by status, else by stage. */
export function nextStepOf(stage: ApplicationStage, status: string): NextStep {
  return entryOf(status)?.next ?? STAGE_NEXT[stage];
}

/** Whether the applicant waits on a decision (and is told how long one takes). */
export function awaitsDecision(status: string): boolean {
  return entryOf(status)?.awaitsDecision === true;
}
