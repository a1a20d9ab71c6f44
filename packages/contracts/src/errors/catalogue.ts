import { FIELD_MESSAGES, MESSAGES as M, fillMessage, type MessageParams } from './messages.js';

/** One entry of the catalogue: the HTTP status the server answers with and the user's message. */
export interface CatalogueEntry {
  readonly status: number;
  readonly message: string;
}

const entry = (status: number, message: string): CatalogueEntry => ({ status, message });

/**
 * Every named code of spec section 8, with its HTTP status. Slot and booking codes carry the
 * `BIZ_TEACHER_` prefix on the wire (known-api.md).
 */
export const ERROR_CATALOGUE = {
  // Response status and session
  TOKEN_NULL: entry(401, M.loginFailed),
  TOKEN_EXPIRED: entry(401, M.loginExpired),
  TOKEN_ILLEGAL: entry(401, M.loginExpired),
  LOGIN_REQUIRED: entry(401, M.loginExpired),
  FORBIDDEN: entry(403, M.permission),
  SERVER_ERR: entry(500, M.systemErrorEmail),
  BIZ_STATUS_TYPE_NOT_MATCHING: entry(409, M.statusChanged),
  NETWORK_ERROR: entry(503, M.networkError),
  FAIL: entry(503, M.networkIssueRefresh),
  DEFAULT: entry(500, M.systemErrorEmail),

  // Project codes for transport-level failures (decision 003)
  NOT_FOUND: entry(404, M.systemErrorEmail),
  BIZ_PARAM_INVALID: entry(400, M.systemError),
  BIZ_BODY_TOO_LARGE: entry(413, M.systemError),
  BIZ_UNSUPPORTED_MEDIA_TYPE: entry(415, M.systemError),
  BIZ_TOO_MANY_REQUESTS: entry(429, M.tooManyRequests),
  BIZ_REQUEST_TIMEOUT: entry(503, M.networkIssueRefresh),
  // The server cannot answer now: overloaded (load shedding), shutting down, or its database
  // is away (issue 15). Sent with Retry-After; the client may simply try again.
  BIZ_SERVICE_UNAVAILABLE: entry(503, M.networkIssueRefresh),

  // Uploads (spec section 5, "Uploads")
  BIZ_UPLOAD_TOO_LARGE: entry(413, FIELD_MESSAGES.uploadTooLarge),
  BIZ_APPEAL_FILE_TOO_LARGE: entry(413, FIELD_MESSAGES.appealFileTooLarge),
  BIZ_UPLOAD_IMAGE_FORMAT: entry(415, FIELD_MESSAGES.uploadImageFormat),
  BIZ_UPLOAD_DOCUMENT_FORMAT: entry(415, FIELD_MESSAGES.uploadDocumentFormat),
  BIZ_UPLOAD_CV_FORMAT: entry(415, FIELD_MESSAGES.uploadCvFormat),
  BIZ_UPLOAD_NO_FILE: entry(400, FIELD_MESSAGES.noFile),
  // Project codes: the per-account upload quotas (decision 027)
  BIZ_UPLOAD_HOURLY_LIMIT: entry(429, M.uploadHourlyLimit),
  BIZ_UPLOAD_STORAGE_FULL: entry(413, M.uploadStorageFull),

  // Named errors, register, login
  BIZ_TEACHER_EMAIL_NAME_MISS: entry(400, M.emailEmpty),
  BIZ_TEACHER_PASSWORD_ILLEGAL: entry(400, M.emailFormat),
  BIZ_TEACHER_PASSWORD_NO_EXIST: entry(400, M.passwordEmpty),
  BIZ_TEACHER_CAPTCHA_ERROR: entry(400, M.captchaErrorDot),
  BIZ_TEACHER_CAPTCHA_REQUIRED: entry(400, FIELD_MESSAGES.captchaInvalid),
  BIZ_TEACHER_EMAIL_NO_PERSON: entry(404, M.userNotExistDot),
  BIZ_TEACHER_PASSWORD_ORIGIN_ERROR: entry(400, M.passwordOriginError),
  BIZ_TEACHER_PASSWORD_NOT_INCONSISTENT: entry(400, M.passwordsNotMatch),
  BIZ_TEACHER_VERIFICATION_CODE: entry(400, M.linkExpired),
  BIZ_TEACHER_EMAIL_HAS_BEEN_USED: entry(409, M.emailUsed),
  BIZ_TEACHER_LOGIN_ERROR: entry(400, M.mailboxOrPassword),
  BIZ_TEACHER_COMMIT_REPEAT: entry(409, M.commitRepeat),
  BIZ_APPLY_LIMIT: entry(429, M.applyLimit),
  BIZ_EXISTING_ACCOUNT: entry(409, M.existingAccount),
  // Project code: applying again before the waiting period is over (decision 068)
  BIZ_APPLY_AGAIN_NOT_YET: entry(409, M.applyAgainNotYet),
  // Project codes: staff two-factor sign-in (decision 029)
  BIZ_STAFF_TWO_FACTOR_REQUIRED: entry(400, M.twoFactorRequired),
  BIZ_STAFF_TWO_FACTOR_ERROR: entry(400, M.twoFactorError),
  BIZ_STAFF_TWO_FACTOR_SETUP_REQUIRED: entry(403, M.twoFactorSetupRequired),

  // Interview and training scheduling
  BIZ_TEACHER_COURSETYPE_NOT_MATCH: entry(409, M.courseTypeNotMatch),
  BIZ_TEACHER_OVERTOP_CANCEL_COUNT: entry(409, M.overtopCancelCount),
  BIZ_TEACHER_ALREADY_HAVE_COURSE: entry(409, M.alreadyHaveCourse),
  BIZ_COURSE_NO_COURSE_CAN_SELECTED: entry(409, M.noCourseCanSelected),
  BIZ_TEACHER_BOOK_INTERVIEW_OR_TRANING_CLASS_ERROR: entry(409, M.bookInterviewOrTrainingError),
  BIZ_TEACHER_TRAINING_CANNOT_CANCEL_IN_3H: entry(409, M.trainingCannotCancelIn3h),
  BIZ_TEACHER_TRAINING_CANNOT_OPEN_IN_3H: entry(409, M.trainingCannotOpenIn3h),
  // Project codes: rooms, attendance and results (decision 035)
  BIZ_ROOM_NOT_OPEN: entry(409, M.roomNotOpen),
  BIZ_DEMO_NOT_STARTED: entry(409, M.demoNotStarted),
  BIZ_DEMO_SECOND_LOOK_SAME_MEMBER: entry(409, M.secondLookSameMember),

  // Project codes: documents, contract and background check (decision 038)
  BIZ_DOCUMENTS_NOT_COMPLETE: entry(409, M.documentsNotComplete),
  BIZ_BACKGROUND_CONSENT_MISSING: entry(409, M.backgroundConsentMissing),
  BIZ_DOCUMENT_NOT_SUBMITTED: entry(409, M.documentNotSubmitted),

  // Payslip
  BIZ_PARAM_ERR: entry(400, M.paramError),
  BIZ_TEACHER_PAYSLIP_STATUS_NOT_EQUAL_RECEIPT: entry(409, M.payslipStatusNotEqualReceipt),
  BIZ_TEACHER_PAYSLIP_NOT_EXIT: entry(409, M.payslipNotExist),
  // Project codes: payment batches (decision 042)
  BIZ_PAY_BATCH_EMPTY: entry(409, M.payBatchEmpty),
  BIZ_PAY_BATCH_ALREADY_PAID: entry(409, M.payBatchAlreadyPaid),
  BIZ_PAY_BATCH_PAYSLIP_MOVED: entry(409, M.payBatchPayslipMoved),
  BIZ_PAY_BATCH_BANK_CHANGED: entry(409, M.payBatchBankChanged),
  BIZ_PAY_BATCH_NOT_OPEN: entry(409, M.payBatchNotOpen),
  // Project codes: corrections after release (decision 052)
  BIZ_PAY_MONTH_NOT_ENDED: entry(409, M.payMonthNotEnded),
  BIZ_PAY_MONTH_RELEASED: entry(409, M.payMonthReleased),

  // Evaluation and recordings
  BIZ_TEACHER_SPEECH_EVALUATION_ERROR: entry(400, M.speechEvaluationError),
  FILE_SMALL: entry(400, M.ossFileSmall),
  GET_FAIL: entry(502, M.ossUploadFailed),
  PUT_FAIL: entry(502, M.ossUploadFailed),

  // Slots and booking
  BIZ_TEACHER_BOOK_OPEN_5_WEEK_LIMIT: entry(400, M.bookOpen5WeekLimit),
  BIZ_TEACHER_PERMISSION: entry(403, M.permission),
  BIZ_TEACHER_STANDBY_OVER_24_HOUR: entry(409, M.standbyOver24Hour),
  BIZ_TEACHER_COURSE_ALREADY_BOOKED: entry(409, M.courseAlreadyBooked),
  BIZ_TEACHER_STANDBY_BOOK_FULL: entry(409, M.standbyBookFull),
  BIZ_TEACHER_STATUS_DISABLE: entry(403, M.accountSuspended),
  BIZ_TEACHER_CONTRACT_EXPIRED: entry(403, M.accountSuspended),
  BIZ_TEACHER_COURSE_NOT_EXIST: entry(404, M.courseNotExist),
  BIZ_TEACHER_COURSE_WITHIN_24_HOUR: entry(409, M.courseWithin24Hour),
  BIZ_TEACHER_BOOK_COURSE_WITHIN_10_MINUTE: entry(409, M.bookWithin10Minute),
  BIZ_TEACHER_BOOK_COURSE_WITHIN_24_HOUR: entry(409, M.bookWithin24Hour),
  BIZ_TEACHER_HAS_NOT_TEACHER_CERTIFICATE_URL: entry(403, M.noTeacherCertificate),
  BIZ_TEACHER_BOOK_COURSE_EXPIRE_TIME: entry(409, M.bookExpireTime),
  BIZ_TEACHER_COURSE_NO_MAIN_CLASS_NOT_CANDIDATE: entry(403, M.noMainClassNotCandidate),
  BIZ_TEACHER_STANDBY_EXPIRE_BEGUN: entry(409, M.standbyExpireBegun),
  BIZ_TEACHER_SLOTS_ALREADY_OPENED: entry(409, M.slotsAlreadyOpened),
  BIZ_TEACHER_SLOTS_NOT_AVAILABLE: entry(409, M.slotsNotAvailable),
  // Project code: a date no contract holds (decision 052)
  BIZ_TEACHER_DATE_OUT_OF_CONTRACT: entry(409, M.dateOutOfContract),
  // Project codes: leave, cancellations, no-shows and fixed classes (decision 041)
  BIZ_TEACHER_CANCEL_REASON_REQUIRED: entry(400, M.cancelReasonRequired),
  BIZ_TEACHER_CANCEL_TYPE_NOT_ALLOWED: entry(409, M.cancelTypeNotAllowed),
  BIZ_TEACHER_CANCEL_CREDIT_NOT_ENOUGH: entry(409, M.cancelCreditNotEnough),
  BIZ_TEACHER_FREE_PASS_USED_UP: entry(409, M.freePassUsedUp),
  BIZ_TEACHER_APPEAL_NOT_ALLOWED: entry(409, M.appealNotAllowed),
  BIZ_TEACHER_FIXED_REQUEST_EXPIRED: entry(409, M.fixedRequestExpired),

  // Shop exchange
  BIZ_TEACHER_CARROT_NOT_ENOUGH: entry(409, M.carrotsNotEnough),
} as const satisfies Record<string, CatalogueEntry>;

