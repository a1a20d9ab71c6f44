/**
 * What an applicant's status means (spec section 4, "Applicant stage labels"). Many legacy
 * training and trial codes read "Trial demo invitation"; an unknown code shows "-".
 */
export const STATUS_LABELS: Readonly<Record<string, string>> = {
  Init: 'Resume unfinished',
  Apply: 'Resume unfinished',
  Reject: 'Resume unqualified',
  Standby: 'Resume unqualified',
  OutOfContact: 'Out of contact',
  Waiver: 'Out of contact',
  InterviewInvitation_1: 'Record a demo or book a live interview',
  InterviewInvitation_2: 'Recorded demo failed: check its sharing settings and resubmit',
  InterviewInvitation_3: 'Please submit a recorded demo',
  Interview: 'Live interview scheduled',
  INTERVIEW_CANCEL: 'Interview cancelled',
  COURSE_NO_SHOW: 'Interview missed',
  InterviewReject: 'Interview Failed',
  InterviewUndetermined: 'Result in 1-2 business days',
  Training1v1Invitation_1: 'Trial demo invitation',
  Training1v1Invitation_2: 'Trial demo invitation',
  Training1v1Invitation_3: 'Trial demo invitation',
  TrialInvitation_2: 'Trial demo invitation',
  Training1v1: 'Trial demo scheduled',
  TRAINING_CANCEL: 'Trial demo cancelled: you can book again',
  TRAINING_NO_SHOW: 'Trial demo missed',
  TRAINING_UNDETERMINED: 'Result in 1-2 business days',
  TRAINING_REJECT: 'Trial demo failed',
  Contract: 'Lack of documents',
  PENDING_REVIEW: 'Documents reviewing',
  PENDING_RESUBMIT: 'Documents renewing (reupload)',
  BACKGROUND_CHECK: 'Background checking',
  Finish: 'Finished sign (account activated)',
  CONTRACT_FAIL: 'Background check failed',
};

export const UNKNOWN_STATUS_LABEL = '-';

export function statusLabel(status: string | null | undefined): string {
  return (status && STATUS_LABELS[status]) || UNKNOWN_STATUS_LABEL;
}

/** The five steps of the funnel's step bar (spec section 2), in stage order. */
export const FUNNEL_STEPS = [
  { stage: 'BASE_INFO', label: 'Basic info' },
  { stage: 'INTERVIEW', label: 'Mini Demo' },
  { stage: 'TRAINING', label: 'Trial Demo' },
  { stage: 'TRAIL_CLASS', label: 'Material Collection' },
  { stage: 'CONTRACT', label: 'Contract' },
] as const;
