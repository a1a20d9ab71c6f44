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
const ACTIVATED_PLACE_ = at(STAGE.CONTRACT, STATUS.Finish);
const submitted = at(STAGE.BASE_INFO, STATUS.Apply);
const interviewBooked = at(STAGE.INTERVIEW, STATUS.Interview);
const trainingBooked = at(STAGE.TRAINING, STATUS.Training1v1);
const trialClassBooked = at(STAGE.TRAIL_CLASS, STATUS.TrialInvitation_2);
const interviewSecondLook = at(STAGE.INTERVIEW, STATUS.InterviewUndetermined);
const trialClassSecondLook = at(STAGE.TRAIL_CLASS, STATUS.TRAINING_UNDETERMINED);
/** Step 4: the documents to collect (spec section 4, "Lack of documents"). */
const materialCollection = at(STAGE.CONTRACT, STATUS.Contract);
const documentsReviewing = at(STAGE.CONTRACT, STATUS.PENDING_REVIEW);
const documentsRenewing = at(STAGE.CONTRACT, STATUS.PENDING_RESUBMIT);
const contractOffered = at(STAGE.CONTRACT, STATUS.CONTRACT_INVITATION);
const backgroundCheck = at(STAGE.CONTRACT, STATUS.BACKGROUND_CHECK);
/** Steps 4 and 5 before the account is activated or refused: where staff may put a hold. */
const beforeActivation = [
  materialCollection,
  documentsReviewing,
  documentsRenewing,
  contractOffered,
  backgroundCheck,
];
const onHold = [
  at(STAGE.CONTRACT, STATUS.Standby),
  at(STAGE.CONTRACT, STATUS.OutOfContact),
  at(STAGE.CONTRACT, STATUS.Waiver),
];

/** Where an application ends failed (spec section 4's fail statuses): applyAgain's start. */
export const FAILED_PLACES: readonly FunnelPlace[] = [
  at(STAGE.BASE_INFO, STATUS.Reject),
  at(STAGE.INTERVIEW, STATUS.InterviewReject),
  at(STAGE.TRAINING, STATUS.TRAINING_REJECT),
  at(STAGE.TRAIL_CLASS, STATUS.TRAINING_REJECT),
  at(STAGE.CONTRACT, STATUS.CONTRACT_FAIL),
];