export type ErrorCode = keyof typeof ERROR_CATALOGUE;

/** The older API's numeric login and register codes (spec section 8), for clients that still see them. */
export const LEGACY_CODE_MESSAGES: Readonly<Record<string, string>> = {
  '400010001': M.verificationCodeError,
  '400080002': M.emailFormatShort,
  '400010002': M.mailboxOrPassword,
  '400010006': M.userNotExist,
  '400010026': M.passwordEmptyShort,
  '201717967': M.emailOrPasswordMiss,
  '400010005': M.captchaError,
  '400010010': M.emailUsed,
  '4000200400': M.emailEmptyShort,
  '400050005': M.statusChanged,
};

/** Codes after which the client clears its session (spec section 7). */
export const SESSION_ENDING_CODES: readonly ErrorCode[] = [
  'TOKEN_NULL',
  'TOKEN_EXPIRED',
  'TOKEN_ILLEGAL',
  'LOGIN_REQUIRED',
];

/** Codes that ask the user to reload the page (the Refresh dialog). */
export const REFRESH_STATUS_CODES: readonly string[] = [
  '400050005',
  'BIZ_STATUS_TYPE_NOT_MATCHING',
];

export function isErrorCode(code: string): code is ErrorCode {
  return Object.hasOwn(ERROR_CATALOGUE, code);
}

/** The user's message for a code, placeholders filled; unknown codes give the generic message. */
export function messageFor(code: string, params: MessageParams = {}): string {
  if (isErrorCode(code)) return fillMessage(ERROR_CATALOGUE[code].message, params);
  const legacy = LEGACY_CODE_MESSAGES[code];
  return legacy ?? M.systemError;
}

export function statusFor(code: ErrorCode): number {
  return ERROR_CATALOGUE[code].status;
}
