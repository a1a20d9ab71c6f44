/**
 * Every sentence a user can read about a failure, written once. Texts are copied from the
 * specification (section 8 for codes, section 5 for fields). Placeholders in braces
 * (`{email}`, `{name}`) are filled by `fillMessage` from configuration.
 *
 * Entries marked "project" cover situations the specification does not name (see
 * docs/decisions/003-error-catalogue.md); they keep the spec's voice.
 */
export const MESSAGES = {
  success: 'success',
  networkError: 'network exception, please check your network.',
  systemError: 'system error,please try again.',
  systemErrorEmail: 'System error.Please refresh the page or email {email}',
  networkIssueRefresh: 'Network issue, please refresh and try again.',
  loginFailed: 'Login Failed. Please login to our system again!',
  loginExpired: 'Login expired, please refresh and retry.',
  permission: 'Authorization needed to perform this action. Please email {email} for help.',
  statusChanged: 'Application status has changed, please refresh your page',
  // project: rate limits are not in the specification.
  tooManyRequests: 'Too many attempts, please wait a while and try again.',

  verificationCodeError: 'Verification code error',
  emailFormat: 'Email format error.',
  emailFormatShort: 'Email format error',
  mailboxOrPassword: 'Mailbox or password error',
  userNotExist: 'User does not exist',
  userNotExistDot: 'User does not exist.',
  passwordEmptyShort: 'Password can not be empty',
  emailOrPasswordMiss: 'email or password is miss, please try again',
  captchaError: 'Captcha error',
  captchaErrorDot: 'Captcha error.',
  emailUsed: 'This email has been used',
  emailEmptyShort: 'Email can not be empty',
  emailEmpty: 'Email cannot be empty.',
  passwordEmpty: 'Password cannot be empty.',
  passwordOriginError: 'Your password was incorrect.',
  passwordsNotMatch: 'Passwords do not match!',
  linkExpired: 'The link has expired, please re-submit the application.',
  // project: the spec names these codes with a description only.
  commitRepeat: 'Repeat submission, please refresh and try again.',
  applyLimit: 'Apply limit reached.',
  existingAccount: 'An account already exists.',
  // project: applying again after a failed step (decision 068); the date is on the screen.
  applyAgainNotYet:
    'You can apply again once the waiting period after your last application is over: your application page shows the date.',

  courseTypeNotMatch: 'Class type does not match the process, please refresh and try again.',
  overtopCancelCount:
    'You are not allowed to schedule class as you have cancelled the live demo twice, please refresh and record a demo.',
  alreadyHaveCourse: 'Class is already scheduled for this phase, please refresh and try again.',
  noCourseCanSelected: 'Time slot not available, please refresh and try again.',
  bookInterviewOrTrainingError: 'This slot is not available, please refresh the page.',
  // project: the spec describes these two without quoting them.
  trainingCannotCancelIn3h: 'This class starts within 3 hours and can no longer be cancelled.',
  trainingCannotOpenIn3h: 'This slot is no longer available, please choose another time.',
  // project: rooms, attendance and results of the demos (decision 035).
  roomNotOpen: 'The room opens 10 minutes before the class starts. Please come back then.',
  demoNotStarted: 'This class has not started yet: record it once it has begun.',
  secondLookSameMember: 'Another interviewer must give the second look at this result.',
  // project: steps 4 and 5 (decision 038); the first two are read by staff in the console.
  documentsNotComplete: 'Every required document must pass before the contract is offered.',
  backgroundConsentMissing: "Record the applicant's consent before the background check's result.",
  documentNotSubmitted: 'This document has not been submitted yet, please refresh and try again.',

  paramError: 'Technical issue, please contact compensation support at {email}.',
  payslipStatusNotEqualReceipt:
    'Submission failed, please refresh and check the status of your payslip',
  payslipNotExist: 'Your payslip has been updated, please refresh and try again',
  // project: FINANCE's payment batches (decision 042).
  payBatchEmpty: 'No payslip of this month is waiting for payment by this method.',
  payBatchAlreadyPaid: 'This batch has already been paid, please refresh.',
  payBatchPayslipMoved:
    'A payslip of this batch is no longer waiting for payment: please cancel the batch and make it again.',
  payBatchBankChanged:
    'A teacher of this batch has changed their payment method: please cancel the batch and make it again.',
  payBatchNotOpen: 'This batch has already been paid or cancelled, please refresh.',
  // project: corrections after release (decision 052).
  payMonthNotEnded:
    "A month's payslips can be released only after the month has ended (Beijing time).",
  payMonthReleased:
    "This month's payslips have been released: add the adjustment to the teacher's next open month.",

  speechEvaluationError: 'Submission failed, please try again.',
  ossUploadFailed: 'OSS upload failed, please try again.',
  ossFileSmall: 'OSS upload failed, the recording is too short.',
  // project: upload quotas per account (decision 027).
  uploadHourlyLimit: 'Too many uploads, please wait a while and try again.',
  uploadStorageFull: 'Upload failed, your storage space is full. Please email {email} for help.',
  // project: staff two-factor sign-in (decision 029).
  twoFactorRequired: 'Enter the 6-digit code from your authenticator app.',
  twoFactorError: 'The code is wrong or was already used.',
  twoFactorSetupRequired: 'Set up two-factor sign-in to continue.',

  bookOpen5WeekLimit: 'Oops! You have hopped too far for {name} to follow~',
  standbyOver24Hour: 'Course start time is out of 24 hours.',
  courseAlreadyBooked: 'Course already booked.',
  standbyBookFull: 'Standby course already full.',
  accountSuspended: 'Sorry, your account has been suspended.Please email {email}',
  courseNotExist: 'Slot(s) not exist',
  courseWithin24Hour: 'For cancellations within 24 hours, please contact us via {email}.',
  bookWithin10Minute: 'Cannot open the course within 10 minute.',
  bookWithin24Hour: 'Cannot open the course within 24 hours.',
  noTeacherCertificate: 'Please send your ESL certificate to {email} to unlock your account.',
  bookExpireTime: 'The slot has expired，please refresh.',
  noMainClassNotCandidate: 'Please contact the office staff at {email} for help.',
  standbyExpireBegun: 'Standby failed, the class has begun.',
  slotsAlreadyOpened: 'Slot(s) already opened',
  slotsNotAvailable: 'Slot(s) not available',
  // project: one contract in force (decision 052).
  dateOutOfContract:
    'No contract of yours covers this date. Please email {email} about renewing it.',
  // project: leave, cancellations, no-shows and fixed classes (decision 041).
  cancelReasonRequired: 'Please tell us the reason for this cancellation.',
  cancelTypeNotAllowed:
    'This cancellation type cannot be used for this class, please choose another.',
  cancelCreditNotEnough: 'You have no cancellation credit left, please choose another type.',
  freePassUsedUp: "You have used this year's free no-show removal. Please email {email} for help.",
  appealNotAllowed: 'Only a no-show or an emergency cancellation can be appealed, and only once.',
  fixedRequestExpired: 'This request has expired, please refresh.',

  carrotsNotEnough:
    "Whoops! It's time to harvest more carrots... you don't have enough carrots for the selected option.",
} as const;

