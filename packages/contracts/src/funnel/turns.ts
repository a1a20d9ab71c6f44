import { FUNNEL_STATUSES, type StatusCode } from './statuses.js';

/**
 * Whose move it is at each status (decision 069): the staff's (a decision, a review, a check),
 * the applicant's (book, record, upload, sign), nobody's until a booked session takes place, or
 * nobody's at all (a closed or parked application). The console's "Waiting on me" queue lists
 * an owner's applicants whose status is the staff's turn. A `Record` over every status code:
 * the compiler refuses a new status without its turn.
 */
export type StatusTurn = 'STAFF' | 'APPLICANT' | 'APPOINTMENT' | 'NONE';

export const STATUS_TURNS: Record<StatusCode, StatusTurn> = {
  Init: 'APPLICANT',
  Apply: 'STAFF',
  Reject: 'NONE',
  // Parked by staff on purpose (a resume on standby, a hold at step 4 or 5): nobody is due.
  Standby: 'NONE',
  OutOfContact: 'APPLICANT',
  Waiver: 'NONE',
  InterviewInvitation_1: 'APPLICANT',
  InterviewInvitation_2: 'APPLICANT',
  InterviewInvitation_3: 'APPLICANT',
  Interview: 'APPOINTMENT',
  INTERVIEW_CANCEL: 'APPLICANT',
  COURSE_NO_SHOW: 'APPLICANT',
  InterviewReject: 'NONE',
  InterviewUndetermined: 'STAFF',
  Training1v1Invitation_1: 'APPLICANT',
  Training1v1Invitation_2: 'APPLICANT',
  Training1v1Invitation_3: 'APPLICANT',
  TrialInvitation_1: 'APPLICANT',
  TrialInvitation_2: 'APPOINTMENT',
  Training1v1: 'APPOINTMENT',
  TRAINING_CANCEL: 'APPLICANT',
  TRAINING_NO_SHOW: 'APPLICANT',
  TRAINING_UNDETERMINED: 'STAFF',
  TRAINING_REJECT: 'NONE',
  Contract: 'APPLICANT',
  PENDING_REVIEW: 'STAFF',
  PENDING_RESUBMIT: 'APPLICANT',
  CONTRACT_INVITATION: 'APPLICANT',
  BACKGROUND_CHECK: 'STAFF',
  Finish: 'NONE',
  CONTRACT_FAIL: 'NONE',
};

/** The statuses in which the applicant waits on staff, in the status table's order. */
export const STAFF_TURN_STATUSES: readonly StatusCode[] = (
  Object.keys(FUNNEL_STATUSES) as StatusCode[]
).filter((code) => STATUS_TURNS[code] === 'STAFF');

/** Whether an applicant at this status waits on staff (an unknown code: no). */
export function isStaffTurn(status: string): boolean {
  return (STAFF_TURN_STATUSES as readonly string[]).includes(status);
}
