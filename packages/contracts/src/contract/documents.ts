import { STATUS, type StatusCode } from '../funnel/statuses.js';
import { mayMove } from '../lifecycle/define-lifecycle.js';
import {
  DOCUMENT,
  DOCUMENT_LIFECYCLE,
  UN_SUBMIT,
  type DocumentStatus,
} from './document.lifecycle.js';

export {
  DOCUMENT,
  DOCUMENT_LIFECYCLE,
  DOCUMENT_STATUSES,
  UN_SUBMIT,
  type DocumentStatus,
} from './document.lifecycle.js';

/**
 * Step 4's document slots (spec sections 2 and 3, decision 038), in the order of the upload
 * modals: ESL certificate, ESL verification, government ID (passport or driver's licence),
 * diploma or transcript. The codes are the spec's resource types.
 */
export const DOCUMENT_TYPES = [
  'TEACHER_CERTIFICATE',
  'PROOF_CERTIFICATE',
  'PASSPORT',
  'EDU_CERTIFICATE',
] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

/** The key of each slot in `resourceUploadDTO` and `getResourceStatus` (spec section 3). */
export const DOCUMENT_WIRE_KEYS = {
  TEACHER_CERTIFICATE: 'teacherCertificate',
  PROOF_CERTIFICATE: 'proofCertificate',
  PASSPORT: 'passport',
  EDU_CERTIFICATE: 'eduCertificate',
} as const satisfies Record<DocumentType, string>;

/**
 * The slots every applicant fills. The ESL verification (a provider's check page or letter)
 * exists for some certificates only, so it is offered, not demanded (decision 038).
 */
export const REQUIRED_DOCUMENTS: readonly DocumentType[] = [
  'TEACHER_CERTIFICATE',
  'PASSPORT',
  'EDU_CERTIFICATE',
];

/** The spec's resource types: the four documents and the contract. */
export const RESOURCE_TYPES = ['CONTRACT', ...DOCUMENT_TYPES] as const;
export type ResourceType = (typeof RESOURCE_TYPES)[number];

/** An upload item's file type (spec section 3: "file type PDF or JPG"). */
export const DOCUMENT_FILE_TYPES = ['PDF', 'JPG'] as const;

/** "Statuses allowing upload: UN_SUBMIT and RESUBMIT; others mean submitted." */
export function mayUploadDocument(status: DocumentStatus): boolean {
  return mayMove(DOCUMENT_LIFECYCLE, 'submit', status === UN_SUBMIT ? null : status);
}

/** Whether staff may decide on a document at `status` (a pass or a request for a new file). */
export function mayJudgeDocument(status: DocumentStatus): boolean {
  return status !== UN_SUBMIT && mayMove(DOCUMENT_LIFECYCLE, 'pass', status);
}

/** What staff decide on a submitted document. */
export const DOCUMENT_DECISIONS = [DOCUMENT.PASS, DOCUMENT.RESUBMIT] as const;
export type DocumentDecision = (typeof DOCUMENT_DECISIONS)[number];

export type DocumentStatuses = Readonly<Record<DocumentType, DocumentStatus>>;

/** Every slot at UN_SUBMIT: an applicant who has sent nothing yet. */
export const NO_DOCUMENTS: DocumentStatuses = Object.fromEntries(
  DOCUMENT_TYPES.map((type) => [type, UN_SUBMIT]),
) as Record<DocumentType, DocumentStatus>;

/**
 * The step-4 status the documents put an applicant at (spec section 4): any sent back,
 * "Documents renewing"; every required one sent, "Documents reviewing"; else "Lack of
 * documents".
 */
export function documentsPlace(statuses: DocumentStatuses): StatusCode {
  if (DOCUMENT_TYPES.some((type) => statuses[type] === DOCUMENT.RESUBMIT))
    return STATUS.PENDING_RESUBMIT;
  const sent = (type: DocumentType) =>
    statuses[type] === DOCUMENT.SUBMITTED || statuses[type] === DOCUMENT.PASS;
  return REQUIRED_DOCUMENTS.every(sent) ? STATUS.PENDING_REVIEW : STATUS.Contract;
}

/**
 * Whether the contract may be offered: every required document passed and nothing waits for a
 * review or a new file (an optional slot never filled is fine).
 */
export function documentsComplete(statuses: DocumentStatuses): boolean {
  return DOCUMENT_TYPES.every((type) =>
    REQUIRED_DOCUMENTS.includes(type)
      ? statuses[type] === DOCUMENT.PASS
      : statuses[type] === DOCUMENT.PASS || statuses[type] === UN_SUBMIT,
  );
}

/**
 * The slots an applicant must send with a submission: every required one not yet sent or
 * passed, and every one sent back. Submitting leaves none of them empty ("No File").
 */
export function documentsToSend(statuses: DocumentStatuses): DocumentType[] {
  return DOCUMENT_TYPES.filter((type) =>
    statuses[type] === DOCUMENT.RESUBMIT
      ? true
      : REQUIRED_DOCUMENTS.includes(type) && statuses[type] === UN_SUBMIT,
  );
}

/**
 * Whether a teacher may open times: their ESL certificate is on file and passed (spec section
 * 8's HAS_NOT_TEACHER_CERTIFICATE_URL, "send the ESL certificate to unlock the account";
 * decision 075). Activation asks for it, so only an account whose certificate is missing or
 * under review again is refused.
 */
export function eslCertificateOnFile(status: DocumentStatus | undefined): boolean {
  return status === DOCUMENT.PASS;
}
