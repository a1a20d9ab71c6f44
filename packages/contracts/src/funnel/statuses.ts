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
  /** The label of spec section 4; absent: not shown there (the screen shows "-"). */
  label?: string;
  /** Absent for the codes shared by several groups (Standby, OutOfContact): their stage decides. */
  group?: StatusGroup;
  /** The sentence under the status; absent: the stage's own. */
  next?: NextStep;
  /** The applicant waits on someone's decision, told "1-2 business days". */
  awaitsDecision?: true;
}

/**
 * Every applicant status the portal knows, with its label, group and next step: the one table
 * of statuses (spec section 4). Code names a status as `STATUS.Apply`, never as a string.
 */
export const FUNNEL_STATUSES = {
  Init: { label: 'Resume unfinished', group: 'RESUME', next: 'fillForm', awaitsDecision: true },
  Apply: { label: 'Resume unfinished', group: 'RESUME', next: 'underReview', awaitsDecision: true },
  Reject: { label: 'Resume unqualified', group: 'RESUME', next: 'rejected' },
  Standby: { label: 'Resume unqualified', next: 'standby' },
  OutOfContact: { label: 'Out of contact', next: 'outOfContact' },
  Waiver: { label: 'Out of contact', next: 'outOfContact' },
  InterviewInvitation_1: { label: 'Record a demo or book a live interview', group: 'INTERVIEW' },
  InterviewInvitation_2: {
    label: 'Recorded demo failed: check its sharing settings and resubmit',
    group: 'INTERVIEW',
    next: 'recordedDemo',
  },
  InterviewInvitation_3: {
    label: 'Please submit a recorded demo',
    group: 'INTERVIEW',
    next: 'recordedDemo',
  },
  Interview: { label: 'Live interview scheduled', group: 'INTERVIEW', next: 'interviewScheduled' },
  INTERVIEW_CANCEL: { label: 'Interview cancelled', group: 'INTERVIEW' },
  COURSE_NO_SHOW: { label: 'Interview missed', group: 'INTERVIEW' },
  InterviewReject: { label: 'Interview Failed', group: 'INTERVIEW', next: 'failed' },
  InterviewUndetermined: {
    label: 'Result in 1-2 business days',
    group: 'INTERVIEW',
    next: 'result',
    awaitsDecision: true,
  },
  Training1v1Invitation_1: { label: 'Trial demo invitation', group: 'TRIAL_DEMO' },
  Training1v1Invitation_2: { label: 'Trial demo invitation', group: 'TRIAL_DEMO' },
  Training1v1Invitation_3: { label: 'Trial demo invitation', group: 'TRIAL_DEMO' },
  /** The optional trial class offered after a SPARE result on the 1v1 training (decision 034). */
  TrialInvitation_1: { label: 'Trial demo invitation', group: 'TRIAL_DEMO' },
  /** The trial class booked (the slot action of spec section 4). */
  TrialInvitation_2: {
    label: 'Trial demo invitation',
    group: 'TRIAL_DEMO',
    next: 'trialScheduled',
  },
  Training1v1: { label: 'Trial demo scheduled', group: 'TRIAL_DEMO', next: 'trialScheduled' },
  TRAINING_CANCEL: { label: 'Trial demo cancelled: you can book again', group: 'TRIAL_DEMO' },
  TRAINING_NO_SHOW: { label: 'Trial demo missed', group: 'TRIAL_DEMO' },
  TRAINING_UNDETERMINED: {
    label: 'Result in 1-2 business days',
    group: 'TRIAL_DEMO',
    next: 'result',
    awaitsDecision: true,
  },
  TRAINING_REJECT: { label: 'Trial demo failed', group: 'TRIAL_DEMO', next: 'failed' },
  Contract: { label: 'Lack of documents', group: 'DOCUMENTS', next: 'documents' },
  PENDING_REVIEW: { label: 'Documents reviewing', group: 'DOCUMENTS', next: 'documentsReview' },
  PENDING_RESUBMIT: {
    label: 'Documents renewing (reupload)',
    group: 'DOCUMENTS',
    next: 'documentsResubmit',
  },
  CONTRACT_INVITATION: { group: 'CONTRACT', next: 'contract' },
  BACKGROUND_CHECK: {
    label: 'Background checking',
    group: 'CONTRACT',
    next: 'backgroundCheck',
  },
  Finish: { label: 'Finished sign (account activated)', group: 'CONTRACT', next: 'activated' },
  CONTRACT_FAIL: { label: 'Background check failed', group: 'CONTRACT', next: 'contractFailed' },
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

/** Shown for a code the table does not know, or one the spec gives no label. */
export const UNKNOWN_STATUS_LABEL = '-';

/** The label of a status (spec section 4); "-" for an unknown code. */
export function statusLabel(status: string | null | undefined): string {
  return entryOf(status)?.label ?? UNKNOWN_STATUS_LABEL;
}

/** Every status with a label, for the console's filter. */
export const LABELLED_STATUSES: readonly StatusCode[] = (
  Object.keys(FUNNEL_STATUSES) as StatusCode[]
).filter((code) => 'label' in FUNNEL_STATUSES[code]);

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