/** Messages shown beside a form field (spec section 5). */
export const FIELD_MESSAGES = {
  required: 'Required field.',
  lettersOnly: 'Blank spaces and special characters are not allowed on this field.',
  phoneDigits: 'Your phone number can only be numbers.',
  englishOnly: 'Only accept English characters.',
  emailEmpty: MESSAGES.emailEmpty,
  emailFormat: MESSAGES.emailFormat,
  passwordEmpty: MESSAGES.passwordEmpty,
  passwordLength: 'Password is limited to 6-18 digits.',
  captchaInvalid: 'invalid captcha.',
  // project: staff two-factor sign-in (decision 029).
  twoFactorCode: 'Enter the 6-digit code from your app, or a recovery code.',
  totpCode: 'Enter the 6-digit code from your app.',
  resetFormat: '*Incorrect format!',
  // project: the contract's terms and signature (decision 038).
  contractDates: 'The expiry date must come after the effective date.',
  agreeRequired: 'Please read the contract and agree to it before signing.',
  legalName: 'Type your full legal name as it appears on your government ID.',
  // project: the signed name against the application's (issue 37).
  legalNameMismatch:
    'This is not the name on your application. Type your full legal name as it appears on your government ID.',
  resetMismatch: '*Passwords do not match!',
  referralNotFound: 'The referral code you entered does not exist, please double check',
  referralInvalid: 'Invalid referralCode.',
  uploadTooLarge: 'Upload failed, file size cannot exceed 10MB',
  uploadImageFormat: 'Format error. Please upload jpg, jpeg or png file.',
  uploadDocumentFormat: 'Format error. Please upload jpg, jpeg, png or pdf file.',
  uploadCvFormat: 'Format error. Please upload doc, docx or pdf file.',
  uploadFailed: MESSAGES.systemError,
  noFile: 'No File',
  // project: the fallback for a field whose value has the wrong shape.
  invalid: '*Incorrect format!',
  // project: NUL and other control characters (decision 021).
  controlCharacters: 'Invisible control characters are not allowed on this field.',
  // project: the console's schedule settings (decision 039).
  halfHour: 'Times start and end on the hour or the half hour.',
  windowEnd: 'The end must come after the start.',
  dateOrder: 'The last date must not come before the first one.',
  specialDates: 'A holiday window needs its first and last dates.',
  classTypeExists: 'A class type with this code already exists.',
  classTypeKind: 'This course type does not go with this kind of class.',
  // project: leave and fixed classes (decision 041).
  reasonText: 'Please describe the reason.',
  pickClasses: 'Choose the classes by their ids, their start times or a range: one of them.',
  weeklyTimeRepeated: 'Each weekly time appears once.',
  fixedPeriodLength: 'A fixed period lasts at most 26 weeks.',
  // project: an appeal's files (decision 071).
  appealFileTooLarge: 'Upload failed, file size cannot exceed 5MB',
  appealFilesMax: 'An appeal carries at most 3 files.',
} as const;

/** Messages of successful actions (toasts). */
export const SUCCESS_MESSAGES = {
  submitted: 'Submitted',
  submittedSuccessfully: 'Submitted successfully.',
  contactFailed: 'Failed',
  passwordReset: 'Your password has been reset',
  // project: the demos' booking pages (decision 035).
  booked: 'Booked successfully.',
  bookingCancelled: 'Cancelled successfully.',
  // project: change time (decision 068).
  bookingMoved: 'Moved successfully.',
  shopExchange:
    'Credit cash-out successful! Within 4 business days, you should receive your unique code in your redemption records.',
} as const;

export type MessageParams = Partial<
  Record<
    | 'email'
    | 'name'
    | 'link'
    | 'status'
    | 'reason'
    | 'session'
    | 'time'
    | 'previous'
    | 'lead'
    | 'document'
    | 'referralCode'
    | 'masked'
    | 'month'
    | 'amount'
    | 'count',
    string
  >
>;

/** Fills `{email}`-style placeholders; unknown placeholders stay as written. */
export function fillMessage(template: string, params: MessageParams = {}): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => {
    const value = (params as Record<string, string | undefined>)[key];
    return value ?? whole;
  });
}
