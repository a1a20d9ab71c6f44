import { STAGE, type ApplicationStage } from './stages.js';
import { FUNNEL_STATUSES, type StatusCode } from './statuses.js';

/** How one status reads: to the applicant (spec section 4's label) and to staff. */
export interface StatusLabels {
  /** What the applicant reads on the step bar, the status panel and in mails. */
  applicant: string;
  /** What staff read in the console: what happened, never a sentence to the applicant. */
  staff: string;
}

interface LabelEntry extends StatusLabels {
  /** A shared code that means something else at a stage (Standby at step 4 or 5 is a hold). */
  atStage?: Partial<Record<ApplicationStage, StatusLabels>>;
}

const hold = (applicant: string, staff: string) => ({ [STAGE.CONTRACT]: { applicant, staff } });
/** The optional trial class shares the 1v1 training's codes; staff see which one it was. */
const trialClass = (applicant: string, staff: string) => ({
  applicant,
  staff: staff.replace('Trial demo', 'Trial demo (1v1 training)'),
  atStage: {
    [STAGE.TRAIL_CLASS]: { applicant, staff: staff.replace('Trial demo', 'Trial class') },
  },
});

/**
 * Every funnel status's two labels (decision 058), keyed by the codes of `FUNNEL_STATUSES`:
 * the compiler refuses a status without labels, and `status-labels.test.ts` refuses a label
 * that is a raw code or a staff label that speaks to the applicant. Default staff labels are
 * distinct, so the console's status filter needs no code beside them.
 */
export const FUNNEL_STATUS_LABELS: Record<StatusCode, LabelEntry> = {
  Init: { applicant: 'Resume unfinished', staff: 'Resume not submitted' },
  Apply: { applicant: 'Resume unfinished', staff: 'Resume submitted, to review' },
  Reject: { applicant: 'Resume unqualified', staff: 'Resume rejected' },
  Standby: {
    applicant: 'Resume unqualified',
    staff: 'On standby (resume or hold)',
    atStage: {
      [STAGE.BASE_INFO]: { applicant: 'Resume unqualified', staff: 'Resume on standby' },
      ...hold('On hold (standby)', 'On hold: standby'),
    },
  },
  OutOfContact: {
    applicant: 'Out of contact',
    staff: 'Out of contact',
    atStage: hold('Out of contact', 'On hold: out of contact'),
  },
  Waiver: {
    applicant: 'Out of contact',
    staff: 'Withdrawn (waiver)',
    atStage: hold('Withdrawn (waiver)', 'Withdrawn (waiver)'),
  },
  InterviewInvitation_1: {
    applicant: 'Record a demo or book a live interview',
    staff: 'Mini Demo invited, nothing booked',
  },
  InterviewInvitation_2: {
    applicant: 'Recorded demo failed: check its sharing settings and resubmit',
    staff: 'Recorded demo unreadable, to resubmit',
  },
  InterviewInvitation_3: {
    applicant: 'Please submit a recorded demo',
    staff: 'Recorded demo only (live interviews missed)',
  },
  Interview: { applicant: 'Live interview scheduled', staff: 'Live interview booked' },
  INTERVIEW_CANCEL: { applicant: 'Interview cancelled', staff: 'Live interview cancelled' },
  COURSE_NO_SHOW: { applicant: 'Interview missed', staff: 'Live interview missed (no-show)' },
  InterviewReject: { applicant: 'Interview Failed', staff: 'Mini Demo failed' },
  InterviewUndetermined: {
    applicant: 'Result in 1-2 business days',
    staff: 'Mini Demo result pending',
  },
  Training1v1Invitation_1: {
    applicant: 'Trial demo invitation',
    staff: 'Trial demo invited, not booked',
  },
  Training1v1Invitation_2: {
    applicant: 'Trial demo invitation',
    staff: 'Trial demo invited again, not booked',
  },
  Training1v1Invitation_3: {
    applicant: 'Trial demo invitation',
    staff: 'Trial demo invited a third time, not booked',
  },
  TrialInvitation_1: {
    applicant: 'Trial demo invitation',
    staff: 'Trial class offered, not booked',
  },
  TrialInvitation_2: { applicant: 'Trial demo invitation', staff: 'Trial class booked' },
  Training1v1: { applicant: 'Trial demo scheduled', staff: 'Trial demo booked' },
  TRAINING_CANCEL: trialClass('Trial demo cancelled: you can book again', 'Trial demo cancelled'),
  TRAINING_NO_SHOW: trialClass('Trial demo missed', 'Trial demo missed (no-show)'),
  TRAINING_UNDETERMINED: trialClass('Result in 1-2 business days', 'Trial demo result pending'),
  TRAINING_REJECT: trialClass('Trial demo failed', 'Trial demo failed'),
  Contract: { applicant: 'Lack of documents', staff: 'Documents missing' },
  PENDING_REVIEW: { applicant: 'Documents reviewing', staff: 'Documents to review' },
  PENDING_RESUBMIT: {
    applicant: 'Documents renewing (reupload)',
    staff: 'Documents sent back for a new upload',
  },
  // The spec gives the offer no label (its screens showed "-"): it reads as what it is.
  CONTRACT_INVITATION: {
    applicant: 'Contract ready to sign',
    staff: 'Contract offered, not signed',
  },
  BACKGROUND_CHECK: { applicant: 'Background checking', staff: 'Background check in progress' },
  Finish: { applicant: 'Finished sign (account activated)', staff: 'Account activated' },
  CONTRACT_FAIL: { applicant: 'Background check failed', staff: 'Background check failed' },
};

/** What an applicant reads for a code the table does not know (spec section 4). */
export const UNKNOWN_STATUS_LABEL = '-';
/** What staff read for such a code: never the code itself. */
export const UNKNOWN_STATUS_STAFF_LABEL = 'Unknown status';

function labelsAt(stage: string, status: string | null | undefined): StatusLabels | undefined {
  if (!status || !Object.hasOwn(FUNNEL_STATUSES, status)) return undefined;
  const entry = FUNNEL_STATUS_LABELS[status as StatusCode];
  const atStage = entry.atStage && Object.hasOwn(entry.atStage, stage) ? entry.atStage : undefined;
  return atStage?.[stage as ApplicationStage] ?? entry;
}

/** The applicant's label of a place (spec section 4); "-" for a code the table does not know. */
export function applicantStatusLabel(stage: string, status: string | null | undefined): string {
  return labelsAt(stage, status)?.applicant ?? UNKNOWN_STATUS_LABEL;
}

/** The console's label of a place; "Unknown status" for a code the table does not know. */
export function staffStatusLabel(stage: string, status: string | null | undefined): string {
  return labelsAt(stage, status)?.staff ?? UNKNOWN_STATUS_STAFF_LABEL;
}

/** A status by itself, as the console's filter (by code, any stage) names it. */
export function staffStatusName(status: StatusCode): string {
  return FUNNEL_STATUS_LABELS[status].staff;
}

/** Every status, in the table's order, for the console's filter: each has a label now. */
export const LABELLED_STATUSES: readonly StatusCode[] = Object.keys(
  FUNNEL_STATUSES,
) as StatusCode[];