/** A hold by staff: from any place before activation, or from another hold. */
function holdAs(status: (typeof onHold)[number]['status']) {
  return {
    from: [...beforeActivation, ...onHold.filter((place) => place.status !== status)],
    to: at(STAGE.CONTRACT, status),
    by: 'manageContracts',
  } as const;
}

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
  /** A live mini demo booked: first time, after a cancellation or after a missed one. */
  bookInterview: {
    from: [
      at(STAGE.INTERVIEW, STATUS.InterviewInvitation_1),
      at(STAGE.INTERVIEW, STATUS.INTERVIEW_CANCEL),
      at(STAGE.INTERVIEW, STATUS.COURSE_NO_SHOW),
    ],
    to: interviewBooked,
    by: 'applicant',
  },
  cancelInterview: {
    from: [interviewBooked],
    to: at(STAGE.INTERVIEW, STATUS.INTERVIEW_CANCEL),
    by: 'applicant',
  },
  /** A cancellation that makes more than two late misses: only a recorded demo now. */
  cancelInterviewToRecording: {
    from: [interviewBooked],
    to: at(STAGE.INTERVIEW, STATUS.InterviewInvitation_3),
    by: 'applicant',
  },
  bookTraining: {
    from: [
      at(STAGE.TRAINING, STATUS.Training1v1Invitation_1),
      at(STAGE.TRAINING, STATUS.Training1v1Invitation_2),
      at(STAGE.TRAINING, STATUS.Training1v1Invitation_3),
      at(STAGE.TRAINING, STATUS.TRAINING_CANCEL),
      at(STAGE.TRAINING, STATUS.TRAINING_NO_SHOW),
    ],
    to: trainingBooked,
    by: 'applicant',
  },
  cancelTraining: {
    from: [trainingBooked],
    to: at(STAGE.TRAINING, STATUS.TRAINING_CANCEL),
    by: 'applicant',
  },
  /** The optional trial class: TrialInvitation_2 follows the slot action (spec section 4). */
  bookTrialClass: {
    from: [
      at(STAGE.TRAIL_CLASS, STATUS.TrialInvitation_1),
      at(STAGE.TRAIL_CLASS, STATUS.TRAINING_CANCEL),
      at(STAGE.TRAIL_CLASS, STATUS.TRAINING_NO_SHOW),
    ],
    to: trialClassBooked,
    by: 'applicant',
  },
  cancelTrialClass: {
    from: [trialClassBooked],
    to: at(STAGE.TRAIL_CLASS, STATUS.TRAINING_CANCEL),
    by: 'applicant',
  },

  // Results and attendance, recorded by the session's member (decision 035).
  passInterview: {
    from: [interviewBooked, interviewSecondLook],
    to: at(STAGE.TRAINING, STATUS.Training1v1Invitation_1),
    by: 'takeDemos',
  },
  /** Neither pass nor fail: a second member looks and decides. */
  spareInterview: { from: [interviewBooked], to: interviewSecondLook, by: 'takeDemos' },
  failInterview: {
    from: [interviewBooked, interviewSecondLook],
    to: at(STAGE.INTERVIEW, STATUS.InterviewReject),
    by: 'takeDemos',
  },
  interviewNoShow: {
    from: [interviewBooked],
    to: at(STAGE.INTERVIEW, STATUS.COURSE_NO_SHOW),
    by: 'takeDemos',
  },
  /** A no-show that makes more than two late misses: only a recorded demo now. */
  interviewNoShowToRecording: {
    from: [interviewBooked],
    to: at(STAGE.INTERVIEW, STATUS.InterviewInvitation_3),
    by: 'takeDemos',
  },
  passTraining: { from: [trainingBooked], to: materialCollection, by: 'takeDemos' },
  /** SPARE on the 1v1 training: the optional trial class decides. */
  offerTrialClass: {
    from: [trainingBooked],
    to: at(STAGE.TRAIL_CLASS, STATUS.TrialInvitation_1),
    by: 'takeDemos',
  },
  failTraining: {
    from: [trainingBooked],
    to: at(STAGE.TRAINING, STATUS.TRAINING_REJECT),
    by: 'takeDemos',
  },
  trainingNoShow: {
    from: [trainingBooked],
    to: at(STAGE.TRAINING, STATUS.TRAINING_NO_SHOW),
    by: 'takeDemos',
  },
  passTrialClass: {
    from: [trialClassBooked, trialClassSecondLook],
    to: materialCollection,
    by: 'takeDemos',
  },
  spareTrialClass: { from: [trialClassBooked], to: trialClassSecondLook, by: 'takeDemos' },
  failTrialClass: {
    from: [trialClassBooked, trialClassSecondLook],
    to: at(STAGE.TRAIL_CLASS, STATUS.TRAINING_REJECT),
    by: 'takeDemos',
  },
  trialClassNoShow: {
    from: [trialClassBooked],
    to: at(STAGE.TRAIL_CLASS, STATUS.TRAINING_NO_SHOW),
    by: 'takeDemos',
  },

  // The recorded mini demo (decision 036): while it waits for a review the applicant reads
  // "Result in 1-2 business days"; passInterview and failInterview decide it as a live one.
  submitRecording: {
    from: [
      at(STAGE.INTERVIEW, STATUS.InterviewInvitation_1),
      at(STAGE.INTERVIEW, STATUS.InterviewInvitation_2),
      at(STAGE.INTERVIEW, STATUS.InterviewInvitation_3),
      at(STAGE.INTERVIEW, STATUS.INTERVIEW_CANCEL),
      at(STAGE.INTERVIEW, STATUS.COURSE_NO_SHOW),
    ],
    to: interviewSecondLook,
    by: 'applicant',
  },
  withdrawRecording: {
    from: [interviewSecondLook],
    to: at(STAGE.INTERVIEW, STATUS.InterviewInvitation_1),
    by: 'applicant',
  },
  /** Withdrawn with more than two late misses behind: a recording is still the only way. */
  withdrawRecordingToRecording: {
    from: [interviewSecondLook],
    to: at(STAGE.INTERVIEW, STATUS.InterviewInvitation_3),
    by: 'applicant',
  },
  /** SPARE on a recording: it stays undetermined for a second member's look (an audit row). */
  spareRecording: { from: [interviewSecondLook], to: interviewSecondLook, by: 'takeDemos' },
  recordingUnreadable: {
    from: [interviewSecondLook],
    to: at(STAGE.INTERVIEW, STATUS.InterviewInvitation_2),
    by: 'takeDemos',
  },

  // Steps 4 and 5 (decision 038): documents, the contract, the background check, activation.
  /** Every required document sent (again): the recruiters review them. */
  submitDocuments: {
    from: [materialCollection, documentsRenewing],
    to: documentsReviewing,
    by: 'applicant',
  },
  /** A document sent back with a reason: the applicant uploads it again. */
  returnDocument: {
    from: [materialCollection, documentsReviewing],
    to: documentsRenewing,
    by: 'reviewDocuments',
  },
  /** Every document passed and the terms set: the contract is offered. */
  offerContract: { from: [documentsReviewing], to: contractOffered, by: 'manageContracts' },
  /** New terms before signing replace the offer (a new version; an audit row). */
  reofferContract: { from: [contractOffered], to: contractOffered, by: 'manageContracts' },
  signContract: { from: [contractOffered], to: backgroundCheck, by: 'applicant' },
  /** A clear background check activates the account (Finish), once. */
  activate: { from: [backgroundCheck], to: ACTIVATED_PLACE_, by: 'manageContracts' },
  failBackgroundCheck: {
    from: [backgroundCheck],
    to: at(STAGE.CONTRACT, STATUS.CONTRACT_FAIL),
    by: 'manageContracts',
  },
  holdStandby: holdAs(STATUS.Standby),
  holdOutOfContact: holdAs(STATUS.OutOfContact),
  holdWaiver: holdAs(STATUS.Waiver),
  // Back from a hold to where the documents put the applicant (contracts `documentsPlace`).
  releaseToDocuments: { from: onHold, to: materialCollection, by: 'manageContracts' },
  releaseToReview: { from: onHold, to: documentsReviewing, by: 'manageContracts' },
  releaseToResubmit: { from: onHold, to: documentsRenewing, by: 'manageContracts' },
  /**
   * After a failed step and its waiting period (contracts `applyAgainOn`, decision 068): the
   * applicant starts again at the basic information, their saved answers kept to check.
   */
  applyAgain: { from: FAILED_PLACES, to: at(STAGE.BASE_INFO, STATUS.Init), by: 'applicant' },
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
export const ACTIVATED_PLACE = ACTIVATED_PLACE_;

/** Every place the moves start from or end in, and where a new account starts. */
export const FUNNEL_PLACES: readonly FunnelPlace[] = [
  INITIAL_PLACE,
  ...Object.values(FUNNEL_TRANSITIONS).flatMap((move: Transition): readonly FunnelPlace[] => [
    ...move.from,
    move.to,
  ]),
];
